import { randomUUID } from 'node:crypto';
import { visitorLabel, type ChatConversationDto, type ChatMessageView } from '@quickrdv/core';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { ChatMessagesTable } from '../../db/schema.js';

export type ChatMessageRow = Selectable<ChatMessagesTable>;
type Who = { proId: string } & ({ visitorId: string } | { clientId: string });

export const toMessageView = (row: ChatMessageRow): ChatMessageView => ({
  id: row.id,
  conversationId: row.conversationId,
  from: row.sender,
  html: row.html,
  sentAt: row.sentAt,
});

/** The conversation of a visitor or a client with the professional, created on first use. */
export async function conversationIdFor(trx: Executor, who: Who, nowIso: string): Promise<string> {
  const key = 'visitorId' in who ? { visitorId: who.visitorId } : { clientId: who.clientId };
  const columns = 'visitorId' in who ? (['proId', 'visitorId'] as const) : (['proId', 'clientId'] as const);
  await trx
    .insertInto('chatConversations')
    .values({
      id: randomUUID(),
      proId: who.proId,
      ...key,
      createdAt: nowIso,
      lastMessageAt: nowIso,
      lastSender: 'visitor',
      lastPreview: '',
    })
    .onConflict((oc) => oc.columns([...columns]).doNothing())
    .execute();
  let q = trx.selectFrom('chatConversations').select('id').where('proId', '=', who.proId);
  q = 'visitorId' in who ? q.where('visitorId', '=', who.visitorId) : q.where('clientId', '=', who.clientId);
  return (await q.executeTakeFirstOrThrow()).id;
}

/** The visitor's conversation with the salon, if they ever wrote. */
export async function findVisitorConversationId(db: Executor, proId: string, visitorId: string) {
  const row = await db
    .selectFrom('chatConversations')
    .select('id')
    .where('proId', '=', proId)
    .where('visitorId', '=', visitorId)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function findClientConversationId(db: Executor, proId: string, clientId: string) {
  const row = await db
    .selectFrom('chatConversations')
    .select('id')
    .where('proId', '=', proId)
    .where('clientId', '=', clientId)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Stores a message and makes it its conversation's latest. */
export async function insertMessage(
  trx: Executor,
  m: {
    proId: string;
    conversationId: string;
    sender: 'visitor' | 'pro';
    html: string;
    preview: string;
    now: string;
  },
): Promise<ChatMessageRow> {
  const row: ChatMessageRow = {
    id: randomUUID(),
    conversationId: m.conversationId,
    proId: m.proId,
    sender: m.sender,
    html: m.html,
    sentAt: m.now,
    // The professional's own messages need no reading.
    readAt: m.sender === 'pro' ? m.now : null,
  };
  await trx.insertInto('chatMessages').values(row).execute();
  await trx
    .updateTable('chatConversations')
    .set({ lastMessageAt: m.now, lastSender: m.sender, lastPreview: m.preview })
    .where('id', '=', m.conversationId)
    .execute();
  return row;
}

/** Marks the conversation as having an unread-mail planned; false when one already is (same burst). */
export async function claimUnreadNotice(
  trx: Executor,
  conversationId: string,
  atIso: string,
): Promise<boolean> {
  const r = await trx
    .updateTable('chatConversations')
    .set({ notifyAt: atIso })
    .where('id', '=', conversationId)
    .where('notifyAt', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function releaseUnreadNotice(db: Executor, conversationId: string): Promise<void> {
  await db
    .updateTable('chatConversations')
    .set({ notifyAt: null })
    .where('id', '=', conversationId)
    .execute();
}

/** The visitor messages of a conversation nobody has read, oldest first. */
export async function unreadVisitorMessages(db: Executor, conversationId: string) {
  return db
    .selectFrom('chatMessages')
    .selectAll()
    .where('conversationId', '=', conversationId)
    .where('sender', '=', 'visitor')
    .where('readAt', 'is', null)
    .orderBy('sentAt')
    .orderBy('id')
    .execute();
}

function conversationsQuery(db: Executor, proId: string) {
  return (
    db
      .selectFrom('chatConversations as c')
      .leftJoin('clients as cl', 'cl.id', 'c.clientId')
      .select((eb) => [
        'c.id',
        'c.visitorId',
        'c.clientId',
        'c.lastMessageAt',
        'c.lastSender',
        'c.lastPreview',
        'cl.nom',
        'cl.prenom',
        'cl.email as clientEmail',
        eb
          .selectFrom('chatMessages as m')
          .select((e) => e.fn.countAll<number | string>().as('n'))
          .whereRef('m.conversationId', '=', 'c.id')
          .where('m.sender', '=', 'visitor')
          .where('m.readAt', 'is', null)
          .as('unread'),
      ])
      .where('c.proId', '=', proId)
      // A client conversation opened but never written to has no message yet.
      .where('c.lastPreview', '!=', '')
  );
}
type ConversationRow = Awaited<ReturnType<ReturnType<typeof conversationsQuery>['executeTakeFirstOrThrow']>>;

export const toConversationDto = (r: ConversationRow): ChatConversationDto => ({
  id: r.id,
  kind: r.clientId ? 'client' : 'visitor',
  title: r.clientId
    ? [r.prenom, r.nom].filter(Boolean).join(' ') || 'Client'
    : visitorLabel(r.visitorId ?? ''),
  clientId: r.clientId,
  lastMessageAt: r.lastMessageAt,
  lastFrom: r.lastSender,
  lastPreview: r.lastPreview,
  unread: Number(r.unread ?? 0),
});

/** A page of the professional's conversations, newest first, after the cursor's one. */
export async function listConversations(
  db: Executor,
  o: { proId: string; limit: number; after?: { at: string; id: string } },
) {
  let q = conversationsQuery(db, o.proId);
  if (o.after) {
    const { at, id } = o.after;
    q = q.where((eb) =>
      eb.or([eb('c.lastMessageAt', '<', at), eb.and([eb('c.lastMessageAt', '=', at), eb('c.id', '<', id)])]),
    );
  }
  return q.orderBy('c.lastMessageAt', 'desc').orderBy('c.id', 'desc').limit(o.limit).execute();
}

export async function findConversation(db: Executor, proId: string, id: string) {
  return db
    .selectFrom('chatConversations as c')
    .leftJoin('clients as cl', 'cl.id', 'c.clientId')
    .select(['c.id', 'c.visitorId', 'c.clientId', 'cl.email as clientEmail', 'cl.prenom', 'cl.nom'])
    .where('c.proId', '=', proId)
    .where('c.id', '=', id)
    .executeTakeFirst();
}

export async function findConversationDto(db: Executor, proId: string, id: string) {
  const row = await conversationsQuery(db, proId).where('c.id', '=', id).executeTakeFirst();
  return row ? toConversationDto(row) : null;
}

/** Unread visitor messages over all the professional's conversations. */
export async function countUnread(db: Executor, proId: string): Promise<number> {
  const r = await db
    .selectFrom('chatMessages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('proId', '=', proId)
    .where('readAt', 'is', null)
    .where('sender', '=', 'visitor')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Up to `limit` messages of a conversation before the given one, newest first. */
export async function threadPage(
  db: Executor,
  o: { conversationId: string; limit: number; before?: { at: string; id: string } },
): Promise<ChatMessageRow[]> {
  let q = db.selectFrom('chatMessages').selectAll().where('conversationId', '=', o.conversationId);
  if (o.before) {
    const { at, id } = o.before;
    q = q.where((eb) => eb.or([eb('sentAt', '<', at), eb.and([eb('sentAt', '=', at), eb('id', '<', id)])]));
  }
  return q.orderBy('sentAt', 'desc').orderBy('id', 'desc').limit(o.limit).execute();
}

export async function markConversationRead(
  db: Executor,
  o: { proId: string; conversationId: string; now: string },
) {
  const r = await db
    .updateTable('chatMessages')
    .set({ readAt: o.now })
    .where('proId', '=', o.proId)
    .where('conversationId', '=', o.conversationId)
    .where('readAt', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Every message of a client's conversation, oldest first (the GDPR export). */
export async function clientMessages(db: Executor, proId: string, clientId: string) {
  return db
    .selectFrom('chatMessages as m')
    .innerJoin('chatConversations as c', 'c.id', 'm.conversationId')
    .select(['m.sender', 'm.html', 'm.sentAt'])
    .where('c.proId', '=', proId)
    .where('c.clientId', '=', clientId)
    .orderBy('m.sentAt')
    .orderBy('m.id')
    .execute();
}

/** Deletes messages sent before the cutoff, and the conversations whose latest message is that old. */
export async function purgeOldChat(db: Executor, cutoffIso: string): Promise<number> {
  const r = await db.deleteFrom('chatMessages').where('sentAt', '<', cutoffIso).executeTakeFirst();
  await db.deleteFrom('chatConversations').where('lastMessageAt', '<', cutoffIso).execute();
  return Number(r.numDeletedRows);
}
