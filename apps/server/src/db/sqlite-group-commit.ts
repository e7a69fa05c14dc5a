import type { Database as SqliteHandle } from 'better-sqlite3';
import type { Db } from './database.js';
import { preparedOn } from './statements.js';

interface Queued {
  fn: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Queue {
  pending: Queued[];
  scheduled: boolean;
}

/** Write transactions sharing one commit at most: a bound on the time one batch holds the connection. */
const MAX_BATCH = 100;
const queues = new WeakMap<SqliteHandle, Queue>();

/** The batch's transaction ended under an item (SQLite rolls back a whole transaction on some errors). */
class TransactionLost extends Error {
  constructor(readonly reason: unknown) {
    super('La transaction a été annulée par la base de données.');
  }
}

/**
 * Runs `fn` as an atomic SQLite write, committed with the other writes queued meanwhile (group commit).
 *
 * SQLite has one writer per file and every commit costs a write to the WAL: under load, bookings queued
 * behind Kysely's only connection each paid a BEGIN IMMEDIATE and a COMMIT. Here the writes waiting when the
 * connection frees up run in one BEGIN IMMEDIATE ... COMMIT, each in its own savepoint: a write that throws
 * undoes only its own rows and rejects only its own promise, and each sees the writes queued before it (the
 * order is the queue's, as if they ran one after another). A promise resolves only once the COMMIT has
 * succeeded; if BEGIN or COMMIT fails, or SQLite drops the transaction under one of them, nothing of the batch
 * is written and every promise of it rejects. `fn` is synchronous: the transaction never spans an await.
 */
export function sqliteWriteTransaction<T>(db: Db, sqlite: SqliteHandle, fn: () => T): Promise<T> {
  const q = queueOf(sqlite);
  return new Promise<T>((resolve, reject) => {
    q.pending.push({ fn, resolve: resolve as (value: unknown) => void, reject });
    schedule(db, sqlite, q);
  });
}

function queueOf(sqlite: SqliteHandle): Queue {
  let q = queues.get(sqlite);
  if (!q) queues.set(sqlite, (q = { pending: [], scheduled: false }));
  return q;
}

function schedule(db: Db, sqlite: SqliteHandle, q: Queue): void {
  if (q.scheduled || q.pending.length === 0) return;
  q.scheduled = true;
  // One turn of the event loop first: the requests whose reads have just come back plan their writes and
  // join this batch (measured: 50 concurrent bookings commit in batches of about 50 instead of 1 each).
  setImmediate(() => {
    // Kysely's connection: no other request's statement runs between BEGIN and COMMIT.
    db.connection()
      .execute(async () => {
        q.scheduled = false;
        runBatch(sqlite, q.pending.splice(0, MAX_BATCH));
        schedule(db, sqlite, q);
      })
      .catch((error: unknown) => {
        // The connection could not be had (the database is closing): whoever waits is told.
        q.scheduled = false;
        for (const item of q.pending.splice(0)) item.reject(error);
      });
  });
}

function runBatch(sqlite: SqliteHandle, batch: Queued[]): void {
  const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
  try {
    sqlite
      .transaction(() => {
        for (const item of batch) {
          preparedOn(sqlite, 'SAVEPOINT write').run();
          try {
            const value = item.fn();
            preparedOn(sqlite, 'RELEASE write').run();
            outcomes.push({ ok: true, value });
          } catch (error) {
            // SQLite ends the whole transaction on some errors (disk full, I/O): what the batch wrote is gone.
            if (!sqlite.inTransaction) throw new TransactionLost(error);
            preparedOn(sqlite, 'ROLLBACK TO write').run();
            preparedOn(sqlite, 'RELEASE write').run();
            outcomes.push({ ok: false, error });
          }
        }
      })
      .immediate();
  } catch (error) {
    const reason = error instanceof TransactionLost ? error.reason : error;
    for (const item of batch) item.reject(reason);
    return;
  }
  batch.forEach((item, i) => {
    const outcome = outcomes[i]!;
    if (outcome.ok) item.resolve(outcome.value);
    else item.reject(outcome.error);
  });
}
