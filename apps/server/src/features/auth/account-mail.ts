import type { FastifyBaseLogger } from 'fastify';
import type { AccountMail } from '@quickrdv/core';
import type { Executor } from '../../db/database.js';
import { insertJobs, newJob } from '../../jobs/jobs.repository.js';
import type { JobHandler } from '../../jobs/worker.js';
import type { MailAttachment, MailDelivery, MailMessage } from '../notifications/mail-delivery.js';

/** Kind of the durable job that sends one account e-mail (sign-up link, reset link, change notice). */
export const ACCOUNT_MAIL_JOB = 'account.mail';

/**
 * Plans an account e-mail inside the caller's transaction: it is sent by the job worker once the change
 * commits (retried while the mail server is unreachable), never for a change that rolled back.
 * proId is null for a sign-up not yet confirmed: the message is kept in the outbox without an owner.
 * refId tags the job, so a feature can count what it planned (the QR code e-mail's hourly limit).
 */
export async function planAccountMail(
  trx: Executor,
  o: {
    proId: string | null;
    to: string;
    mail: AccountMail;
    now: Date;
    isDemo?: boolean;
    attachments?: MailAttachment[];
    refId?: string;
  },
): Promise<void> {
  const message: MailMessage = {
    proId: o.proId,
    isDemo: o.isDemo ?? false,
    to: o.to,
    fromName: 'Quick RDV',
    ...o.mail,
    ...(o.attachments ? { attachments: o.attachments } : {}),
  };
  await insertJobs(trx, [
    newJob({ kind: ACCOUNT_MAIL_JOB, payload: { message }, now: o.now, refId: o.refId }),
  ]);
}

/**
 * Sends an account e-mail. Without SMTP (a local install), the message is also written to the server's log:
 * the sign-up and password links would otherwise be readable nowhere and nobody could open an account.
 */
export function accountMailHandler(deps: { mail: MailDelivery; log: FastifyBaseLogger }): JobHandler {
  return async (job, { db }) => {
    const { message } = JSON.parse(job.payload) as { message: MailMessage };
    const via = await deps.mail.send(db, message);
    if (via === 'outbox')
      deps.log.info(
        { to: message.to, subject: message.subject, text: message.text },
        'account e-mail kept in the outbox (no SMTP_URL): its text, with its link, is here',
      );
  };
}
