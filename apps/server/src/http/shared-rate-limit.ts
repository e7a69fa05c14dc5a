import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { preparePg } from '../db/pg-prepared.js';

type IncrCallback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store kept in the database: one counter per key and window, incremented by
 * one upsert, so every instance sharing the database counts the same requests. Used on PostgreSQL (where
 * several instances run); SQLite runs one instance and keeps the library's in-memory store.
 */
export class DbRateLimitStore {
  constructor(
    private readonly db: Db,
    private readonly prefix = '',
  ) {}

  // The plugin passes the route's window (its published type omits it). A key's window starts at its first
  // hit, as in the library's in-memory store (SQLite's): windows aligned on the clock let a client make twice
  // the limit across a boundary, and counted a burst straddling one as two.
  incr(key: string, cb: IncrCallback, timeWindow = 60_000): void {
    const now = Date.now();
    const expired = now - timeWindow;
    const upsert = sql<{ n: number | string; windowStart: number | string }>`
      insert into rate_limit_hits (key, window_start, n) values (${this.prefix + key}, ${now}, 1)
      on conflict (key) do update set
        n = case when rate_limit_hits.window_start > ${expired} then rate_limit_hits.n + 1 else 1 end,
        window_start = case when rate_limit_hits.window_start > ${expired}
          then rate_limit_hits.window_start else excluded.window_start end
      returning n, window_start`.compile(this.db);
    // Every limited request runs it: a named statement, parsed and planned once per connection (pg-prepared).
    preparePg(upsert.sql);
    this.db
      .executeQuery(upsert)
      .then((r) => {
        const row = r.rows[0]!;
        cb(null, { current: Number(row.n), ttl: Number(row.windowStart) + timeWindow - now });
      })
      .catch((err: Error) => cb(err));
  }

  // At run time the options carry `routeInfo` (the route being limited); the published type does not say so.
  child(routeOptions: object): DbRateLimitStore {
    const info = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
    const route = info ? `${info.method} ${info.url}|` : '';
    return new DbRateLimitStore(this.db, this.prefix + route);
  }
}

/** Registers the rate-limit plugin (routes opt in), counting in the database when instances may be several. */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const db = app.db;
  await app.register(rateLimit, {
    global: false,
    ...(app.dialect === 'postgres'
      ? {
          store: class extends DbRateLimitStore {
            constructor() {
              super(db);
            }
          },
        }
      : {}),
  });
}

/** Deletes counters of windows over a day old (maintenance). */
export async function purgeRateLimitHits(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('rateLimitHits')
    .where('windowStart', '<', now.getTime() - 86_400_000)
    .execute();
}
