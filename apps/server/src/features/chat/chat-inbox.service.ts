import { chatMessages as m, type ChatConversationListDto, type ChatThreadDto } from '@quickrdv/core';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/app-error.js';
import { findClientRow } from '../clients/clients.repository.js';
import type { LiveBus } from '../live/live-bus.js';
import { proAddress } from '../live/live-peers.js';
import {
  countUnread,
  findClientConversationId,
  findConversation,
  listConversations,
  markConversationRead,
  toConversationDto,
} from './chat.repository.js';
import { parseChatCursor, readThread } from './chat.service.js';

/** A page of the professional's conversations, newest first, and the unread count over all of them. */
export async function listChat(
  db: Db,
  o: { proId: string; limit: number; cursor?: string },
): Promise<ChatConversationListDto> {
  const rows = await listConversations(db, {
    proId: o.proId,
    limit: o.limit + 1,
    after: parseChatCursor(o.cursor),
  });
  const page = rows.slice(0, o.limit);
  const last = page.at(-1);
  return {
    items: page.map(toConversationDto),
    nextCursor: rows.length > o.limit && last ? `${last.lastMessageAt}|${last.id}` : null,
    unread: await countUnread(db, o.proId),
  };
}

/**
 * Marks every visitor message of the conversation read (opened in {base}/chat or 'Chat direct'); the
 * professional's other screens and devices hear 'chat.changed' and refresh their counts.
 */
export async function markRead(
  deps: { db: Db; live: Pick<LiveBus, 'send'> },
  o: { proId: string; conversationId: string; now?: Date },
): Promise<void> {
  if (!(await findConversation(deps.db, o.proId, o.conversationId))) throw notFound(m.notFound);
  const now = (o.now ?? new Date()).toISOString();
  if (await markConversationRead(deps.db, { ...o, now }))
    await deps.live.send(proAddress(o.proId), { type: 'chat.changed', at: now });
}

/** A known client's thread (MES CLIENTS), empty before the first message. */
export async function clientConversation(
  db: Db,
  o: { proId: string; clientId: string; limit: number; before?: string },
): Promise<ChatThreadDto> {
  if (!(await findClientRow(db, o.proId, o.clientId))) throw notFound(m.clientNotFound);
  const id = await findClientConversationId(db, o.proId, o.clientId);
  if (!id) return { conversation: null, items: [], before: null };
  return readThread(db, { proId: o.proId, conversationId: id, limit: o.limit, before: o.before });
}
