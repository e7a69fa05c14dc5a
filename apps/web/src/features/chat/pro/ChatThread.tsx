import type { ChatMessageView } from '@quickrdv/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { ChatComposer } from '../composer/ChatComposer';
import { chatStrings as t } from '../chat.strings';
import { MessageBubbles } from '../MessageBubbles';
import {
  CHAT_KEY,
  fetchThread,
  markConversationRead,
  sendChatMessage,
  threadKey,
  type ThreadTarget,
} from './chat.api';

/**
 * One conversation's messages and the professional's composer ({base}/chat and 'Chat direct'). Opening it
 * marks the visitor's messages read; a message arriving while it is open is read too. Callers key it by
 * its target, so another conversation starts afresh.
 */
export function ChatThread({ target, title }: { target: ThreadTarget; title?: string }) {
  const queryClient = useQueryClient();
  const key = threadKey(target);
  const query = useQuery({ queryKey: key, queryFn: () => fetchThread(target) });
  const [older, setOlder] = useState<{ items: ChatMessageView[]; before: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const conversation = query.data?.conversation ?? null;

  const unread = conversation?.unread ?? 0;
  useEffect(() => {
    if (!conversation || unread === 0) return;
    void markConversationRead(conversation.id)
      .then(() => queryClient.invalidateQueries({ queryKey: CHAT_KEY }))
      .catch(() => undefined); // still unread: the count says so
  }, [conversation, unread, queryClient]);

  const loadOlder = async () => {
    const before = older ? older.before : query.data?.before;
    if (!before) return;
    try {
      const page = await fetchThread(target, before);
      setOlder({ items: [...page.items, ...(older?.items ?? [])], before: page.before });
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const send = async (html: string) => {
    try {
      await sendChatMessage(target, html);
      setError(null);
      await queryClient.invalidateQueries({ queryKey: CHAT_KEY });
      return true;
    } catch (e) {
      setError(errorMessage(e));
      return false;
    }
  };

  const name = conversation?.title ?? title ?? '';
  const messages = [...(older?.items ?? []), ...(query.data?.items ?? [])];
  const hasOlder = older ? older.before !== null : Boolean(query.data?.before);
  const isClient = 'clientId' in target || conversation?.kind === 'client';
  return (
    <div className="chat-thread">
      {hasOlder && (
        <button
          type="button"
          className="chat-older p-button p-button-text p-button-sm"
          onClick={() => void loadOlder()}
        >
          {t.loadOlder}
        </button>
      )}
      {query.isError ? (
        <p className="chat-error" role="alert">
          {errorMessage(query.error)}
        </p>
      ) : (
        <MessageBubbles
          messages={messages.map((m) => ({ key: m.id, from: m.from, html: m.html, sentAt: m.sentAt }))}
          mine="pro"
          names={{ visitor: name, pro: t.you }}
          empty={query.isPending ? '' : t.noMessages}
        />
      )}
      {isClient && <p className="chat-hint">{t.clientHint}</p>}
      {error && (
        <p className="chat-error" role="alert">
          {error}
        </p>
      )}
      <ChatComposer onSend={send} label={name ? `${t.messageLabel} : ${name}` : t.messageLabel} />
    </div>
  );
}
