import { widgetScriptPath } from '@quickrdv/core';
import { useEffect, useRef } from 'react';

/**
 * Runs the real widget script, as a professional's site does: a <script src="/code.js?num=..."> in the page,
 * which inserts the booking frame right after itself and resizes it to the height the frame reports.
 */
export function EmbeddedWidget({ slug }: { slug: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const script = document.createElement('script');
    script.src = widgetScriptPath(slug);
    el.appendChild(script);
    // A new slug (or React's second mount in development) starts from an empty host: one frame only.
    return () => el.replaceChildren();
  }, [slug]);
  return <div ref={host} className="embedded-widget" />;
}
