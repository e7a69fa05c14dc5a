import type { DirectoryReply } from '@quickrdv/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, ApiError, errorMessage } from '../../lib/api-client';

export const directoryKey = (q: string) => ['public', 'directory', q] as const;

/** Listed professionals matching `q` (name, city or postcode); an empty query asks for nothing. */
export function useDirectorySearch(q: string) {
  return useQuery({
    queryKey: directoryKey(q),
    queryFn: () => api.get<DirectoryReply>(`/public/directory?q=${encodeURIComponent(q)}`),
    enabled: q !== '',
    // The previous results stay on screen (dimmed) while the next ones load, so the list does not flicker.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The server's message for the query field when it has one (an overlong query), else its general message. */
export function searchErrorMessage(error: unknown): string {
  return error instanceof ApiError ? (error.fields.q ?? error.message) : errorMessage(error);
}
