import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, sqliteHandle, type Database } from './database.js';

describe('SQLite checkpoints in a thread of their own', () => {
  let dir: string;
  let file: string;
  let database: Database;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'qrdv-checkpoint-'));
    file = path.join(dir, 'db.sqlite');
    database = openDatabase({ kind: 'sqlite', file });
  });
  afterEach(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies the log into the database file without the connection checkpointing', async () => {
    const sqlite = sqliteHandle(database.db)!;
    // The connection would checkpoint only past 10,000 pages (40 MB): 2 MB stays in the log unless the thread copies it.
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(10000);
    sqlite.exec('CREATE TABLE t (body TEXT)');
    const insert = sqlite.prepare('INSERT INTO t (body) VALUES (?)');
    sqlite.transaction(() => {
      for (let i = 0; i < 500; i++) insert.run('x'.repeat(4000));
    })();
    await expect.poll(() => statSync(file).size, { timeout: 10_000 }).toBeGreaterThan(2_000_000);
    expect((sqlite.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n).toBe(500);
  });
});
