import { FRAME_HEIGHT_MESSAGE, type FrameHeightMessage } from '@quickrdv/core';
import { useEffect } from 'react';
import { flushHostScroll, LAYOUT_EVENT, listenToHost } from './host-messages';

export { LAYOUT_EVENT };

/** True when the widget runs inside another site's page (the usual case: /code.js made an iframe). */
export const inFrame = (() => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
})();

document.documentElement.classList.toggle('in-frame', inFrame);

/** Height the content needs: the page, or an open dialog reaching lower (dialogs sit in the top layer). */
function contentHeight(): number {
  let height = document.getElementById('widget-root')?.getBoundingClientRect().height ?? 0;
  for (const dialog of document.querySelectorAll('dialog[open]')) {
    height = Math.max(height, dialog.getBoundingClientRect().bottom + window.scrollY + 12);
  }
  return Math.ceil(height);
}

/**
 * Tells the parent page the content height whenever it changes (/code.js resizes the iframe to it), then
 * any scroll the widget asked for (host-messages.ts), and listens to where the host's viewport is.
 */
export function useFrameHeight(slug: string) {
  useEffect(() => {
    if (!inFrame || !slug) return;
    let last = 0;
    let frame = 0;
    const report = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const height = contentHeight();
        if (height !== last) {
          last = height;
          const message: FrameHeightMessage = { type: FRAME_HEIGHT_MESSAGE, slug, height };
          window.parent.postMessage(message, '*');
        }
        flushHostScroll(slug);
      });
    };
    const observer = new ResizeObserver(report);
    const root = document.getElementById('widget-root');
    if (root) observer.observe(root);
    window.addEventListener(LAYOUT_EVENT, report);
    const stopListening = listenToHost(slug);
    report();
    return () => {
      stopListening();
      observer.disconnect();
      window.removeEventListener(LAYOUT_EVENT, report);
      cancelAnimationFrame(frame);
    };
  }, [slug]);
}
