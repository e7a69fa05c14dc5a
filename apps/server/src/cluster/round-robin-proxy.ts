import http from 'node:http';
import net from 'node:net';

export interface Backend {
  host: string;
  port: number;
}

export interface RunningProxy {
  port: number;
  /** Requests sent to each backend so far, in the order given. */
  served: number[];
  close(): Promise<void>;
}

/** Requests carry at most this much body (the largest upload, a CSV import, is 5 MB). */
const MAX_BODY = 8 * 1024 * 1024;
/** A backend that refused a connection is left out for this long. */
const DOWN_MS = 2000;

/**
 * A small round-robin reverse proxy for tests, benches and trying cluster mode on one machine (production
 * uses nginx or Caddy, see docs/SCALING.md). HTTP and WebSocket upgrades go to the next backend in turn;
 * a backend that refuses the connection (stopped, killed) is skipped and the request, not yet sent, goes
 * to the next one. A request cut off mid-way by a dying backend answers 502: it may or may not have been
 * applied, as behind any proxy. Adds X-Forwarded-For / -Proto / -Host (run the servers with TRUST_PROXY).
 */
export function startRoundRobinProxy(o: {
  backends: Backend[];
  port?: number;
  host?: string;
}): Promise<RunningProxy> {
  const down = new Map<number, number>();
  const served = o.backends.map(() => 0);
  let turn = 0;
  /** The backends to try for one request: every live one once, starting at the next in turn. */
  const order = () => {
    const start = turn++ % o.backends.length;
    const all = o.backends.map((_, i) => (start + i) % o.backends.length);
    const live = all.filter((i) => (down.get(i) ?? 0) < Date.now());
    return live.length ? live : all;
  };
  const forwarded = (req: http.IncomingMessage) => {
    const headers = { ...req.headers };
    const prior = req.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = [prior, req.socket.remoteAddress].filter(Boolean).join(', ');
    headers['x-forwarded-proto'] ??= 'http';
    headers['x-forwarded-host'] ??= req.headers.host ?? '';
    return headers;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        res.writeHead(413).end();
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const tries = order();
      const attempt = (k: number) => {
        const i = tries[k]!;
        const b = o.backends[i]!;
        const upstream = http.request(
          { host: b.host, port: b.port, method: req.method, path: req.url, headers: forwarded(req) },
          (up) => {
            served[i]!++;
            res.writeHead(up.statusCode ?? 502, up.headers);
            up.pipe(res);
            up.on('error', () => res.destroy());
          },
        );
        upstream.on('error', (err: NodeJS.ErrnoException) => {
          // Refused: nothing was sent, the next backend takes the request.
          if (err.code === 'ECONNREFUSED') {
            down.set(i, Date.now() + DOWN_MS);
            if (k + 1 < tries.length) return attempt(k + 1);
          }
          if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end('Bad gateway');
          else res.destroy();
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });

  server.on('upgrade', (req, socket, head) => {
    const tries = order();
    const attempt = (k: number) => {
      const i = tries[k]!;
      const b = o.backends[i]!;
      const up = net.connect(b.port, b.host, () => {
        served[i]!++;
        const headers = forwarded(req);
        const lines = [`${req.method} ${req.url} HTTP/1.1`];
        for (const [name, value] of Object.entries(headers))
          for (const v of Array.isArray(value) ? value : [value])
            if (v !== undefined) lines.push(`${name}: ${v}`);
        up.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length) up.write(head);
        socket.pipe(up).pipe(socket);
      });
      up.on('error', (err: NodeJS.ErrnoException) => {
        if (err.code === 'ECONNREFUSED' && k + 1 < tries.length) {
          down.set(i, Date.now() + DOWN_MS);
          return attempt(k + 1);
        }
        socket.destroy();
      });
      socket.on('error', () => up.destroy());
      socket.on('close', () => up.destroy());
      up.on('close', () => socket.destroy());
    };
    attempt(0);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port ?? 0, o.host ?? '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        port,
        served,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
