import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestApp } from '../../test/test-app.js';
import { createMailDelivery } from '../notifications/mail-delivery.js';
import { accountMailHandler, ACCOUNT_MAIL_JOB, planAccountMail } from './account-mail.js';

/**
 * Without SMTP (a local install), an account e-mail's text, with its link, is written to the server's log:
 * otherwise nobody could confirm a sign-up. With SMTP configured, the log never carries it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '0' });
});
afterAll(() => t.close());

async function logOfOneMail(smtpUrl: string | null): Promise<string> {
  const lines: string[] = [];
  // The handler's only use of the logger is info(); everything it is given is kept as text.
  const log = {
    info: (obj: unknown, msg?: string) => void lines.push(JSON.stringify(obj), msg ?? ''),
  } as unknown as FastifyBaseLogger;
  await planAccountMail(t.database.db, {
    proId: null,
    to: 'lea@example.fr',
    mail: {
      subject: 'Activez votre compte',
      text: 'Ouvrez https://x.example/activer?t=abc',
      html: '<p>x</p>',
    },
    now: new Date(),
  });
  const job = await t.database.db
    .selectFrom('jobs')
    .selectAll()
    .where('kind', '=', ACCOUNT_MAIL_JOB)
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
  const mail = createMailDelivery({ ...t.config, smtpUrl });
  try {
    await accountMailHandler({ mail, log })(job, { db: t.database.db, log });
  } catch {
    // An unreachable SMTP server: the job would be retried; only the log matters here.
  } finally {
    mail.close();
  }
  return lines.join('');
}

describe(`account e-mails without SMTP (${testDialect})`, () => {
  it('are written to the log with their link; with SMTP they are not', async () => {
    expect(await logOfOneMail(null)).toContain('https://x.example/activer?t=abc');
    expect(await logOfOneMail('smtp://127.0.0.1:1')).not.toContain('activer');
  });
});
