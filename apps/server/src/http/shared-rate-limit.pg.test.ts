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
});
