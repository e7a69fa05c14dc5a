import type pg from 'pg';
import type { Executor } from './database.js';
import type { Statement } from './statements.js';

/** The pool behind each root PostgreSQL `db` (not its transactions: each holds a connection of its own). */
const pools = new WeakMap<Executor, pg.Pool>();

export function registerPgPool(db: Executor, pool: pg.Pool): void {
  pools.set(db, pool);
}

/** The pool of a root PostgreSQL `db`, whose clients are in node-postgres' pipeline mode (database.ts). */
export function pgPoolOf(db: Executor): pg.Pool {
  const pool = pools.get(db);
  if (!pool) throw new Error('a pipelined transaction needs the root PostgreSQL database, not a transaction');
  return pool;
}

type Settled = PromiseSettledResult<pg.QueryResult>;
const rejected = (s: Settled): s is PromiseRejectedResult => s.status === 'rejected';

/**
 * Runs statements as one transaction in one round trip: BEGIN, the statements and COMMIT are written
 * together on one connection (pipeline mode) and PostgreSQL runs them in order. Whatever a statement locks
 * stays locked only while PostgreSQL works, never while a reply crosses the network and waits for this
 * thread. A failing statement aborts the transaction: those after it fail too, and the COMMIT rolls back.
 * So no statement can use an earlier one's rows: a write that depends on a check does both in its SQL
 * (booking-write.ts), and the caller reads the check's outcome once committed.
 * Resolves to each statement's rows; rejects with the first error (a statement's, else COMMIT's).
 */
export async function pipelinedTransaction(
  pool: pg.Pool,
  statements: readonly Statement[],
): Promise<unknown[][]> {
  const client = await pool.connect();
  let unsure: Error | undefined;
  try {
    const settled = await Promise.allSettled([
      client.query('BEGIN'),
      ...statements.map((st) => client.query(st.sql, [...st.parameters])),
      client.query('COMMIT'),
    ]);
    const [begin, ...rest] = settled;
    const commit = rest.pop()!;
    // BEGIN and COMMIT fail only with the connection (or the server) in trouble: not reused after that.
    if (rejected(begin!)) throw (unsure = begin.reason as Error);
    const failed = rest.find(rejected);
    if (failed) throw failed.reason;
    if (rejected(commit)) throw (unsure = commit.reason as Error);
    if (commit.value.command !== 'COMMIT') throw (unsure = new Error('transaction rolled back at COMMIT'));
    return rest.map((s) => (s as PromiseFulfilledResult<pg.QueryResult>).value.rows);
  } finally {
    client.release(unsure);
  }
}
