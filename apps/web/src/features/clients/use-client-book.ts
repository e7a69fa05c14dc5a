import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { clientListKey, fetchClientPage, type ListFilter } from './clients.api';

const SEARCH_DELAY_MS = 250;

/**
 * The list's state: the search text (sent to the server once typing pauses), the chosen letter, and the
 * pages loaded so far (50 clients each, by offset, so 10,000 clients never load at once).
 */
export function useClientBook() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [letter, setLetter] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const filter: ListFilter = useMemo(() => ({ q, letter }), [q, letter]);
  const query = useInfiniteQuery({
    queryKey: clientListKey(filter),
    queryFn: ({ pageParam }) => fetchClientPage(filter, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.clients.length, 0);
      return last.clients.length > 0 && loaded < last.matching ? loaded : undefined;
    },
    // While the next search's answer comes, the previous list stays instead of a spinner.
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  return {
    query,
    text,
    setText,
    letter,
    setLetter,
    clients: pages.flatMap((p) => p.clients),
    matching: pages.at(-1)?.matching ?? 0,
    total: first?.total ?? 0,
    letters: first?.letters ?? [],
    /** True while the list shown is a previous search's, the new one being on its way. */
    stale: query.isPlaceholderData || text.trim() !== q,
  };
}

export type ClientBook = ReturnType<typeof useClientBook>;
