import { chatMessages as m, type ChatMessageView, type ChatThreadDto } from '@quickrdv/core';
import type { Db } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { LiveBus } from '../live/live-bus.js';
import { proAddress, visitorAddress } from '../live/live-peers.js';
import { findClientRow } from '../clients/clients.repository.js';
import { ChatRefusal, prepareChatHtml } from './chat-content.js';
import { planClientMail } from './chat-client-mail.js';
import { planUnreadMail } from './chat-unread-mail.js';
import {
  conversationIdFor,
  findConversation,
  findConversationDto,
  insertMessage,
  threadPage,
  toMessageView,
} from './chat.repository.js';

export interface ChatDeps {
  db: Db;
  live: Pick<LiveBus, 'send' | 'publish'>;
}

/** Tells both sides of a conversation about a new message: the salon's sockets and the visitor's, if any. */
async function deliver(
  deps: ChatDeps,
  o: { proId: string; visitorId: string | null; message: ChatMessageView; ref?: string },
) {
  const frame = { type: 'chat.message', message: o.message, ...(o.ref ? { ref: o.ref } : {}) };
  await deps.live.send(proAddress(o.proId), frame);
  if (o.visitorId) await deps.live.send(visitorAddress(o.proId, o.visitorId), frame);
}

/** A visitor's message from their socket: sanitised, stored, delivered, and the unread e-mail planned. */
export async function sendVisitorMessage(
  deps: ChatDeps & { limit: (proId: string, visitorId: string) => Promise<void> },
  o: { proId: string; visitorId: string; content: string; ref?: string; now?: Date },
): Promise<ChatMessageView> {
  const { html, preview } = prepareChatHtml(o.content);
  await deps.limit(o.proId, o.visitorId);
  const now = o.now ?? new Date();
  const row = await deps.db.transaction().execute(async (trx) => {
    const conversationId = await conversationIdFor(
      trx,
      { proId: o.proId, visitorId: o.visitorId },
      now.toISOString(),
    );
    const row = await insertMessage(trx, {
      proId: o.proId,
      conversationId,
      sender: 'visitor',
      html,
      preview,
      now: now.toISOString(),
    });
    await planUnreadMail(trx, { conversationId, now });
    return row;
  });
  const message = toMessageView(row);
  await deliver(deps, { proId: o.proId, visitorId: o.visitorId, message, ref: o.ref });
  return message;
}

/** The professional's answer in a conversation; a client's conversation also e-mails it to the client. */
export async function sendProMessage(
  deps: ChatDeps & { wakeJobs: () => void },
  pro: ProRow,
  o: { conversationId: string; content: string; now?: Date },
): Promise<ChatMessageView> {
  const conversation = await findConversation(deps.db, pro.id, o.conversationId);
  if (!conversation) throw notFound(m.notFound);
  if (conversation.clientId)
    return sendClientMessage(deps, pro, { clientId: conversation.clientId, content: o.content, now: o.now });
  const { html, preview } = toRequestError(() => prepareChatHtml(o.content));
  const now = (o.now ?? new Date()).toISOString();
  const row = await insertMessage(deps.db, {
    proId: pro.id,
    conversationId: conversation.id,
    sender: 'pro',
    html,
    preview,
    now,
  });
  const message = toMessageView(row);
  await deliver(deps, { proId: pro.id, visitorId: conversation.visitorId, message });
  return message;
}

/** A message to a known client (MES CLIENTS): stored in their conversation and e-mailed to them. */
export async function sendClientMessage(
  deps: ChatDeps & { wakeJobs: () => void },
  pro: ProRow,
  o: { clientId: string; content: string; now?: Date },
): Promise<ChatMessageView> {
  const client = await findClientRow(deps.db, pro.id, o.clientId);
  if (!client) throw notFound(m.clientNotFound);
  if (!client.email)
    throw new AppError('validation', m.clientWithoutEmail, { content: m.clientWithoutEmail });
  const { html, preview } = toRequestError(() => prepareChatHtml(o.content));
  const now = o.now ?? new Date();
  const row = await deps.db.transaction().execute(async (trx) => {
    const conversationId = await conversationIdFor(
      trx,
      { proId: pro.id, clientId: client.id },
      now.toISOString(),
    );
    const row = await insertMessage(trx, {
      proId: pro.id,
      conversationId,
      sender: 'pro',
      html,
      preview,
      now: now.toISOString(),
    });
    await planClientMail(trx, { pro, client, messageId: row.id, html, now });
    return row;
  });
  deps.wakeJobs();
  const message = toMessageView(row);
  await deliver(deps, { proId: pro.id, visitorId: null, message });
  return message;
}

/** The REST answer for a refused content: a 400 naming the field. */
function toRequestError<T>(run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (e instanceof ChatRefusal) throw new AppError('validation', e.message, { content: e.message });
    throw e;
  }
}

const parseKey = (key: string | undefined) => {
  if (!key) return undefined;
  const at = key.lastIndexOf('|');
  return at > 0 ? { at: key.slice(0, at), id: key.slice(at + 1) } : undefined;
};

/** A page of a conversation's messages, oldest first, with the key of the page before it. */
export async function readThread(
  db: Db,
  o: { proId: string; conversationId: string; limit: number; before?: string },
): Promise<ChatThreadDto> {
  const conversation = await findConversationDto(db, o.proId, o.conversationId);
  if (!conversation) throw notFound(m.notFound);
  const rows = await threadPage(db, {
    conversationId: o.conversationId,
    limit: o.limit + 1,
    before: parseKey(o.before),
  });
  const page = rows.slice(0, o.limit).reverse();
  const oldest = page[0];
  return {
    conversation,
    items: page.map(toMessageView),
    before: rows.length > o.limit && oldest ? `${oldest.sentAt}|${oldest.id}` : null,
  };
}

export { parseKey as parseChatCursor };
