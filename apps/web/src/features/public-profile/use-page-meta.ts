import { useEffect } from 'react';

/** Sets the page's meta description while the screen is shown, then puts the previous one back. */
export function useMetaDescription(content: string | null): void {
  useEffect(() => {
    if (content === null) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const previous = meta.content;
    meta.content = content;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [content]);
}
