import './chat-messages.css';
import { useEffect, useRef } from 'react';
import { chatStrings as t } from './chat.strings';

export interface BubbleMessage {
  key: string;
  from: 'visitor' | 'pro';
  /** Sanitised by the server (or the sender's own text while it is being sent). */
  html: string;
  sentAt?: string;
  status?: 'sending' | 'failed';
  error?: string;
}

const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });
const day = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short' });

function when(iso: string): string {
  const d = new Date(iso);
  const today = new Date().toDateString() === d.toDateString();
  return today ? time.format(d) : `${day.format(d)} ${time.format(d)}`;
}

/**
 * A thread's messages as bubbles, the reader's own on the right; scrolled to the newest when one arrives.
 * The HTML was sanitised by the server before it was stored (chat toolbar's tags only).
 */
export function MessageBubbles({
  messages,
  mine,
  names,
  empty,
}: {
  messages: BubbleMessage[];
  mine: 'visitor' | 'pro';
  names: { visitor: string; pro: string };
  empty: string;
}) {
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.key;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [last]);
  return (
    <div className="cm-list" role="log" aria-live="polite" aria-relevant="additions">
      {!messages.length && <p className="cm-empty">{empty}</p>}
      {messages.map((m) => (
        <div
          key={m.key}
          className={m.from === mine ? 'cm-msg cm-mine' : 'cm-msg cm-theirs'}
          data-status={m.status}
        >
          <span className="cm-meta">
            {m.from === mine ? t.you : names[m.from]}
            {m.sentAt && !m.status && <> · {when(m.sentAt)}</>}
            {m.status === 'sending' && <> · {t.sending}</>}
            {m.status === 'failed' && <> · {t.failed}</>}
          </span>
          <div className="cm-bubble" dangerouslySetInnerHTML={{ __html: m.html }} />
          {m.error && (
            <span className="cm-error" role="alert">
              {m.error}
            </span>
          )}
        </div>
      ))}
      <div ref={end} />
    </div>
  );
}
