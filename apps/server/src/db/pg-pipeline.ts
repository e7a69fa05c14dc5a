import pg from 'pg';
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

/** The socket under a client (node-postgres' `Connection.stream`). */
const socketOf = (client: pg.ClientBase) =>
  (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;

/**
 * Calls `send`, which gives `client` queries (in pipeline mode each is sent at once), with its socket corked:
 * every message goes out in one write. node-postgres writes each query by itself (a system call, and on a
 * loaded machine a wake-up of the server process, per query); nested corks only flush at the outermost uncork.
 */
export function inOneWrite<T>(client: pg.ClientBase, send: () => T): T {
  const socket = socketOf(client);
  socket.cork();
  try {
    return send();
  } finally {
    socket.uncork();
  }
}

/**
 * An error that ends the connection rather than the statement: the socket's, or PostgreSQL's own when it
 * ends the session (class 57, e.g. 57P01 on a restart or pg_terminate_backend; class 08, connection).
 */
const connectionLost = (error: unknown) =>
  !(error instanceof pg.DatabaseError) || /^(57|08)/.test(error.code ?? '');

/** A caller's reads, sent in waves (withHeldConnection on PostgreSQL). */
export interface PgReadWaves {
  query(sql: string, parameters: unknown[]): Promise<unknown[]>;
}

interface Queued {
  sql: string;
  parameters: unknown[];
  resolve(rows: unknown[]): void;
  reject(error: unknown): void;
}

/**
 * Sends a wave of reads on one connection of the pool, pipelined and in one write, and gives it back once
 * they have all settled (closed instead after an error of the connection itself).
 */
async function sendWave(client: Promise<pg.PoolClient>, wave: Queued[]): Promise<void> {
  let held: pg.PoolClient;
  try {
    held = await client;
  } catch (error) {
    for (const read of wave) read.reject(error);
    return;
  }
  let broken: Error | undefined;
  const sent = inOneWrite(held, () => wave.map((read) => held.query(read.sql, read.parameters)));
  await Promise.allSettled(
    sent.map((query, i) =>
      query.then(
        (result) => wave[i]!.resolve(result.rows as unknown[]),
        (error: unknown) => {
          if (connectionLost(error)) broken = error as Error;
          wave[i]!.reject(error);
        },
      ),
    ),
  );
  held.release(broken);
}

/** The wave of reads being gathered this turn, per pool: every caller's. */
const waves = new WeakMap<pg.Pool, Queued[]>();
/** Reads per wave at most: beyond, another wave (and connection), so one wave's replies never queue too many. */
const MAX_WAVE = 64;

/**
 * Runs `fn` with reads that go to PostgreSQL in waves: those given in one turn of the event loop, by every
 * caller (the reads a request starts side by side, those the continuations of its replies start at once, and
 * other requests' meanwhile), are sent together on one connection of the pool, pipelined, in one write, and
 * the connection goes back to the pool as soon as they have settled. PostgreSQL answers each read by itself
 * (its own Sync): a failing statement fails its read only. A caller never holds a connection while it waits
 * for anything else (another query of the pool, say): with every connection held that way, requests would
 * wait on each other forever. Resolves once every read given has settled, even if `fn` failed first.
 */
export async function pgReadWaves<T>(db: Executor, fn: (reads: PgReadWaves) => Promise<T>): Promise<T> {
  const pool = pgPoolOf(db);
  const given: Promise<unknown>[] = [];
  const reads: PgReadWaves = {
    query(sql, parameters) {
      let wave = waves.get(pool);
      if (!wave || wave.length >= MAX_WAVE) {
        const next: Queued[] = [];
        waves.set(pool, (wave = next));
        // Asked at once, so the connection is usually there when the turn ends (a refusal is sendWave's).
        const client = pool.connect();
        client.catch(() => undefined);
        setImmediate(() => {
          if (waves.get(pool) === next) waves.delete(pool);
          void sendWave(client, next);
        });
      }
      const read = new Promise<unknown[]>((resolve, reject) =>
        wave.push({ sql, parameters, resolve, reject }),
      );
      given.push(read);
      return read;
    },
  };
  try {
    return await fn(reads);
  } finally {
    await Promise.allSettled(given);
  }
}

type Settled = PromiseSettledResult<pg.QueryResult>;
const rejected = (s: Settled): s is PromiseRejectedResult => s.status === 'rejected';

/**
 * Runs statements as one transaction in one round trip: BEGIN, the statements and COMMIT are written
 * together on one connection (pipeline mode, one write) and PostgreSQL runs them in order. Whatever a
 * statement locks stays locked only while PostgreSQL works, never while a reply crosses the network and
 * waits for this thread. A failing statement aborts the transaction: those after it fail too, and the
 * COMMIT rolls back. So no statement can use an earlier one's rows: a write that depends on a check does both in its SQL
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
    const settled = await Promise.allSettled(
      inOneWrite(client, () => [
        client.query('BEGIN'),
        ...statements.map((st) => client.query(st.sql, [...st.parameters])),
        client.query('COMMIT'),
      ]),
    );
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
