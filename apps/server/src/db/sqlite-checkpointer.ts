import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the thread copies the write-ahead log back into the database file. */
const EVERY_MS = 100;

/*
 * The thread's code, CommonJS evaluated as is (the same text under tsx, vitest and the built server).
 * PASSIVE never waits for a reader or the writer: it copies what it can and tries again later.
 */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 0');
const tick = () => { try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {} };
const timer = setInterval(tick, workerData.everyMs);
parentPort.on('message', () => { clearInterval(timer); tick(); db.close(); parentPort.close(); });
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

/**
 * Checkpoints a SQLite file in WAL mode from a thread of its own. By default SQLite checkpoints inside the
 * COMMIT that crosses 1,000 pages of log: that commit copies the pages and waits for the file's fsync on
 * the server's only thread (about 7 ms, each time every request waits). Here the server's connection only
 * falls back to that (`wal_autocheckpoint`, raised tenfold) if this thread stops keeping up.
 */
export function startCheckpointer(file: string): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(THREAD, { eval: true, workerData: { file, driver, everyMs: EVERY_MS } });
  worker.unref();
  // A thread that fails leaves the connection's own checkpoints, as SQLite does by default.
  worker.on('error', () => {});
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    stop: async () => {
      // Referenced again: a shutdown waiting only for this thread must not see the process end first.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
