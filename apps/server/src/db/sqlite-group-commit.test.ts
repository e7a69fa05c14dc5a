import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useSqliteFilePair } from '../test/sqlite-file-pair.js';
import { sqliteWriteTransaction } from './sqlite-group-commit.js';

/* A real SQLite file, and a second connection to it to see what is committed (as another instance would). */
describe('sqliteWriteTransaction (group commit)', () => {
  const f = useSqliteFilePair(50);
  const write = <T>(fn: () => T) => sqliteWriteTransaction(f.database.db, f.sqlite, fn);
  const insert = (id: string) => f.sqlite.prepare('INSERT INTO t (id) VALUES (?)').run(id);
  const committed = () =>
    (f.other.prepare('SELECT id FROM t ORDER BY id').all() as { id: string }[]).map((r) => r.id);

  it('commits the writes queued together once, each seeing those before it', async () => {
    const seenByOthers: string[][] = [];
    const results = await Promise.all(
      ['a', 'b', 'c'].map((id) =>
        write(() => {
          // Not yet visible to another connection: the earlier writes of the batch wait for its one COMMIT.
          seenByOthers.push(committed());
          insert(id);
          return (f.sqlite.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n;
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
        f.sqlite.exec('ROLLBACK'); // as SQLite does itself on a full disk or an I/O error
        throw new Error('disque plein');
      }),
      write(() => insert('c')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect((outcomes[0] as PromiseRejectedResult).reason).toEqual(new Error('disque plein'));
    expect(f.sqlite.inTransaction).toBe(false);
    expect(committed()).toEqual([]);
    await write(() => insert('d'));
    expect(committed()).toEqual(['d']);
  });

  it("keeps each write's savepoint journal in memory: the file writes are the log's only", async () => {
    // 2,000 rows over about a hundred pages; each write changes one row in forty, on about half the pages,
    // which its savepoint copies first: 200 KiB, beyond what SQLite keeps in memory by default (64 KiB).
    f.sqlite.exec(
      `CREATE TABLE w (id INTEGER PRIMARY KEY, n INTEGER NOT NULL, pad TEXT NOT NULL);
       WITH RECURSIVE k(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM k WHERE i < 1999)
       INSERT INTO w SELECT i, 0, printf('%.180c', 'x') FROM k;`,
    );
    const pages = f.sqlite.pragma('page_count', { simple: true }) as number;
    const bump = f.sqlite.prepare('UPDATE w SET n = n + 1 WHERE id % 40 = ?');
    // Write calls of this thread (Linux), where better-sqlite3 runs the batch.
    const writeCalls = () => Number(/syscw: (\d+)/.exec(readFileSync('/proc/thread-self/io', 'utf8'))![1]);
    const before = writeCalls();
    await Promise.all(Array.from({ length: 40 }, (_, k) => write(() => bump.run(k))));
    const calls = writeCalls() - before;
    expect(f.other.prepare('SELECT sum(n) AS n FROM w').get()).toEqual({ n: 2000 });
    // One commit writes each changed page to the log once (a header and the page): at most two calls per
    // page of the file. A journal on disk would add two per page of each savepoint, about 4,000 here.
    expect(calls).toBeLessThanOrEqual(2 * pages + 2);
  });

  it('rejects the whole batch, writing nothing, when the write lock cannot be had', async () => {
    f.sqlite.pragma('busy_timeout = 50');
    f.other.exec('BEGIN IMMEDIATE'); // another process writing to the file
    const outcomes = await Promise.allSettled([write(() => insert('a')), write(() => insert('b'))]);
    f.other.exec('ROLLBACK');
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(String((outcomes[0] as PromiseRejectedResult).reason)).toMatch(/locked|busy/i);
    expect(committed()).toEqual([]);
    await write(() => insert('e'));
    expect(committed()).toEqual(['e']);
  });
});
