import { LIVE_EVENT_TYPES, type LiveEventType } from '@quickrdv/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** The cached queries each live message makes stale. */
const keysOf: Record<LiveEventType, string[][]> = {
  'availabilities.changed': [['availabilities']],
  'appointments.changed': [['appointments']],
  'clients.changed': [['clients']],
  'reviews.changed': [['reviews'], ['public-reviews']],
  'sessions.changed': [],
  'jobs.due': [],
};

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

function refresh(queryClient: QueryClient, types: readonly LiveEventType[]) {
  for (const type of types)
    for (const queryKey of keysOf[type]) void queryClient.invalidateQueries({ queryKey });
}

const isLiveType = (value: unknown): value is LiveEventType =>
  typeof value === 'string' && (LIVE_EVENT_TYPES as readonly string[]).includes(value);

/**
 * Keeps the calendar in step with the professional's other tabs and devices: the server's WebSocket
 * (/api/v1/live, same origin, session cookie) says which data changed, and the matching queries are
 * refetched. A lost connection is retried with exponential backoff; after a reconnection everything is
 * refetched, since messages sent meanwhile were missed.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const connect = () => {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      socket = new WebSocket(`${scheme}://${window.location.host}/api/v1/live`);
      socket.onmessage = (message) => {
        let type: unknown;
        try {
          type = (JSON.parse(String(message.data)) as { type?: unknown }).type;
        } catch {
          return;
        }
        if (type === 'live.ready') {
          if (failures > 0) refresh(queryClient, LIVE_EVENT_TYPES);
          failures = 0;
        } else if (isLiveType(type)) refresh(queryClient, [type]);
      };
      socket.onclose = () => {
        if (stopped) return;
        const delay = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** failures);
        failures += 1;
        // A little randomness, so the tabs of a restarted server do not all come back at once.
        timer = setTimeout(connect, delay * (0.8 + Math.random() * 0.4));
      };
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [queryClient]);
}
