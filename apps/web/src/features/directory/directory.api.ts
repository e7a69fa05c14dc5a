import type { DirectoryReply } from '@quickrdv/core';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, ApiError, errorMessage } from '../../lib/api-client';

export const directoryKey = (q: string) => ['public', 'directory', q] as const;

/**
 * Listed professionals matching `q` (name, trade, city or postcode; every one for an empty `q`), one page of the server's at a time: the next
 * page is asked for with the cursor the previous one gave ('Voir plus de résultats'). An empty query asks
 * for nothing.
 */
export function useDirectorySearch(q: string) {
  return useInfiniteQuery({
    queryKey: directoryKey(q),
    queryFn: ({ pageParam }) =>
      api.get<DirectoryReply>(
        `/public/directory?q=${encodeURIComponent(q)}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The previous results stay on screen (dimmed) while the next ones load, so the list does not flicker.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The server's message for the query field when it has one (an overlong query), else its general message. */
export function searchErrorMessage(error: unknown): string {
  return error instanceof ApiError ? (error.fields.q ?? error.message) : errorMessage(error);
}
