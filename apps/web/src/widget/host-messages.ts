import {
  FRAME_SCROLL_MESSAGE,
  readViewportMessage,
  revealTarget,
  type FrameScrollMessage,
  type HostViewport,
} from '@quickrdv/core';
import { useSyncExternalStore } from 'react';

/** Event the widget's dialogs fire when they open, close or resize, so the frame height follows them. */
export const LAYOUT_EVENT = 'qrdv:layout';

/**
 * The page embedding the frame, as far as the browser tells: its messages must come from there. Unknown
 * (a referrer policy hid it, and no ancestorOrigins), only the source window is checked.
 */
const hostOrigin = (() => {
  try {
    return window.location.ancestorOrigins?.[0] ?? new URL(document.referrer).origin;
  } catch {
    return null;
  }
})();

let viewport: HostViewport | null = null;
let pendingScroll: number | null = null;
const subscribers = new Set<() => void>();
const notify = () => subscribers.forEach((fn) => fn());

/** Listens to the host's viewport messages for this slug (the frame's own resizes change what is visible, too). */
export function listenToHost(slug: string): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.source !== window.parent || (hostOrigin && event.origin !== hostOrigin)) return;
    const next = readViewportMessage(event.data, slug);
    if (!next || (viewport && next.top === viewport.top && next.height === viewport.height)) return;
    viewport = next;
    notify();
  };
  window.addEventListener('message', onMessage);
  window.addEventListener('resize', notify);
  return () => {
    window.removeEventListener('message', onMessage);
    window.removeEventListener('resize', notify);
  };
}

/** Where the host's viewport is, in frame coordinates; null outside a frame or until the host says. */
export const hostViewportNow = () => viewport;

function subscribe(fn: () => void) {
  subscribers.add(fn);
  return () => void subscribers.delete(fn);
}

/** How far the frame is visible, for components that follow it; `derive` keeps re-renders to real changes. */
export function useHostViewport<T>(derive: (viewport: HostViewport | null, frameHeight: number) => T): T {
  return useSyncExternalStore(subscribe, () => derive(viewport, window.innerHeight));
}

/**
 * Asks the host to scroll to the frame's y `top`. Sent right after the next height report (useFrameHeight),
 * so that the host scrolls a frame already grown to hold what was just opened.
 */
export function requestHostScroll(top: number): void {
  pendingScroll = top;
  window.dispatchEvent(new Event(LAYOUT_EVENT));
}

/** Asks the host to bring `element` into view when it is not already near the top of the screen. */
export function revealInHost(element: Element | null): void {
  if (!element) return;
  const target = revealTarget(viewport, element.getBoundingClientRect().top + window.scrollY);
  if (target !== null) requestHostScroll(target);
}

/** Posts the pending scroll request, if any (called by useFrameHeight after its height message). */
export function flushHostScroll(slug: string): void {
  if (pendingScroll === null) return;
  const message: FrameScrollMessage = { type: FRAME_SCROLL_MESSAGE, slug, top: pendingScroll };
  pendingScroll = null;
  window.parent.postMessage(message, '*');
}
