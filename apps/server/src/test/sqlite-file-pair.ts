import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach } from 'vitest';
import { openDatabase, sqliteHandle, type Database } from '../db/database.js';

export interface SqliteFilePair {
  /** The application's database on the file, opened as the server opens it. */
  database: Database;
  /** Its better-sqlite3 connection. */
  sqlite: SqliteDatabase.Database;
  /** A second connection to the same file: another process, an operator's shell. */
  other: SqliteDatabase.Database;
}

/**
 * Registers hooks giving each test a fresh SQLite file holding `CREATE TABLE t (id TEXT PRIMARY KEY)`, opened by
 * the application and by a second connection whose busy timeout is `otherBusyTimeoutMs`. The returned
 * object's fields are set before each test.
 */
export function useSqliteFilePair(otherBusyTimeoutMs: number): SqliteFilePair {
  const pair = {} as SqliteFilePair;
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'qrdv-sqlite-pair-'));
    const file = path.join(dir, 'db.sqlite');
    pair.database = openDatabase({ kind: 'sqlite', file });
    pair.sqlite = sqliteHandle(pair.database.db)!;
    pair.sqlite.exec('CREATE TABLE t (id TEXT PRIMARY KEY)');
    pair.other = new SqliteDatabase(file);
    pair.other.pragma(`busy_timeout = ${otherBusyTimeoutMs}`);
  });
  afterEach(async () => {
    pair.other.close();
    await pair.database.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return pair;
}
