import { z } from 'zod';
import { CHAT_MAX_HTML_BYTES, chatMessages as m } from './chat-rules.js';
import { VISITOR_ID_PATTERN } from '../live/live-frames.js';

/** HTML as the composer sends it; the byte cap is checked after sanitising (chatContentProblem). */
const content = z.string({ error: m.empty }).max(CHAT_MAX_HTML_BYTES * 2, { error: m.tooLong });

/** POST /chat/conversations/:id/messages and /chat/clients/:clientId/messages. */
export const chatSendSchema = z.object({ content });
export type ChatSendInput = z.infer<typeof chatSendSchema>;

/** The visitor's 'chat.send' frame. */
export const chatSendFrameSchema = z.object({
  type: z.literal('chat.send'),
  ref: z.string().max(100).optional(),
  content,
});

export const chatListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  /** The last conversation of the previous page: `${lastMessageAt}|${id}`. */
  cursor: z.string().max(200).optional(),
});

export const chatThreadQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** The oldest message already shown: `${sentAt}|${id}`; the page holds the messages before it. */
  before: z.string().max(200).optional(),
});

export const chatVisitorQuerySchema = z.object({
  visitor: z.string().max(64).regex(VISITOR_ID_PATTERN, { error: 'Identifiant de visiteur invalide.' }),
});

export const chatMessageDtoSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  from: z.enum(['visitor', 'pro']),
  html: z.string(),
  sentAt: z.string(),
});

export const chatConversationDtoSchema = z.object({
  id: z.string(),
  kind: z.enum(['visitor', 'client']),
  /** 'Visiteur 3F2A' or the client's name. */
  title: z.string(),
  clientId: z.string().nullable(),
  lastMessageAt: z.string(),
  lastFrom: z.enum(['visitor', 'pro']),
  lastPreview: z.string(),
  unread: z.number().int(),
});
export type ChatConversationDto = z.infer<typeof chatConversationDtoSchema>;

export const chatConversationListDtoSchema = z.object({
  items: z.array(chatConversationDtoSchema),
  nextCursor: z.string().nullable(),
  /** Unread visitor messages over every conversation. */
  unread: z.number().int(),
});
export type ChatConversationListDto = z.infer<typeof chatConversationListDtoSchema>;

export const chatThreadDtoSchema = z.object({
  conversation: chatConversationDtoSchema.nullable(),
  /** Oldest first. */
  items: z.array(chatMessageDtoSchema),
  /** Pass as `before` for the older page; null when there is none. */
  before: z.string().nullable(),
});
export type ChatThreadDto = z.infer<typeof chatThreadDtoSchema>;

export const chatUnreadDtoSchema = z.object({ unread: z.number().int() });
