import { randomUUID } from 'node:crypto';
import { clientMessages as m, toE164Phone, type SmsSend } from '@quickrdv/core';
import type { Db } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { AppError, notFound } from '../../http/app-error.js';
import { insertJobs, newJob } from '../../jobs/jobs.repository.js';
import type { JobHandler } from '../../jobs/worker.js';
import type { SmsMessage, SmsProvider } from '../notifications/sms-provider.js';
import { audit, countAudit } from './client-audit.repository.js';
import { findClientRow } from './clients.repository.js';

/** Kind of the durable job that sends one SMS written by the professional to a client. */
export const CLIENT_SMS_JOB = 'client.sms';

/** SMS a professional may send from the client book per rolling hour (a mistaken loop costs real money). */
export const CLIENT_SMS_PER_HOUR = 100;

type ClientSmsPayload = { clientId: string; message: SmsMessage };

/**
 * Queues an SMS to a client as a durable job (sent by the worker through the configured SMS provider,
 * the outbox by default, hence listed in 'Messages envoyés'). The job and its audit entry commit together;
 * the rate limit counts the audit entries of the last hour. Two requests racing past the 100th may both
 * pass: the limit is a guard against mistakes, not a quota to the unit.
 */
export async function queueClientSms(
  db: Db,
  pro: ProRow,
  clientId: string,
  input: SmsSend,
  now = new Date(),
): Promise<{ id: string }> {
  return db.transaction().execute(async (trx) => {
    if (!(await findClientRow(trx, pro.id, clientId))) throw notFound(m.notFound);
    const since = new Date(now.getTime() - 3_600_000).toISOString();
    if ((await countAudit(trx, pro.id, 'sms', since)) >= CLIENT_SMS_PER_HOUR)
      throw new AppError('rate_limited', m.smsRateLimited);
    const id = randomUUID();
    const payload: ClientSmsPayload = {
      clientId,
      message: { proId: pro.id, to: toE164Phone(input.phone), text: input.message, sender: input.sender },
    };
    await insertJobs(trx, [newJob({ id, kind: CLIENT_SMS_JOB, payload, now })]);
    await audit(trx, { proId: pro.id, clientId, action: 'sms', detail: id, now });
    return { id };
  });
}

/** Sends one queued client SMS through the provider (the outbox keeps a copy for 'Messages envoyés'). */
export function clientSmsHandler(deps: { sms: SmsProvider }): JobHandler {
  return async (job, { db }) => {
    const payload = JSON.parse(job.payload) as ClientSmsPayload;
    await deps.sms.send(db, payload.message);
  };
}
