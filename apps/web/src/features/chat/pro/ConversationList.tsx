import type { ChatConversationDto } from '@quickrdv/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-client';
import { chatStrings as t } from '../chat.strings';
import { conversationsKey, fetchConversations } from './chat.api';

const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });
const date = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short' });
const when = (iso: string) => {
  const d = new Date(iso);
  return d.toDateString() === new Date().toDateString() ? time.format(d) : date.format(d);
};

/** The professional's conversations, newest first, with their unread counts and latest message. */
export function ConversationList({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect: (conversation: ChatConversationDto) => void;
}) {
  const query = useInfiniteQuery({
    queryKey: conversationsKey,
    queryFn: ({ pageParam }) => fetchConversations(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  if (query.isPending) return <p className="chat-muted">…</p>;
  if (query.isError)
    return (
      <p className="chat-error" role="alert">
        {errorMessage(query.error)}
      </p>
    );
  const items = query.data.pages.flatMap((p) => p.items);
  if (!items.length) return <p className="chat-muted chat-none">{t.noConversations}</p>;
  return (
    <>
      <ul className="chat-conversations" aria-label={t.conversations}>
        {items.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className={`chat-conversation${c.id === selected ? ' selected' : ''}${c.unread ? ' unread' : ''}`}
              aria-current={c.id === selected ? 'true' : undefined}
              onClick={() => onSelect(c)}
            >
              <span className="chat-avatar" aria-hidden="true">
                <i className={c.kind === 'client' ? 'pi pi-user' : 'pi pi-globe'} />
              </span>
              <span className="chat-conversation-text">
                <span className="chat-conversation-top">
                  <span className="chat-conversation-title">{c.title}</span>
                  <span className="chat-conversation-when">{when(c.lastMessageAt)}</span>
                </span>
                <span className="chat-conversation-bottom">
                  <span className="chat-conversation-preview">
                    {c.lastFrom === 'pro' && t.you2}
                    {c.lastPreview}
                  </span>
                  {c.unread > 0 && (
                    <span className="chat-badge" aria-label={t.unread(c.unread)}>
                      {c.unread}
                    </span>
                  )}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <button
          type="button"
          className="p-button p-button-text p-button-sm chat-more"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t.loadMore}
        </button>
      )}
    </>
  );
}
