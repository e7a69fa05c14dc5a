import './chat.css';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../ui/page-title';
import { chatStrings as t } from '../chat.strings';
import { ChatThread } from './ChatThread';
import { ConversationList } from './ConversationList';

/**
 * {base}/chat (960px at most): the conversations on the left and the chosen one's thread on the right; on a
 * phone, the list, then the thread with a way back. The chosen conversation is in the address
 * (?conversation=), so the unread e-mail's link opens it.
 */
export function ChatPage() {
  usePageTitle(t.dockTitle);
  const [params, setParams] = useSearchParams();
  const selected = params.get('conversation');
  const choose = (id: string | null) => setParams(id ? { conversation: id } : {}, { replace: false });
  return (
    <section className="chat-page">
      <h1 className="page-title">{t.pageTitle}</h1>
      <div className={selected ? 'chat-layout has-thread' : 'chat-layout'}>
        <nav className="chat-side card" aria-label={t.conversations}>
          <ConversationList selected={selected} onSelect={(c) => choose(c.id)} />
        </nav>
        <div className="chat-main card">
          {selected ? (
            <>
              <button
                type="button"
                className="chat-back p-button p-button-text p-button-sm"
                onClick={() => choose(null)}
              >
                <i className="pi pi-arrow-left" aria-hidden="true" /> {t.back}
              </button>
              <ChatThread key={selected} target={{ conversationId: selected }} />
            </>
          ) : (
            <p className="chat-muted chat-choose">{t.chooseConversation}</p>
          )}
        </div>
      </div>
    </section>
  );
}
