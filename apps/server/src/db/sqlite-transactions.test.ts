import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useSqliteFilePair } from '../test/sqlite-file-pair.js';

/*
 * Another connection writing the same file (an operator's sqlite3 shell, a script, a second process): a
 * transaction that read before that write committed could not write afterwards (SQLITE_BUSY_SNAPSHOT,
 * which no busy timeout retries), and the request failed with a 500.
 */
describe('Kysely transactions on SQLite', () => {
  const f = useSqliteFilePair(0);

  const ids = () => f.sqlite.prepare('SELECT id FROM t ORDER BY id').pluck().all();

  it('hold the write lock from their start: a read, then a write, whatever another connection tries between', async () => {
    let otherWrite: unknown = null;
    await f.database.db.transaction().execute(async (trx) => {
      await sql`select count(*) from t`.execute(trx);
      try {
        f.other.prepare("INSERT INTO t (id) VALUES ('other')").run();
      } catch (error) {
        otherWrite = error;
      }
      await sql`insert into t (id) values ('ours')`.execute(trx);
    });
    // The other connection waits its turn (here it would give up at once: its busy timeout is 0).
    expect((otherWrite as { code?: string } | null)?.code).toBe('SQLITE_BUSY');
    expect(ids()).toEqual(['ours']);
    f.other.prepare("INSERT INTO t (id) VALUES ('other')").run();
    expect(ids()).toEqual(['other', 'ours']);
  });

  it('roll back as before when their work throws', async () => {
    await expect(
      f.database.db.transaction().execute(async (trx) => {
        await sql`insert into t (id) values ('lost')`.execute(trx);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(ids()).toEqual([]);
    f.other.prepare("INSERT INTO t (id) VALUES ('after')").run();
    expect(ids()).toEqual(['after']);
  });
});
