import './assistant.css';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { openChatDock } from '../chat/pro/chat-dock-store';
import { useProBase } from '../pro-space/base-context';
import { useCurrentPro } from '../pro-space/use-current-pro';
import { useTour } from '../tour/use-tour';
import { assistantStrings as t } from './assistant.strings';
import { AssistantActions } from './AssistantActions';
import { AssistantConversation } from './AssistantConversation';
import { usePanelOpen } from './use-panel-open';
import { useAssistant } from './use-assistant';

/**
 * The 'Chat Bot IA' box of the professional space: fixed at the bottom left (the screens' floating buttons
 * are on the right), 400px wide and 70% high, collapsed on phones. It answers from the help base; the
 * search and the pages are fetched with the first question.
 */
export function AssistantPanel() {
  const pro = useCurrentPro();
  const { path, isDemo } = useProBase();
  const { open, setOpen, isPhone } = usePanelOpen();
  const { messages, pending, ask, showTopic } = useAssistant(open);
  const startTour = useTour();
  const navigate = useNavigate();
  const [question, setQuestion] = useState('');

  // A help page's screen: one of the space (real or demo base), or a page of the site ('/').
  const screenPath = (screen: string) => (screen.startsWith('/') ? screen : path(screen));
  // On a phone the box covers the screen a link opens: it steps aside.
  const onFollow = () => {
    if (isPhone()) setOpen(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!question.trim()) return;
    // Asking is choosing the assistant: it stays open on the screens its answers lead to.
    if (!isPhone()) setOpen(true);
    void ask(question);
    setQuestion('');
  };

  if (!open)
    return (
      <div className="assistant-dock">
        <button
          type="button"
          className="assistant-launcher"
          aria-expanded={false}
          aria-label={t.open}
          onClick={() => setOpen(true)}
        >
          <i className="pi pi-comments" aria-hidden="true" />
          <span>{t.title}</span>
        </button>
      </div>
    );

  return (
    <div className="assistant-dock is-open">
      <section className="assistant-box" aria-label={t.title}>
        <header className="assistant-header">
          <i className="pi pi-comments" aria-hidden="true" />
          <h2>{t.title}</h2>
          <button
            type="button"
            className="assistant-collapse"
            aria-expanded={true}
            aria-label={t.collapse}
            title={t.collapse}
            onClick={() => setOpen(false)}
          >
            <i className="pi pi-minus" aria-hidden="true" />
          </button>
        </header>
        <div className="assistant-body">
          <p className="assistant-greeting">{t.greeting(isDemo ? t.visitor : pro.prenom || t.visitor)}</p>
          <AssistantActions
            onTour={() => {
              if (isPhone()) setOpen(false);
              startTour();
            }}
            onChat={() => {
              // The spec's routes: the CHAT page at 960px or less; MES CLIENTS, where a conversation with a
              // known client starts, on wider screens, with 'Chat direct' listing the ongoing ones beside.
              if (isPhone()) {
                setOpen(false);
                void navigate(path('chat'));
              } else {
                void navigate(path('mesclients'));
                openChatDock({ list: true });
              }
            }}
            onFollow={onFollow}
          />
          <AssistantConversation
            messages={messages}
            pending={pending}
            screenPath={screenPath}
            onTopic={(id) => void showTopic(id)}
            onFollow={onFollow}
          />
        </div>
        <form className="assistant-input" onSubmit={submit}>
          <input
            type="text"
            value={question}
            maxLength={300}
            placeholder={t.placeholder}
            aria-label={t.inputLabel}
            onChange={(event) => setQuestion(event.target.value)}
          />
          <button type="submit" className="p-button p-component" disabled={!question.trim() || pending}>
            <span className="p-button-label">{t.send}</span>
          </button>
        </form>
      </section>
    </div>
  );
}
