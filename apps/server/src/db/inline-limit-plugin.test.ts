import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { InlineLimitPlugin } from './inline-limit-plugin.js';

interface Tables {
  items: { id: number; name: string };
}

const sqlite = new SqliteDatabase(':memory:');
sqlite.exec('CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT)');
sqlite.prepare('INSERT INTO items (id, name) VALUES (1, ?), (2, ?), (3, ?)').run('a', 'b', 'c');
const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: sqlite }) }).withPlugin(
  new InlineLimitPlugin(),
);
afterAll(() => db.destroy());

describe('LIMIT written into the SQL (SQLite)', () => {
  it('writes a whole-number limit into the text, in subqueries too, and keeps the other values bound', async () => {
    const query = db
      .updateTable('items')
      .set({ name: 'z' })
      .where('id', 'in', (eb) =>
        eb.selectFrom('items').select('id').where('name', '>', 'a').orderBy('id').limit(1),
      );
    const compiled = query.compile();
    expect(compiled.sql).toContain('order by "id" limit 1)');
    expect(compiled.sql).not.toContain('limit ?');
    expect(compiled.parameters).toEqual(['z', 'a']);
    await query.execute();
    expect(sqlite.prepare('SELECT name FROM items ORDER BY id').pluck().all()).toEqual(['a', 'z', 'c']);
  });

  it('returns the rows the limit asks for', async () => {
    const rows = await db.selectFrom('items').select('id').orderBy('id').limit(2).offset(1).execute();
    expect(rows).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it('leaves a limit that is not a whole number, or an expression, as it was', () => {
    const fractional = db.selectFrom('items').select('id').limit(1.5).compile();
    expect(fractional.sql).toMatch(/limit \?$/);
    expect(fractional.parameters).toEqual([1.5]);
    const text = db
      .selectFrom('items')
      .select('id')
      .limit('1; DROP TABLE items' as never)
      .compile();
    expect(text.sql).toMatch(/limit \?$/);
    const expression = db
      .selectFrom('items')
      .select('id')
      .limit(sql<number>`1 + 1`)
      .compile();
    expect(expression.sql).toMatch(/limit 1 \+ 1$/);
  });
});
