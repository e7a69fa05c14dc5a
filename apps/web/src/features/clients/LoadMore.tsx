import { Button } from 'primereact/button';
import { useEffect, useRef } from 'react';
import { clientsStrings as t } from './clients.strings';

/**
 * 'Afficher plus' under the list: the next 50 clients load when it scrolls into view (or on a click, for
 * keyboards and screen readers), so a book of 10,000 clients shows at once and grows as one scrolls.
 */
export function LoadMore({
  shown,
  matching,
  hasMore,
  loading,
  onMore,
}: {
  shown: number;
  matching: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  useEffect(() => {
    more.current = onMore;
  }, [onMore]);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || loading) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) more.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading]);
  return (
    <div className="clients-more" ref={sentinel}>
      <span className="clients-shown">{t.shown(shown, matching)}</span>
      {hasMore && <Button label={t.more} text loading={loading} onClick={onMore} />}
    </div>
  );
}
