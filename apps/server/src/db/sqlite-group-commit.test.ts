import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, sqliteHandle, type Database } from './database.js';
import { sqliteWriteTransaction } from './sqlite-group-commit.js';

/* A real SQLite file, and a second connection to it to see what is committed (as another instance would). */
describe('sqliteWriteTransaction (group commit)', () => {
  let dir: string;
  let database: Database;
  let sqlite: SqliteDatabase.Database;
  let other: SqliteDatabase.Database;
  const write = <T>(fn: () => T) => sqliteWriteTransaction(database.db, sqlite, fn);
  const insert = (id: string) => sqlite.prepare('INSERT INTO t (id) VALUES (?)').run(id);
  const committed = () =>
    (other.prepare('SELECT id FROM t ORDER BY id').all() as { id: string }[]).map((r) => r.id);

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'qrdv-group-commit-'));
    const file = path.join(dir, 'db.sqlite');
    database = openDatabase({ kind: 'sqlite', file });
    sqlite = sqliteHandle(database.db)!;
    sqlite.exec('CREATE TABLE t (id TEXT PRIMARY KEY)');
    other = new SqliteDatabase(file);
    other.pragma('busy_timeout = 50');
  });
  afterEach(async () => {
    other.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('commits the writes queued together once, each seeing those before it', async () => {
    const seenByOthers: string[][] = [];
    const results = await Promise.all(
      ['a', 'b', 'c'].map((id) =>
        write(() => {
          // Not yet visible to another connection: the earlier writes of the batch wait for its one COMMIT.
          seenByOthers.push(committed());
          insert(id);
          return (sqlite.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n;
        }),
      ),
    );
    expect(results).toEqual([1, 2, 3]);
    expect(seenByOthers).toEqual([[], [], []]);
    expect(committed()).toEqual(['a', 'b', 'c']);
  });

  it('undoes and rejects only the write that throws', async () => {
    const outcomes = await Promise.allSettled([
      write(() => insert('a')),
      write(() => {
        insert('b');
        throw new Error('refusé');
      }),
      write(() => insert('a')), // the primary key refuses a second 'a', seen inside the same transaction
      write(() => insert('c')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toEqual(new Error('refusé'));
    expect(String((outcomes[2] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect(committed()).toEqual(['a', 'c']);
  });

  it('writes nothing of a batch whose transaction SQLite ended, and goes on with the next batch', async () => {
    const outcomes = await Promise.allSettled([
      write(() => insert('a')),
      write(() => {
        insert('b');
        sqlite.exec('ROLLBACK'); // as SQLite does itself on a full disk or an I/O error
        throw new Error('disque plein');
      }),
      write(() => insert('c')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect((outcomes[0] as PromiseRejectedResult).reason).toEqual(new Error('disque plein'));
    expect(sqlite.inTransaction).toBe(false);
    expect(committed()).toEqual([]);
    await write(() => insert('d'));
    expect(committed()).toEqual(['d']);
  });

  it('rejects the whole batch, writing nothing, when the write lock cannot be had', async () => {
    sqlite.pragma('busy_timeout = 50');
    other.exec('BEGIN IMMEDIATE'); // another process writing to the file
    const outcomes = await Promise.allSettled([write(() => insert('a')), write(() => insert('b'))]);
    other.exec('ROLLBACK');
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(String((outcomes[0] as PromiseRejectedResult).reason)).toMatch(/locked|busy/i);
    expect(committed()).toEqual([]);
    await write(() => insert('e'));
    expect(committed()).toEqual(['e']);
  });
});
