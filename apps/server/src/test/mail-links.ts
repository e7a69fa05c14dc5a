import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/**
 * The token of the newest link to `path` e-mailed to `to`, read as the recipient would: from the outbox
 * (every e-mail sent is kept there, SMTP or not). An app without a running worker (JOBS_POLL_MS=0) or
 * whose mail server is down has not sent it yet: the link is then read from the e-mail as planned in
 * its job, so those tests keep control of when their own jobs run.
 */
export async function mailedLinkToken(app: FastifyInstance, to: string, path: string): Promise<string> {
  const pattern = new RegExp(`${path.replace(/[-/]/g, '\\$&')}#([A-Za-z0-9_-]+)`);
  const delivered = app.config.jobsPollMs > 0 && !app.config.smtpUrl;
  for (let waited = 0; waited < 10_000; waited += 20) {
    const bodies = delivered ? await outboxBodies(app, to) : await plannedBodies(app, to);
    const token = bodies.map((body) => pattern.exec(body)?.[1]).find(Boolean);
    if (token) return token;
    await sleep(20);
  }
  throw new Error(`no e-mail to ${to} with a link to ${path}`);
}

async function outboxBodies(app: FastifyInstance, to: string): Promise<string[]> {
  const rows = await app.db
    .selectFrom('outboxMessages')
    .select('body')
    .where('recipient', '=', to)
    .orderBy('createdAt', 'desc')
    .execute();
  return rows.map((r) => r.body);
}

async function plannedBodies(app: FastifyInstance, to: string): Promise<string[]> {
  const rows = await app.db
    .selectFrom('jobs')
    .select('payload')
    .where('kind', '=', 'account.mail')
    .orderBy('createdAt', 'desc')
    .execute();
  return rows
    .map((r) => (JSON.parse(r.payload) as { message: { to: string; text: string } }).message)
    .filter((m) => m.to === to)
    .map((m) => m.text);
}
