import './chat.css';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useProBase } from '../../pro-space/base-context';
import { chatStrings as t } from '../chat.strings';
import { fetchThread, threadKey } from './chat.api';
import { closeChatDock, openChatDock, useChatDock } from './chat-dock-store';
import { ChatThread } from './ChatThread';
import { ConversationList } from './ConversationList';
import { useChatLive } from './use-chat-live';

/**
 * 'Chat direct', the dialog at the bottom right of the professional space: it opens by itself when a
 * visitor writes (unless the Chat page is on screen), and from the assistant and MES CLIENTS. It also keeps
 * every chat query fresh (mounted once, in ProLayout).
 */
export function ChatDock() {
  const target = useChatDock();
  const { path } = useProBase();
  const onChatPage = useLocation().pathname.endsWith('/chat');
  useChatLive((message) => {
    if (message.from !== 'visitor' || onChatPage) return;
    // A thread already open stays open; its list shows the new message's count.
    if (!target || 'list' in target) openChatDock({ conversationId: message.conversationId });
  });
  const thread = !target || 'list' in target ? null : target;
  // The thread's own query (shared cache): names a conversation opened by a new message.
  const named = useQuery({
    queryKey: thread ? threadKey(thread) : ['chat', 'none'],
    queryFn: () => fetchThread(thread!),
    enabled: thread !== null,
  });
  const title = named.data?.conversation?.title ?? thread?.title;
  if (!target) return null;
  return (
    <section className="chat-dock" role="dialog" aria-modal="false" aria-labelledby="chat-dock-title">
      <header className="chat-dock-head">
        {thread && (
          <button
            type="button"
            className="chat-dock-icon"
            aria-label={t.back}
            title={t.back}
            onClick={() => openChatDock({ list: true })}
          >
            <i className="pi pi-arrow-left" aria-hidden="true" />
          </button>
        )}
        <h2 id="chat-dock-title">{title ? `${t.dockTitle} · ${title}` : t.dockTitle}</h2>
        <Link
          className="chat-dock-icon"
          to={path(
            thread && 'conversationId' in thread ? `chat?conversation=${thread.conversationId}` : 'chat',
          )}
          aria-label={t.openFullPage}
          title={t.openFullPage}
          onClick={closeChatDock}
        >
          <i className="pi pi-external-link" aria-hidden="true" />
        </Link>
        <button
          type="button"
          className="chat-dock-icon"
          aria-label={t.close}
          title={t.close}
          onClick={closeChatDock}
        >
          <i className="pi pi-times" aria-hidden="true" />
        </button>
      </header>
      <div className="chat-dock-body">
        {thread ? (
          <ChatThread
            key={'conversationId' in thread ? thread.conversationId : thread.clientId}
            target={thread}
            title={thread.title}
          />
        ) : (
          <ConversationList
            selected={null}
            onSelect={(c) => openChatDock({ conversationId: c.id, title: c.title })}
          />
        )}
      </div>
    </section>
  );
}
