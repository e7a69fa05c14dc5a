import {
  FRAME_HEIGHT_MESSAGE,
  FRAME_VIEWPORT_MESSAGE,
  hostScrollBy,
  hostViewport,
  readScrollMessage,
  type FrameHeightMessage,
  type FrameViewportMessage,
} from '@quickrdv/core';
import { useEffect, type RefObject } from 'react';

/** A frame claiming more than this is ignored (a runaway loop must not stretch the page forever). */
const FRAME_MAX_HEIGHT = 6000;

function isHeightMessage(data: unknown, slug: string): data is FrameHeightMessage {
  if (!data || typeof data !== 'object') return false;
  const m = data as Partial<FrameHeightMessage>;
  return (
    m.type === FRAME_HEIGHT_MESSAGE &&
    m.slug === slug &&
    typeof m.height === 'number' &&
    Number.isFinite(m.height) &&
    m.height > 0 &&
    m.height <= FRAME_MAX_HEIGHT
  );
}

/** The page's sticky top bar covers what scrolls under it: the frame's visible part starts below it. */
const topBarInset = () =>
  Math.max(0, document.querySelector('.pp-topbar')?.getBoundingClientRect().bottom ?? 0);

/**
 * The profile page's side of the frame protocol, as /code.js does on other sites (core/public/frame-protocol.ts):
 * sizes the frame to the height it reports, tells it where the viewport is (rAF-throttled) and scrolls to the
 * point of the frame it asks for, clamped to the frame's box. Only our own frame, from our own origin, is heard.
 */
export function useBookingFrameHost(
  ref: RefObject<HTMLIFrameElement | null>,
  slug: string,
  onHeight: (height: number) => void,
) {
  useEffect(() => {
    let queued = 0;
    const tell = () => {
      queued = 0;
      const frame = ref.current;
      if (!frame?.contentWindow) return;
      const viewport = hostViewport(frame.getBoundingClientRect().top, window.innerHeight, topBarInset());
      const message: FrameViewportMessage = { type: FRAME_VIEWPORT_MESSAGE, slug, ...viewport };
      frame.contentWindow.postMessage(message, window.location.origin);
    };
    const later = () => {
      queued ||= requestAnimationFrame(tell);
    };
    const onMessage = (event: MessageEvent) => {
      const frame = ref.current;
      if (event.origin !== window.location.origin || !frame || event.source !== frame.contentWindow) return;
      if (isHeightMessage(event.data, slug)) {
        onHeight(Math.ceil(event.data.height));
        // The first report means the frame is listening: tell it where it is.
        later();
        return;
      }
      const top = readScrollMessage(event.data, slug);
      if (top === null) return;
      const box = frame.getBoundingClientRect();
      window.scrollBy(0, hostScrollBy(box.top, box.height, top, topBarInset()));
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    // The frame's resizes move what of it is on screen, too.
    const observer = new ResizeObserver(later);
    if (ref.current) observer.observe(ref.current);
    return () => {
      cancelAnimationFrame(queued);
      observer.disconnect();
      window.removeEventListener('message', onMessage);
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
  }, [ref, slug, onHeight]);
}
