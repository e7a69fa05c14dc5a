import { LIVE_EVENT_TYPES } from '@quickrdv/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  liveUrl,
  createLiveConnection,
  type LiveConnection,
  type LiveStatus,
  type ReceivedFrame,
} from './live-connection';
import { invalidateFor, isLiveEventType } from './live-invalidation';

const LiveContext = createContext<LiveConnection | null>(null);

/**
 * The professional's one live socket per tab (GET /api/v1/live, session cookie), for the whole space: it
 * keeps the cached data in step with the other tabs and devices ('*.changed' messages refetch the matching
 * queries; after a reconnection everything is refetched, since messages sent meanwhile were missed) and
 * carries the chat and call frames to the screens that subscribe.
 */
export function ProLiveProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [connection] = useState(() => createLiveConnection(liveUrl('/api/v1/live')));

  useEffect(() => {
    const offReady = connection.subscribe('live.ready', (frame) => {
      if (frame.reconnected) invalidateFor(queryClient, LIVE_EVENT_TYPES);
    });
    const offAll = connection.subscribe('*', (frame) => {
      if (isLiveEventType(frame.type)) invalidateFor(queryClient, [frame.type]);
    });
    connection.start();
    return () => {
      offReady();
      offAll();
      connection.stop();
    };
  }, [connection, queryClient]);

  return <LiveContext.Provider value={connection}>{children}</LiveContext.Provider>;
}

/** Calls `handler` with every frame of that type on the professional's socket (the latest handler). */
export function useLiveFrame(type: string, handler: (frame: ReceivedFrame) => void): void {
  const connection = useContext(LiveContext);
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => connection?.subscribe(type, (frame) => latest.current(frame)), [connection, type]);
}

/** Sends a frame on the professional's socket; false when it is not connected. */
export function useLiveSend(): (frame: object) => boolean {
  const connection = useContext(LiveContext);
  return (frame) => connection?.send(frame) ?? false;
}

export function useLiveStatus(): LiveStatus {
  const connection = useContext(LiveContext);
  return useSyncExternalStore(
    (onChange) => connection?.onStatus(onChange) ?? (() => undefined),
    () => connection?.status() ?? 'closed',
  );
}
