import type { RoomMail } from '@quickrdv/core';
import type { Executor } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { insertJobs, newJob } from '../../jobs/jobs.repository.js';
import { ACCOUNT_MAIL_JOB } from '../auth/account-mail.js';
import type { MailMessage } from '../notifications/mail-delivery.js';
import { escapeHtml } from '@quickrdv/core';

/**
 * The professional's invitation as an e-mail from the business: their text as written (the link added
 * at the end if they removed it, or the e-mail would be useless), in HTML with the link clickable.
 */
export function roomInvitation(o: { pro: ProRow; input: RoomMail; link: string }): MailMessage {
  const text = o.input.message.includes(o.link) ? o.input.message : `${o.input.message}\n\n${o.link}`;
  const anchor = `<a href="${escapeHtml(o.link)}">${escapeHtml(o.link)}</a>`;
  const html = text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).split(escapeHtml(o.link)).join(anchor).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return {
    proId: o.pro.id,
    isDemo: o.pro.isDemo === 1,
    to: o.input.email,
    subject: o.input.object,
    text,
    html,
    fromName: o.pro.nomSociete,
  };
}

/** Jobs of a professional's room e-mails carry this ref, so the hourly limit counts them. */
export const roomMailRef = (proId: string) => `video-mail:${proId}`;

/** Plans the e-mail as a durable job (the account e-mails' sender: SMTP when set, always the outbox). */
export async function planRoomMail(db: Executor, o: { message: MailMessage; now: Date }): Promise<void> {
  await insertJobs(db, [
    newJob({
      kind: ACCOUNT_MAIL_JOB,
      payload: { message: o.message },
      now: o.now,
      refId: roomMailRef(o.message.proId!),
    }),
  ]);
}

export async function countRoomMailsSince(db: Executor, o: { proId: string; since: string }) {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('refId', '=', roomMailRef(o.proId))
    .where('createdAt', '>', o.since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
