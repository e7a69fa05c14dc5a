import { LIVE_EVENT_TYPES, type LiveEventType } from '@quickrdv/core';
import type { QueryClient } from '@tanstack/react-query';

/** The cached queries each '*.changed' message makes stale. */
const keysOf: Record<LiveEventType, string[][]> = {
  'availabilities.changed': [['availabilities']],
  'appointments.changed': [['appointments']],
  'clients.changed': [['clients']],
  'reviews.changed': [['reviews'], ['public-reviews']],
  'sessions.changed': [],
  'jobs.due': [],
};

export const isLiveEventType = (value: unknown): value is LiveEventType =>
  typeof value === 'string' && (LIVE_EVENT_TYPES as readonly string[]).includes(value);

export function invalidateFor(queryClient: QueryClient, types: readonly LiveEventType[]): void {
  for (const type of types)
    for (const queryKey of keysOf[type]) void queryClient.invalidateQueries({ queryKey });
}
