import WebSocket from 'ws';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Frame = { type: string; at: string } & Record<string, any>;

/** A live WebSocket that keeps what it receives, as a screen does. */
export interface LiveSocket {
  ws: WebSocket;
  messages: Frame[];
  /** Resolves with the first message of that type (already received or to come) that passes `where`. */
  next(type: string, ms?: number, where?: (frame: Frame) => boolean): Promise<Frame>;
  /** Sends a frame as JSON. */
  send(frame: object): void;
}

/** The professional's socket, GET /api/v1/live (session cookie in `headers`). */
export function connectLive(baseUrl: string, headers: Record<string, string>): Promise<LiveSocket> {
  return openLive(`${baseUrl.replace(/^http/, 'ws')}/api/v1/live`, headers);
}

/** A visitor's socket to a salon, GET /api/v1/public/pros/:slug/live?visitor=… */
export function connectVisitor(baseUrl: string, slug: string, visitorId: string): Promise<LiveSocket> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/api/v1/public/pros/${encodeURIComponent(slug)}/live`;
  return openLive(`${url}?visitor=${encodeURIComponent(visitorId)}`, {});
}

export function openLive(url: string, headers: Record<string, string>): Promise<LiveSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    const messages: LiveSocket['messages'] = [];
    const waiters: (() => void)[] = [];
    ws.on('message', (data) => {
      messages.push(JSON.parse(String(data)));
      for (const w of waiters.splice(0)) w();
    });
    const next: LiveSocket['next'] = (type, ms = 3000, where = () => true) =>
      new Promise((res, rej) => {
        const timer = setTimeout(() => rej(new Error(`no ${type} within ${ms} ms`)), ms);
        const check = () => {
          const found = messages.find((m) => m.type === type && where(m));
          if (found) {
            clearTimeout(timer);
            res(found);
          } else waiters.push(check);
        };
        check();
      });
    ws.on('unexpected-response', (req, res) => {
      req.destroy(); // with a listener here, ws leaves the refused connection open
      reject(Object.assign(new Error('refused'), { status: res.statusCode }));
    });
    ws.on('error', reject);
    const send = (frame: object) => ws.send(JSON.stringify(frame));
    ws.on('open', () => next('live.ready').then(() => resolve({ ws, messages, next, send }), reject));
  });
}
