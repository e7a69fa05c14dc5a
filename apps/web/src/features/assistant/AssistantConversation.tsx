import { useEffect, useRef } from 'react';
import type { ChatMessage } from './assistant-messages';
import { assistantStrings as t } from './assistant.strings';
import { AssistantReply } from './AssistantReply';

/** The questions and replies, newest at the bottom, with the thinking indicator while a reply is awaited. */
export function AssistantConversation({
  messages,
  pending,
  screenPath,
  onTopic,
  onFollow,
}: {
  messages: ChatMessage[];
  pending: boolean;
  screenPath: (screen: string) => string;
  onTopic: (id: string) => void;
  onFollow: () => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  // A new reply is read from its top (its title and first steps); a question or the indicator, at the end.
  useEffect(() => {
    const last = list.current?.lastElementChild;
    const isReply = last?.classList.contains('from-bot') && !last.classList.contains('assistant-thinking');
    last?.scrollIntoView({ block: isReply ? 'start' : 'end' });
  }, [messages.length, pending]);
  return (
    <div ref={list} className="assistant-messages" aria-live="polite" aria-label={t.messagesLabel} role="log">
      {messages.map((message) =>
        message.from === 'user' ? (
          <div key={message.id} className="assistant-message from-user">
            <span className="sr-only">{t.you} : </span>
            {message.text}
          </div>
        ) : (
          <div key={message.id} className="assistant-message from-bot">
            <AssistantReply message={message} screenPath={screenPath} onTopic={onTopic} onFollow={onFollow} />
          </div>
        ),
      )}
      {pending && (
        <div className="assistant-message from-bot assistant-thinking" role="status">
          <span className="assistant-dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span className="sr-only">{t.thinking}</span>
        </div>
      )}
    </div>
  );
}
