import { mergeChatMessages, type ChatMessageView } from '@quickrdv/core';

/** Messages kept in the browser per salon (the spec: the visitor's history is in local storage). */
export const KEPT_MESSAGES = 100;
const key = (slug: string) => `qrdv.chat.${slug}`;

export function readHistory(slug: string): ChatMessageView[] {
  try {
    const raw = localStorage.getItem(key(slug));
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(list) ? list.filter(isMessage) : [];
  } catch {
    return []; // storage blocked (a third-party frame) or damaged: the server's history still comes
  }
}

export function writeHistory(slug: string, messages: ChatMessageView[]): void {
  try {
    localStorage.setItem(key(slug), JSON.stringify(mergeChatMessages(KEPT_MESSAGES, messages)));
  } catch {
    // Storage full or blocked: the thread lives on the server.
  }
}

function isMessage(value: unknown): value is ChatMessageView {
  const m = value as ChatMessageView;
  return (
    !!m &&
    typeof m.id === 'string' &&
    typeof m.html === 'string' &&
    typeof m.sentAt === 'string' &&
    (m.from === 'visitor' || m.from === 'pro')
  );
}

/** The visitor's thread as the server has it (GET /public/pros/:slug/chat); null when it cannot be read. */
export async function fetchServerHistory(slug: string, visitorId: string): Promise<ChatMessageView[] | null> {
  try {
    const res = await fetch(
      `/api/v1/public/pros/${encodeURIComponent(slug)}/chat?visitor=${encodeURIComponent(visitorId)}`,
      { headers: { accept: 'application/json' } },
    );
    if (!res.ok) return null;
    const body = (await res.json()) as { items?: unknown };
    return Array.isArray(body.items) ? body.items.filter(isMessage) : null;
  } catch {
    return null;
  }
}
