import type { ServiceList, ServiceView } from '@quickrdv/core';
import type { QueryClient } from '@tanstack/react-query';
import { servicesKey } from './services.api';

/** Puts the server's copy of a saved service in the cached list, in place. */
export function replaceCachedService(queryClient: QueryClient, saved: ServiceView): void {
  queryClient.setQueryData<ServiceList>(servicesKey, (list) =>
    list ? { ...list, services: list.services.map((s) => (s.id === saved.id ? saved : s)) } : list,
  );
}

/** '45', '45,50': the amount as the professional types it. */
export function amountText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ',');
}
