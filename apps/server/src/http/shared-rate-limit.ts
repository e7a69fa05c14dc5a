import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { CompiledQuery, PostgresAdapter, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { preparePg } from '../db/pg-prepared.js';

type IncrCallback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/**
 * PostgreSQL: adds `n` hits to each key, in one statement for every key (a named one: parsed and planned
 * once per connection, pg-prepared.ts). A key's window starts at its first hit, as in the library's
 * in-memory store: windows aligned on the clock let a client make twice the limit across a boundary, and
 * counted a burst straddling one as two. Returns each key's count and window start after the hits.
 */
const UPSERT_HITS = `insert into rate_limit_hits (key, window_start, n)
  select h.key, $2::bigint, h.n from unnest($1::text[], $3::int[]) as h(key, n)
  on conflict (key) do update set
    n = case when rate_limit_hits.window_start > $4::bigint then rate_limit_hits.n + excluded.n else excluded.n end,
    window_start = case when rate_limit_hits.window_start > $4::bigint
      then rate_limit_hits.window_start else excluded.window_start end
  returning key, n, window_start`;

/** The hits of one turn of the event loop with the same window, by key, each with its caller. */
type Pending = Map<number, Map<string, IncrCallback[]>>;
const pendingByDb = new WeakMap<Db, Pending>();

/**
 * Counts a hit: with the other hits counted in the same turn of the event loop, in one statement. Each
 * limited request (every booking among them) cost a statement of its own and a write to a connection: under
 * load, as much of PostgreSQL's and this thread's time as one of the booking's reads.
 */
function countHit(db: Db, key: string, timeWindow: number, cb: IncrCallback): void {
  let pending = pendingByDb.get(db);
  if (!pending) {
    pendingByDb.set(db, (pending = new Map()));
    setImmediate(() => {
      pendingByDb.delete(db);
      for (const [window, keys] of pending!) void flushHits(db, window, keys);
    });
  }
  let keys = pending.get(timeWindow);
  if (!keys) pending.set(timeWindow, (keys = new Map()));
  const callers = keys.get(key);
  if (callers) callers.push(cb);
  else keys.set(key, [cb]);
}

type HitRow = { key: string; n: number | string; windowStart: number | string };

/**
 * SQLite (one connection, where the chat counts its visitors' messages): one upsert per key, which adds the
 * turn's hits of that key; the same rules as UPSERT_HITS.
 */
async function upsertEachKey(db: Db, keys: string[], counts: number[], now: number, expired: number) {
  const rows: HitRow[] = [];
  for (const [i, key] of keys.entries()) {
    const {
      rows: [row],
    } = await sql<HitRow>`
      insert into rate_limit_hits (key, window_start, n) values (${key}, ${now}, ${counts[i]})
      on conflict (key) do update set
        n = case when rate_limit_hits.window_start > ${expired} then rate_limit_hits.n + excluded.n else excluded.n end,
        window_start = case when rate_limit_hits.window_start > ${expired}
          then rate_limit_hits.window_start else excluded.window_start end
      returning key, n, window_start`.execute(db);
    rows.push(row!);
  }
  return rows;
}

async function flushHits(db: Db, timeWindow: number, hits: Map<string, IncrCallback[]>): Promise<void> {
  // Sorted: instances upserting overlapping keys lock their rows in the same order, so never in a deadlock.
  const keys = [...hits.keys()].sort();
  const counts = keys.map((k) => hits.get(k)!.length);
  const now = Date.now();
  let rows: HitRow[];
  try {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      preparePg(UPSERT_HITS);
      const query = CompiledQuery.raw(UPSERT_HITS, [keys, now, counts, now - timeWindow]);
      rows = (await db.executeQuery<HitRow>(query)).rows;
    } else rows = await upsertEachKey(db, keys, counts, now, now - timeWindow);
  } catch (err) {
    for (const callers of hits.values()) for (const cb of callers) cb(err as Error);
    return;
  }
  for (const row of rows) {
    const callers = hits.get(row.key)!;
    // This turn's hits of the key are its last ones, in the order they came.
    const first = Number(row.n) - callers.length + 1;
    const ttl = Number(row.windowStart) + timeWindow - now;
    callers.forEach((cb, i) => cb(null, { current: first + i, ttl }));
  }
}

/**
 * A @fastify/rate-limit store kept in the database: one counter per key and window, so every instance
 * sharing the database counts the same requests. The routes' limits use it on PostgreSQL (where several
 * instances run; SQLite runs one and keeps the library's in-memory store); the chat's on both.
 */
export class DbRateLimitStore {
  constructor(
    private readonly db: Db,
    private readonly prefix = '',
  ) {}

  // The plugin passes the route's window (its published type omits it).
  incr(key: string, cb: IncrCallback, timeWindow = 60_000): void {
    countHit(this.db, this.prefix + key, timeWindow, cb);
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
