import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { addSlot, bookableSalon, bookingBody } from '../features/booking/booking.fixtures.js';
import { parisDay } from '../features/availabilities/calendar.fixtures.js';
import { signedUpPro } from '../test/test-client.js';
import { pgPoolOf } from './pg-pipeline.js';
import { preparedName, preparePg } from './pg-prepared.js';

/* Hot statements as named ones on PostgreSQL (pg-prepared.ts), through the app's own pool. PostgreSQL only. */
describe('named statements (postgres)', () => {
  let t: TestApp;
  let pool: pg.Pool;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_POLL_MS: '0' });
    if (t.config.database.kind !== 'postgres') throw new Error('postgres only');
    pool = pgPoolOf(t.database.db);
  });
  afterAll(() => t.close());

  /** The named statements this connection keeps, by name. */
  const preparedOn = async (c: pg.PoolClient) =>
    new Map(
      (
        await c.query<{ name: string; statement: string }>(
          'SELECT name, statement FROM pg_prepared_statements',
        )
      ).rows.map((r) => [r.name, r.statement]),
    );

  it('runs a registered text as a named statement, kept by the connection, and others as before', async () => {
    const registered = 'SELECT $1::int + 1 AS n';
    const other = 'SELECT $1::int + 2 AS n';
    preparePg(registered);
    const c = await pool.connect();
    try {
      expect((await c.query(registered, [1])).rows).toEqual([{ n: 2 }]);
      expect((await c.query(registered, [41])).rows).toEqual([{ n: 42 }]);
      expect((await c.query(other, [1])).rows).toEqual([{ n: 3 }]);
      const kept = await preparedOn(c);
      expect(kept.get(preparedName(registered)!)).toBe(registered);
      expect([...kept.values()]).not.toContain(other);
    } finally {
      c.release();
    }
  });

  it('books through named statements: the reads and the write are kept by the pool’s connections', async () => {
    const p = await signedUpPro(t.app);
    const s = await bookableSalon(t.database.db, p.pro.id);
    const slotId = await addSlot(t.database.db, s.pro.id, {
      day: parisDay(5),
      time: '10:00',
      staffId: s.anna,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/pros/${s.slug}/bookings`,
      payload: bookingBody(slotId, [s.cut]),
    });
    expect(res.statusCode, res.body).toBe(201);
    // Every connection of the pool at once (10), so each one's named statements are read.
    const clients = await Promise.all(Array.from({ length: 10 }, () => pool.connect()));
    try {
      const kept = (await Promise.all(clients.map(preparedOn))).flatMap((m) => [...m.values()]);
      expect(kept.some((sql) => sql.includes('FOR UPDATE'))).toBe(true);
      expect(
        kept.some((sql) => sql.startsWith('WITH w0 AS') && sql.includes('insert into "appointments"')),
      ).toBe(true);
      expect(kept.some((sql) => sql.includes('from "clients" where "pro_id" = $1 and "email" = $2'))).toBe(
        true,
      );
    } finally {
      for (const c of clients) c.release();
    }
  });

  it('keeps a text selecting * unnamed: a column added by a migration would make its kept plan fail', async () => {
    const star = 'SELECT * FROM pros WHERE id = $1';
    preparePg(star);
    preparePg('SELECT p.* FROM pros p WHERE p.id = $1');
    expect(preparedName(star)).toBeUndefined();
    expect(preparedName('SELECT p.* FROM pros p WHERE p.id = $1')).toBeUndefined();
    preparePg('SELECT count(*) AS n FROM pros WHERE id = $1');
    expect(preparedName('SELECT count(*) AS n FROM pros WHERE id = $1')).toBeDefined();
  });

  it('names a bounded number of texts: each one is kept by every connection', () => {
    for (let i = 0; i < 100; i++) preparePg(`SELECT ${i} + $1::int AS n`);
    expect(preparedName('SELECT 0 + $1::int AS n')).toBeDefined();
    expect(preparedName('SELECT 99 + $1::int AS n')).toBeUndefined();
  });
});
