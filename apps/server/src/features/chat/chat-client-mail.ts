import { chatClientMail, chatHtmlText } from '@quickrdv/core';
import type { Executor } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { insertJobs, newJob } from '../../jobs/jobs.repository.js';
import type { JobHandler } from '../../jobs/worker.js';
import type { MailDelivery, MailMessage } from '../notifications/mail-delivery.js';

/** Kind of the durable job that e-mails a professional's chat message to a known client. */
export const CHAT_CLIENT_MAIL_JOB = 'chat.client-mail';

/** Plans the e-mail carrying a message to a client, in the message's transaction. */
export async function planClientMail(
  trx: Executor,
  o: { pro: ProRow; client: { email: string; prenom: string }; messageId: string; html: string; now: Date },
): Promise<void> {
  const message: MailMessage = {
    proId: o.pro.id,
    isDemo: o.pro.isDemo === 1,
    to: o.client.email,
    fromName: o.pro.nomSociete || 'Quick RDV',
    ...chatClientMail({
      nomSociete: o.pro.nomSociete || 'Votre salon',
      prenom: o.client.prenom,
      text: chatHtmlText(o.html),
      html: o.html,
      replyEmail: o.pro.contactEmail || o.pro.email,
      replyPhone: o.pro.tel1 || o.pro.tel2,
    }),
  };
  await insertJobs(trx, [
    newJob({ kind: CHAT_CLIENT_MAIL_JOB, payload: { message }, now: o.now, refId: o.messageId }),
  ]);
}

export function chatClientMailHandler(deps: { mail: MailDelivery }): JobHandler {
  return async (job, { db }) => {
    const { message } = JSON.parse(job.payload) as { message: MailMessage };
    await deps.mail.send(db, message);
  };
}
