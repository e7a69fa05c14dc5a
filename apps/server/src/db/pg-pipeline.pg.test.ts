import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { pgPoolOf, pipelinedTransaction } from './pg-pipeline.js';

/* The booking's one-round-trip transaction (booking-write.ts), on a table of its own. PostgreSQL only. */
describe('pipelined transaction (postgres)', () => {
  let t: TestApp;
  let pool: pg.Pool;
  let outside: pg.Client;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_POLL_MS: '0' });
    if (t.config.database.kind !== 'postgres') throw new Error('postgres only');
    pool = pgPoolOf(t.database.db);
    outside = new pg.Client({ connectionString: t.config.database.url });
    await outside.connect();
    await outside.query('CREATE TABLE pipeline_probe (id int PRIMARY KEY, note text NOT NULL)');
  });
  afterAll(async () => {
    await outside.end();
    await t.close();
  });

  const notes = async () =>
    (await outside.query<{ note: string }>('SELECT note FROM pipeline_probe ORDER BY id')).rows.map(
      (r) => r.note,
    );
  const insert = (id: number, note: string) => ({
    sql: 'INSERT INTO pipeline_probe (id, note) VALUES ($1, $2) RETURNING note',
    parameters: [id, note],
  });

  it('commits the statements together and gives each one its rows, in order', async () => {
    const rows = await pipelinedTransaction(pool, [
      insert(1, 'un'),
      insert(2, 'deux'),
      { sql: 'SELECT count(*)::int AS n FROM pipeline_probe', parameters: [] },
    ]);
    expect(rows).toEqual([[{ note: 'un' }], [{ note: 'deux' }], [{ n: 2 }]]);
    expect(await notes()).toEqual(['un', 'deux']);
  });

  it('rejects with the failing statement’s own error and commits nothing, then the pool goes on', async () => {
    const attempt = pipelinedTransaction(pool, [
      insert(3, 'trois'),
      insert(1, 'doublon'),
      insert(4, 'quatre'),
    ]);
    // The duplicate key, not the 'current transaction is aborted' of the statement after it.
    await expect(attempt).rejects.toMatchObject({ code: '23505' });
    expect(await notes()).toEqual(['un', 'deux']);
    // Every connection of the pool still works, none left inside the aborted transaction.
    const again = await Promise.all(
      Array.from({ length: 12 }, (_, i) => pipelinedTransaction(pool, [insert(10 + i, `n${i}`)])),
    );
    expect(again).toHaveLength(12);
    expect(await notes()).toHaveLength(14);
    // Kysely's queries share the pool: twelve at once use each of its ten connections.
    const counts = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.database.db.selectNoFrom((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ),
    );
    expect(counts).toHaveLength(12);
  });
});
