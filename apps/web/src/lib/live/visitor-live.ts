import { VISITOR_ID_PATTERN } from '@quickrdv/core';
import { createLiveConnection, liveUrl, type LiveStatus, type ReceivedFrame } from './live-connection';

const storageKey = (slug: string) => `qrdv.visitor.${slug}`;
const inMemory = new Map<string, string>();

/** A v4 UUID; crypto.randomUUID needs a secure context, a LAN address over http is not one. */
function randomVisitorId(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The visitor's id for this salon, kept in the browser with the chat history so a visitor comes back to
 * the same thread; it is the visitor's secret (the server shows a thread only to its id). Storage may be
 * blocked (a third-party frame): the id then lasts as long as the page.
 */
export function visitorIdFor(slug: string): string {
  try {
    const kept = localStorage.getItem(storageKey(slug));
    if (kept && VISITOR_ID_PATTERN.test(kept)) return kept;
    const id = randomVisitorId();
    localStorage.setItem(storageKey(slug), id);
    return id;
  } catch {
    let id = inMemory.get(slug);
    if (!id) inMemory.set(slug, (id = randomVisitorId()));
    return id;
  }
}

export interface VisitorLive {
  send(frame: object): boolean;
  close(): void;
}

/** The visitor's socket to a salon (GET /api/v1/public/pros/:slug/live), reconnecting by itself. */
export function openVisitorLive(o: {
  slug: string;
  visitorId: string;
  onFrame: (frame: ReceivedFrame) => void;
  onStatus?: (status: LiveStatus) => void;
}): VisitorLive {
  const path = `/api/v1/public/pros/${encodeURIComponent(o.slug)}/live?visitor=${encodeURIComponent(o.visitorId)}`;
  const connection = createLiveConnection(liveUrl(path));
  connection.subscribe('*', o.onFrame);
  if (o.onStatus) connection.onStatus(o.onStatus);
  connection.start();
  return { send: (frame) => connection.send(frame), close: () => connection.stop() };
}
