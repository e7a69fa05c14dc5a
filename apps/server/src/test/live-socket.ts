import WebSocket from 'ws';

/** A WebSocket on GET /api/v1/live that keeps what it receives, as a calendar screen does. */
export interface LiveSocket {
  ws: WebSocket;
  messages: { type: string; at: string }[];
  /** Resolves with the first message of that type (already received or to come). */
  next(type: string, ms?: number): Promise<{ type: string; at: string }>;
}

export function connectLive(baseUrl: string, headers: Record<string, string>): Promise<LiveSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/v1/live`, { headers });
    const messages: LiveSocket['messages'] = [];
    const waiters: (() => void)[] = [];
    ws.on('message', (data) => {
      messages.push(JSON.parse(String(data)));
      for (const w of waiters.splice(0)) w();
    });
    const next: LiveSocket['next'] = (type, ms = 3000) =>
      new Promise((res, rej) => {
        const timer = setTimeout(() => rej(new Error(`no ${type} within ${ms} ms`)), ms);
        const check = () => {
          const found = messages.find((m) => m.type === type);
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
    ws.on('open', () => next('live.ready').then(() => resolve({ ws, messages, next }), reject));
  });
}
