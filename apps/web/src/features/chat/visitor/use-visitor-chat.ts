import { chatHtmlText, escapeHtml, mergeChatMessages, type ChatMessageView } from '@quickrdv/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveStatus } from '../../../lib/live/live-connection';
import { openVisitorLive, visitorIdFor, type VisitorLive } from '../../../lib/live/visitor-live';
import { chatStrings as t } from '../chat.strings';
import type { BubbleMessage } from '../MessageBubbles';
import { fetchServerHistory, KEPT_MESSAGES, readHistory, writeHistory } from './visitor-chat-history';

interface Pending {
  ref: string;
  html: string;
  error?: string;
}

/**
 * The visitor's side of the chat: the thread (browser copy, then the server's, then live frames), whether
 * the salon is online, and send(), which shows the message at once and replaces it with the stored copy
 * when the server echoes it with its `ref`.
 */
export function useVisitorChat(slug: string) {
  const [messages, setMessages] = useState<ChatMessageView[]>(() => readHistory(slug));
  const [pending, setPending] = useState<Pending[]>([]);
  const [proOnline, setProOnline] = useState<boolean | null>(null);
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [notice, setNotice] = useState<string | null>(null);
  const live = useRef<VisitorLive | null>(null);

  const add = useCallback(
    (incoming: ChatMessageView[]) => {
      setMessages((current) => {
        const next = mergeChatMessages(KEPT_MESSAGES, current, incoming);
        writeHistory(slug, next);
        return next;
      });
    },
    [slug],
  );

  useEffect(() => {
    const visitorId = visitorIdFor(slug);
    const sync = () => void fetchServerHistory(slug, visitorId).then((list) => list && add(list));
    const connection = openVisitorLive({
      slug,
      visitorId,
      onStatus: setStatus,
      onFrame: (frame) => {
        if (frame.type === 'live.ready') {
          setProOnline(Boolean(frame.proOnline));
          sync(); // first load, and what was missed while the connection was lost
        } else if (frame.type === 'pro.presence') setProOnline(Boolean(frame.online));
        else if (frame.type === 'chat.message') {
          add([frame.message as ChatMessageView]);
          if (frame.ref) setPending((list) => list.filter((p) => p.ref !== frame.ref));
        } else if (frame.type === 'live.error') {
          const message = String(frame.message ?? t.notConnected);
          if (frame.ref)
            setPending((list) => list.map((p) => (p.ref === frame.ref ? { ...p, error: message } : p)));
          else setNotice(message);
        }
      },
    });
    live.current = connection;
    return () => {
      connection.close();
      live.current = null;
    };
  }, [slug, add]);

  const send = useCallback((html: string): boolean => {
    const ref = `v${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    if (!live.current?.send({ type: 'chat.send', ref, content: html })) {
      setNotice(t.notConnected);
      return false; // the text stays in the composer
    }
    setNotice(null);
    setPending((list) => [...list, { ref, html }]);
    return true;
  }, []);

  const bubbles: BubbleMessage[] = [
    ...messages.map((m) => ({ key: m.id, from: m.from, html: m.html, sentAt: m.sentAt })),
    ...pending.map((p) => ({
      key: p.ref,
      from: 'visitor' as const,
      // The visitor's own typing, shown as text until the server's sanitised copy replaces it.
      html: escapeAsText(p.html),
      status: p.error ? ('failed' as const) : ('sending' as const),
      error: p.error,
    })),
  ];
  return { bubbles, proOnline, status, notice, send };
}

/** The pending copy is shown as plain text: only the server's sanitised HTML is ever rendered as HTML. */
const escapeAsText = (html: string) => escapeHtml(chatHtmlText(html));
