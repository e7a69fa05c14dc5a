import { CHAT_UNREAD_MAIL_DELAY_MS, chatPreview, chatUnreadMail, DEMO_BASE, PRO_BASE } from '@quickrdv/core';
import type { Executor } from '../../db/database.js';
import { insertJobs, newJob } from '../../jobs/jobs.repository.js';
import { SkipJob, type JobHandler } from '../../jobs/worker.js';
import type { MailDelivery } from '../notifications/mail-delivery.js';
import { claimUnreadNotice, releaseUnreadNotice, unreadVisitorMessages } from './chat.repository.js';

/** Kind of the durable job that tells the professional a visitor's message is still unread. */
export const CHAT_UNREAD_MAIL_JOB = 'chat.unread-mail';

/**
 * Plans the unread-message e-mail for a visitor's message, in the message's transaction, unless one is
 * already planned for the conversation: the first message of a burst plans it, the next ones ride along.
 */
export async function planUnreadMail(trx: Executor, o: { conversationId: string; now: Date }): Promise<void> {
  const runAt = new Date(o.now.getTime() + CHAT_UNREAD_MAIL_DELAY_MS).toISOString();
  if (!(await claimUnreadNotice(trx, o.conversationId, runAt))) return;
  await insertJobs(trx, [
    newJob({
      kind: CHAT_UNREAD_MAIL_JOB,
      payload: { conversationId: o.conversationId },
      now: o.now,
      runAt,
      refId: o.conversationId,
    }),
  ]);
}

/**
 * Sends the notice when visitor messages of the conversation are still unread; skipped when the
 * professional read them in time. The conversation is released first, so a message arriving from now on
 * plans the next notice.
 */
export function chatUnreadMailHandler(deps: { mail: MailDelivery; publicUrl: string }): JobHandler {
  return async (job, { db }) => {
    const { conversationId } = JSON.parse(job.payload) as { conversationId: string };
    await releaseUnreadNotice(db, conversationId);
    const unread = await unreadVisitorMessages(db, conversationId);
    if (!unread.length) throw new SkipJob('Messages lus à temps.');
    const pro = await db
      .selectFrom('pros')
      .select(['id', 'email', 'isDemo'])
      .where('id', '=', unread[0]!.proId)
      .executeTakeFirst();
    if (!pro) throw new SkipJob('Professionnel supprimé.');
    const base = pro.isDemo ? DEMO_BASE : PRO_BASE;
    const mail = chatUnreadMail({
      count: unread.length,
      excerpt: chatPreview(unread.at(-1)!.html),
      chatUrl: `${deps.publicUrl}${base}/chat?conversation=${encodeURIComponent(conversationId)}`,
    });
    await deps.mail.send(db, {
      proId: pro.id,
      isDemo: pro.isDemo === 1,
      to: pro.email,
      fromName: 'Quick RDV',
      ...mail,
    });
  };
}
