import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { DbRateLimitStore } from './shared-rate-limit.js';

/* The request counters shared by instances, on PostgreSQL (SQLite counts in memory). */
describe('shared rate-limit counters (postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_POLL_MS: '0' });
    if (t.config.database.kind !== 'postgres') throw new Error('postgres only');
  });
  afterAll(() => t.close());

  it('are an unlogged table: an upsert commits without waiting for a WAL flush (migration 0027)', async () => {
    const { rows } = await sql<{
      relpersistence: string;
    }>`select relpersistence from pg_class where relname = 'rate_limit_hits'`.execute(t.database.db);
    expect(rows).toEqual([{ relpersistence: 'u' }]);
  });

  it('count one key per window, whichever instance counts', async () => {
    // A window of a thousand years: the test never straddles two.
    const WINDOW = 1000 * 365 * 86_400_000;
    const incr = (store: DbRateLimitStore) =>
      new Promise<number>((resolve, reject) =>
        store.incr('203.0.113.7', (err, res) => (err ? reject(err) : resolve(res!.current)), WINDOW),
      );
    const [a, b] = [
      new DbRateLimitStore(t.database.db, 'probe|'),
      new DbRateLimitStore(t.database.db, 'probe|'),
    ];
    expect([await incr(a), await incr(b), await incr(a)]).toEqual([1, 2, 3]);
  });

  it('count the hits of one turn together, each hit its own count, in the order they came', async () => {
    const WINDOW = 1000 * 365 * 86_400_000;
    const store = new DbRateLimitStore(t.database.db, 'turn|');
    const incr = (key: string) =>
      new Promise<number>((resolve, reject) =>
        store.incr(key, (err, res) => (err ? reject(err) : resolve(res!.current)), WINDOW),
      );
    // Started in one turn of the event loop: one statement counts them all.
    const burst = ['198.51.100.1', '198.51.100.2', '198.51.100.1', '198.51.100.1', '198.51.100.2'].map(incr);
    expect(await Promise.all(burst)).toEqual([1, 1, 2, 3, 2]);
    expect(await incr('198.51.100.1')).toBe(4);
    // Two windows in one turn (two routes' limits): each key counted in its own.
    const other = new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr('198.51.100.3', (err, res) => (err ? reject(err) : resolve(res!)), 60_000),
    );
    const [a, b] = await Promise.all([incr('198.51.100.1'), other]);
    expect(a).toBe(5);
    expect(b).toEqual({ current: 1, ttl: 60_000 });
  });

  it('count with a named statement: parsed and planned once per connection, not at each request', async () => {
    const statements = await t.database.db.connection().execute(async (conn) => {
      const store = new DbRateLimitStore(conn as typeof t.database.db, 'named|');
      for (let i = 0; i < 2; i++)
        await new Promise((resolve, reject) =>
          store.incr('203.0.113.9', (err, res) => (err ? reject(err) : resolve(res))),
        );
      const { rows } = await sql<{ name: string }>`
        select name from pg_prepared_statements where statement like '%rate_limit_hits%'`.execute(conn);
      return rows;
    });
    expect(statements).toEqual([{ name: expect.stringMatching(/^qrdv_\d+$/) }]);
  });

  it('start a key’s window at its first hit, not on the clock', async () => {
    const store = new DbRateLimitStore(t.database.db, 'first-hit|');
    // Long enough for the second hit to land in the first's window however loaded the machine.
    const WINDOW = 2500;
    const incr = (window: number) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr('203.0.113.8', (err, res) => (err ? reject(err) : resolve(res!)), window),
      );
    const first = await incr(WINDOW);
    expect(first.current).toBe(1);
    expect(first.ttl).toBe(WINDOW);
    const second = await incr(WINDOW);
    expect(second.current).toBe(2);
    // What is left of the window opened by the first hit.
    expect(second.ttl).toBeLessThanOrEqual(WINDOW);
    await new Promise((resolve) => setTimeout(resolve, WINDOW + 100));
    // That window is over: a new one opens with this hit.
    expect(await incr(WINDOW)).toEqual({ current: 1, ttl: WINDOW });
  });
});
