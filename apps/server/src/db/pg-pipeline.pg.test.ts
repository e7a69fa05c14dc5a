import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { pgReadWaves, pgPoolOf, pipelinedTransaction } from './pg-pipeline.js';

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

  /** Counts the writes to the sockets of the clients the pool hands out from now on (one system call each). */
  const countWrites = () => {
    const counted = { writes: 0, pids: [] as number[] };
    const patched = new WeakSet<object>();
    const onAcquire = (client: pg.PoolClient) => {
      const internals = client as unknown as {
        processID: number;
        connection: { stream: { _write: (...a: unknown[]) => void; _writev?: (...a: unknown[]) => void } };
      };
      counted.pids.push(internals.processID);
      const socket = internals.connection.stream;
      if (patched.has(socket)) return;
      patched.add(socket);
      const write = socket._write.bind(socket);
      const writev = socket._writev?.bind(socket);
      socket._write = (...a) => {
        if (counting) counted.writes++;
        write(...a);
      };
      if (writev)
        socket._writev = (...a) => {
          if (counting) counted.writes++;
          writev(...a);
        };
    };
    let counting = true;
    pool.on('acquire', onAcquire);
    return {
      counted,
      stop: () => {
        counting = false;
        pool.off('acquire', onAcquire);
      },
    };
  };

  it('sends BEGIN, the statements and COMMIT in one write', async () => {
    const { counted, stop } = countWrites();
    await pipelinedTransaction(pool, [insert(30, 'trente'), insert(31, 'trente et un')]);
    stop();
    expect(counted.writes).toBe(1);
    await outside.query('DELETE FROM pipeline_probe WHERE id >= 30');
  });

  it('read waves: those given in one turn go out in one write, each gets its own rows', async () => {
    const { counted, stop } = countWrites();
    const rows = await pgReadWaves(t.database.db, async (reads) => {
      const [a, b] = await Promise.all([
        reads.query('SELECT $1::int AS n', [1]),
        reads.query('SELECT note FROM pipeline_probe WHERE id = $1', [2]),
      ]);
      // Given once the first replies are in: a second wave, a second write.
      const c = await reads.query('SELECT $1::text AS s', ['trois']);
      return [a, b, c];
    });
    stop();
    expect(rows).toEqual([[{ n: 1 }], [{ note: 'deux' }], [{ s: 'trois' }]]);
    expect(counted.writes).toBe(2);
  });

  it('read waves: several callers’ reads of one turn share a write, at most 64 to a write', async () => {
    const { counted, stop } = countWrites();
    const two = await Promise.all(
      ['a', 'b'].map((x) => pgReadWaves(t.database.db, (reads) => reads.query('SELECT $1::text AS x', [x]))),
    );
    expect(two).toEqual([[{ x: 'a' }], [{ x: 'b' }]]);
    expect(counted.writes).toBe(1);
    const hundred = await pgReadWaves(t.database.db, (reads) =>
      Promise.all(Array.from({ length: 100 }, (_, i) => reads.query('SELECT $1::int AS i', [i]))),
    );
    stop();
    expect(hundred.map((rows) => (rows as { i: number }[])[0]!.i)).toEqual([...Array(100).keys()]);
    expect(counted.writes).toBe(1 + 2);
  });

  it('read waves: settled, every one, before the call ends, even when the caller fails first', async () => {
    let slowDone = false;
    const attempt = pgReadWaves(t.database.db, async (reads) => {
      void reads.query('SELECT pg_sleep(0.2)', []).then(() => (slowDone = true));
      // The caller fails (say, a 404) while its read is still running.
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error('introuvable');
    });
    await expect(attempt).rejects.toThrow('introuvable');
    expect(slowDone).toBe(true);
  });

  it('read waves: a statement’s error rejects its read only, and the connection is reused', async () => {
    const total = pool.totalCount;
    const [failed, ok] = await pgReadWaves(t.database.db, (reads) =>
      Promise.allSettled([reads.query('SELECT 1 / $1::int', [0]), reads.query('SELECT 2 AS n', [])]),
    );
    // The failing read's own error (division by zero), not a connection's.
    expect(failed).toMatchObject({ status: 'rejected', reason: { code: '22012' } });
    expect(ok).toEqual({ status: 'fulfilled', value: [{ n: 2 }] });
    // It went back to the pool, not closed.
    expect(pool.totalCount).toBe(total);
  });

  it('read waves: a connection that dies under a read is closed, not handed out again', async () => {
    const { counted, stop } = countWrites();
    const attempt = pgReadWaves(t.database.db, (reads) => reads.query('SELECT pg_sleep(30)', []));
    // Its outcome taken at once: it may fail before the test awaits it, which would be an unhandled rejection.
    const failure = attempt.then(
      () => null,
      (error: unknown) => error,
    );
    // Its backend, once it runs the read, ended as by a restart (57P01). A loaded machine may take a while to
    // open the connection: the poll's bound is on waiting, not a timing check.
    await expect
      .poll(
        async () => {
          const pid = counted.pids[0];
          if (!pid) return false;
          const { rows } = await outside.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = $1 AND state = 'active' AND query LIKE 'SELECT pg_sleep%'",
            [pid],
          );
          return rows[0]!.n === 1;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    stop();
    await outside.query('SELECT pg_terminate_backend($1)', [counted.pids[0]]);
    expect(await failure).toMatchObject({ code: '57P01' });
    // Every connection the pool hands out afterwards works: the dead one is gone.
    const after = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        pgReadWaves(t.database.db, (reads) => reads.query('SELECT $1::int AS i', [i])),
      ),
    );
    expect(after.map((r) => (r as { i: number }[])[0]!.i)).toEqual([...Array(12).keys()]);
  });

  it('read waves: callers also waiting on the pool between their reads never wait on each other', async () => {
    // More callers than the pool's ten connections, each reading, then querying through the pool (Kysely),
    // then reading again: a caller keeping its connection from its first read to its last would leave none
    // for the queries in between, and every caller would wait forever.
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        pgReadWaves(t.database.db, async (reads) => {
          await reads.query('SELECT $1::int AS i', [i]);
          await new Promise((resolve) => setTimeout(resolve, 10));
          const { n } = await t.database.db.selectNoFrom((eb) => eb.val(i).as('n')).executeTakeFirstOrThrow();
          const [last] = (await reads.query('SELECT $1::int + 1 AS j', [n])) as { j: number }[];
          return last!.j;
        }),
      ),
    );
    expect(results).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('an idle connection that PostgreSQL ends is dropped, and the server goes on', async () => {
    const client = await pool.connect();
    const pid = (client as unknown as { processID: number }).processID;
    client.release();
    const total = pool.totalCount;
    // As on a restart, or an idle-session timeout: the pool hears it as an 'error' of the idle client.
    await outside.query('SELECT pg_terminate_backend($1)', [pid]);
    await expect.poll(() => pool.totalCount, { timeout: 10_000 }).toBe(total - 1);
    const { n } = await t.database.db.selectNoFrom((eb) => eb.val(7).as('n')).executeTakeFirstOrThrow();
    expect(Number(n)).toBe(7);
  });
});
