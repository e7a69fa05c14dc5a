import { useQuery } from '@tanstack/react-query';
import { fetchBusyTimes, syncKeys } from './calendar-sync.api';

/** The shown period's imported busy times (clients calendar only); the previous period stays while loading. */
export function useBusyTimes(enabled: boolean, range: { from: string; to: string } | null) {
  const from = range?.from ?? '';
  const to = range?.to ?? '';
  const busy = useQuery({
    queryKey: syncKeys.busy(from, to),
    queryFn: () => fetchBusyTimes(from, to),
    enabled: enabled && range !== null,
    placeholderData: (previous) => previous,
  });
  return busy.data?.busy ?? [];
}
