import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import type { DB } from './schema.js';
import { startCheckpointer } from './sqlite-checkpointer.js';
import { ImmediateSqliteDialect } from './sqlite-immediate-dialect.js';
import { InlineLimitPlugin } from './inline-limit-plugin.js';
import { registerPgPool } from './pg-pipeline.js';
import { PreparingClient } from './pg-prepared.js';
import { registeredSqlite, registerSqliteHandle, reusingStatements } from './statements.js';

export type Db = Kysely<DB>;
/** Any executor: the database or an open transaction. Repositories take this first. */
export type Executor = Kysely<DB> | Transaction<DB>;
export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Db;
  /** The same connection without the camelCase mapping, for migrations written in snake_case. */
  raw: Kysely<unknown>;
  dialect: Dialect;
  close(): Promise<void>;
}

/**
 * The better-sqlite3 handle behind a SQLite `db` (undefined on PostgreSQL), for the hot paths that run
 * prepared statements synchronously (features/booking/booking-write.ts). Use it only while holding Kysely's
 * connection (`db.connection()`), or its statements could land inside another request's open transaction.
 */
export const sqliteHandle = (db: Db): SqliteDatabase.Database | undefined => registeredSqlite(db);

/** Opens the configured database: SQLite (WAL) by default, PostgreSQL for a postgres:// URL. */
export function openDatabase(database: Config['database']): Database {
  if (database.kind === 'postgres') {
    // Pipeline mode: a client sends what it is given without waiting for the previous reply. Kysely gives
    // one query at a time per connection, as before; pipelinedTransaction (the booking) gives several.
    // Its clients run the registered hot statements as named ones, planned once per connection (pg-prepared.ts).
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      pipeline: true,
      Client: PreparingClient,
    });
    // An idle connection that PostgreSQL ends (a restart, an idle timeout) is an 'error' of the pool, which
    // has already dropped it; unheard, that event would end the process.
    pool.on('error', () => undefined);
    const dialect = new PostgresDialect({ pool });
    const raw = new Kysely<unknown>({ dialect });
    const db = raw.withPlugin(new CamelCasePlugin()) as unknown as Db;
    registerPgPool(db, pool);
    return { db, raw, dialect: 'postgres', close: () => raw.destroy() };
  }
  if (database.file !== ':memory:') mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SqliteDatabase(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Temporary files in memory, above all the savepoints' journals: each savepointed write of a group commit
  // (sqlite-group-commit.ts) first copies every page it changes there, and on disk that was two write calls
  // per page (about 70 per booking, four fifths of the server's writes, against ten for the log itself).
  sqlite.pragma('temp_store = MEMORY');
  const checkpointer = database.file === ':memory:' ? null : startCheckpointer(database.file);
  // The thread checkpoints; the connection itself only if the log grows ten times SQLite's default.
  if (checkpointer) sqlite.pragma('wal_autocheckpoint = 10000');
  const raw = new Kysely<unknown>({
    dialect: new ImmediateSqliteDialect({ database: reusingStatements(sqlite) }),
  });
  const db = raw.withPlugin(new CamelCasePlugin()).withPlugin(new InlineLimitPlugin()) as unknown as Db;
  registerSqliteHandle(db, sqlite);
  const close = async () => {
    await checkpointer?.stop();
    await raw.destroy();
  };
  return { db, raw, dialect: 'sqlite', close };
}
