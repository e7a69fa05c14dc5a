/**
 * A WebSocket to one of our live endpoints that comes back by itself: a lost connection is retried with
 * exponential backoff (and a little randomness, so the tabs of a restarted server do not all return at
 * once). Frames are JSON objects with a `type`; subscribers are called by type. No React and no zod: the
 * booking widget uses it too.
 */
export type LiveStatus = 'connecting' | 'open' | 'closed';
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ReceivedFrame = { type: string } & Record<string, any>;
export type FrameHandler = (frame: ReceivedFrame) => void;

export interface LiveConnection {
  /** Connects (again after stop()); does nothing while connected. */
  start(): void;
  /** Closes the socket and stops reconnecting; start() may open it again. */
  stop(): void;
  /** Sends a frame if the socket is open; false otherwise (the caller says so or tries later). */
  send(frame: object): boolean;
  /** '*' receives every frame. 'live.ready' frames carry `reconnected: true` after a lost connection. */
  subscribe(type: string, handler: FrameHandler): () => void;
  onStatus(handler: (status: LiveStatus) => void): () => void;
  status(): LiveStatus;
}

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/** `path` is same-origin, e.g. '/api/v1/live'. */
export function liveUrl(path: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${path}`;
}

/** A connection that opens on start(). */
export function createLiveConnection(url: string): LiveConnection {
  const handlers = new Map<string, Set<FrameHandler>>();
  const statusHandlers = new Set<(status: LiveStatus) => void>();
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let everReady = false;
  let stopped = true;
  let current: LiveStatus = 'closed';

  const setStatus = (next: LiveStatus) => {
    if (next === current) return;
    current = next;
    for (const handler of [...statusHandlers]) handler(next);
  };
  const emit = (frame: ReceivedFrame) => {
    for (const key of [frame.type, '*']) for (const handler of [...(handlers.get(key) ?? [])]) handler(frame);
  };

  const connect = () => {
    setStatus('connecting');
    const ws = new WebSocket(url);
    socket = ws;
    ws.onmessage = (message) => {
      let frame: unknown;
      try {
        frame = JSON.parse(String(message.data));
      } catch {
        return;
      }
      if (!frame || typeof frame !== 'object' || typeof (frame as ReceivedFrame).type !== 'string') return;
      const received = frame as ReceivedFrame;
      if (received.type === 'live.ready') {
        // Frames sent while the socket was down were missed: subscribers refetch what they show.
        received.reconnected = everReady;
        everReady = true;
        failures = 0;
        setStatus('open');
      }
      emit(received);
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      if (stopped) return;
      setStatus('closed');
      const delay = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** failures);
      failures += 1;
      timer = setTimeout(connect, delay * (0.8 + Math.random() * 0.4));
    };
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      connect();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      const ws = socket;
      socket = null;
      ws?.close();
      setStatus('closed');
    },
    send(frame) {
      if (!socket || socket.readyState !== WebSocket.OPEN || current !== 'open') return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    subscribe(type, handler) {
      let set = handlers.get(type);
      if (!set) handlers.set(type, (set = new Set()));
      set.add(handler);
      return () => set.delete(handler);
    },
    onStatus(handler) {
      statusHandlers.add(handler);
      return () => statusHandlers.delete(handler);
    },
    status: () => current,
  };
}
