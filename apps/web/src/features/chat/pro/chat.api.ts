import type { ChatConversationListDto, ChatMessageView, ChatThreadDto } from '@quickrdv/core';
import { apiRequest } from '../../../lib/api-client';

/** Every chat query starts with this key: one invalidation refreshes lists, threads and counts. */
export const CHAT_KEY = ['chat'] as const;
export const conversationsKey = [...CHAT_KEY, 'conversations'] as const;
export const unreadKey = [...CHAT_KEY, 'unread'] as const;
export type ThreadTarget = { conversationId: string } | { clientId: string };
export const threadKey = (target: ThreadTarget) =>
  'conversationId' in target
    ? ([...CHAT_KEY, 'thread', target.conversationId] as const)
    : ([...CHAT_KEY, 'client', target.clientId] as const);

export const fetchConversations = (cursor?: string) =>
  apiRequest<ChatConversationListDto>(
    'GET',
    `/chat/conversations?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
  );

export const fetchUnread = () => apiRequest<{ unread: number }>('GET', '/chat/unread');

export function fetchThread(target: ThreadTarget, before?: string): Promise<ChatThreadDto> {
  const query = `?limit=50${before ? `&before=${encodeURIComponent(before)}` : ''}`;
  return 'conversationId' in target
    ? apiRequest('GET', `/chat/conversations/${encodeURIComponent(target.conversationId)}/messages${query}`)
    : apiRequest('GET', `/chat/clients/${encodeURIComponent(target.clientId)}${query}`);
}

export function sendChatMessage(target: ThreadTarget, content: string): Promise<ChatMessageView> {
  return 'conversationId' in target
    ? apiRequest('POST', `/chat/conversations/${encodeURIComponent(target.conversationId)}/messages`, {
        content,
      })
    : apiRequest('POST', `/chat/clients/${encodeURIComponent(target.clientId)}/messages`, { content });
}

export const markConversationRead = (conversationId: string) =>
  apiRequest<void>('POST', `/chat/conversations/${encodeURIComponent(conversationId)}/read`);
