import type { ClientDto } from '@quickrdv/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { useNotify } from '../../ui/toast';
import { clientDetailKey, fetchClient } from './clients.api';

/** The query parameter naming the record to open: `{base}/mesclients?client={id}` (the calendar links it). */
export const RECORD_PARAM = 'client';

/**
 * The client a link asked MES CLIENTS to open, once loaded; `close` forgets the request. The book is
 * paginated, so the record is read by itself rather than looked for in the list. A client deleted since the
 * link was made gets the server's message, and the plain list.
 */
export function useLinkedRecord(): { client: ClientDto | null; close: () => void } {
  const [params, setParams] = useSearchParams();
  const id = params.get(RECORD_PARAM);
  const record = useQuery({
    queryKey: clientDetailKey(id ?? ''),
    queryFn: () => fetchClient(id!),
    enabled: id !== null && id !== '',
    retry: false,
  });
  const close = () =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.delete(RECORD_PARAM);
        return copy;
      },
      { replace: true },
    );
  const notify = useNotify();
  const failed = id !== null && record.error;
  useEffect(() => {
    if (!failed) return;
    notify('error', errorMessage(record.error));
    close();
    // Once per failed request: `close` and `notify` are new each render but do the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);
  return { client: id !== null && record.data ? record.data : null, close };
}
