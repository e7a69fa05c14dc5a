import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { OutboxMessagesTable } from '../../db/schema.js';
import { insertStatement, runWrite } from '../../db/statements.js';
import { timeOrderedId } from '../../db/time-ordered-id.js';

export interface OutboxMessageInput {
  proId: string | null;
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
  /** 'outbox' (kept here only), 'smtp' (also sent by e-mail), or an SMS provider's name. */
  deliveredVia: string;
}

export type OutboxRow = Insertable<OutboxMessagesTable> & { id: string };

/** The row of a message kept at `now` (its id orders it among the others). */
export const outboxRow = (m: OutboxMessageInput, now = new Date()): OutboxRow => ({
  id: timeOrderedId(),
  proId: m.proId,
  channel: m.channel,
  recipient: m.recipient,
  subject: m.subject ?? '',
  body: m.body,
  deliveredVia: m.deliveredVia,
  createdAt: now.toISOString(),
});

/** Records a message sent (or kept) for a professional, so they can read it in the app. */
export async function insertOutboxMessage(
  db: Executor,
  m: OutboxMessageInput,
  now = new Date(),
): Promise<string> {
  const row = outboxRow(m, now);
  // Several per booking (each message the job worker sends): the statement is compiled once.
  await runWrite(db, insertStatement(db, 'outboxMessages', [row]));
  return row.id;
}

/** A professional's messages, newest first, optionally before an instant (paging). */
export function listOutboxMessages(
  db: Executor,
  o: { proId: string; limit: number; before?: string | undefined },
) {
  let q = db
    .selectFrom('outboxMessages')
    .select(['id', 'channel', 'recipient', 'subject', 'body', 'deliveredVia', 'createdAt'])
    .where('proId', '=', o.proId);
  if (o.before) q = q.where('createdAt', '<', o.before);
  return q.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(o.limit).execute();
}
