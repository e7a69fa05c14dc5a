import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { signedUpPro } from '../test/test-client.js';
import {
  combinedWrites,
  forDialect,
  insertStatement,
  reusableQuery,
  runStatement,
  runWrite,
  withHeldConnection,
} from './statements.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '0' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const staffQuery = reusableQuery((q, p: (n: 'proId' | 'prenom') => never, shape) => {
  const base = q.selectFrom('staff').select(['prenom', 'color']).where('proId', '=', p('proId'));
  return (shape === 'named' ? base.where('prenom', '=', p('prenom')) : base).orderBy('prenom');
});

describe('compiled-once statements', () => {
  it('insert new values through the SQL compiled the first time, on either database', async () => {
    const { pro } = await signedUpPro(t.app);
    const row = (prenom: string, color: string) => ({
      id: randomUUID(),
      proId: pro.id,
      prenom,
      nom: 'Test',
      color,
      createdAt: new Date().toISOString(),
    });
    const first = insertStatement(db(), 'staff', [row('Anna', 'e91e63')]);
    const second = insertStatement(db(), 'staff', [row('Marc', '3f51b5')]);
    expect(second.sql).toBe(first.sql);
    await runStatement(db(), first);
    await runStatement(db(), second);
    // Two rows at once: another shape; rows with other columns are compiled as they are.
    await runStatement(
      db(),
      insertStatement(db(), 'staff', [row('Chloé', '000000'), row('David', '111111')]),
    );
    // The same columns in another key order share the cached SQL: nothing is compiled again.
    const reordered = (prenom: string, color: string) => {
      const { color: c, ...rest } = row(prenom, color);
      return { color: c, ...rest };
    };
    insertStatement(db(), 'staff', [row('Warm', 'ffffff'), reordered('Warm', 'ffffff')]);
    const compiles = vi.spyOn(db(), 'insertInto');
    await runStatement(
      db(),
      insertStatement(db(), 'staff', [row('Fanny', '222222'), reordered('Gaël', '333333')]),
    );
    expect(compiles).not.toHaveBeenCalled();
    compiles.mockRestore();
    const { color: _, ...noColor } = row('Emma', '');
    await runStatement(db(), insertStatement(db(), 'staff', [noColor]));
    expect(await staffQuery(db(), { proId: pro.id, prenom: null })).toEqual([
      { prenom: 'Anna', color: 'e91e63' },
      { prenom: 'Chloé', color: '000000' },
      { prenom: 'David', color: '111111' },
      { prenom: 'Emma', color: expect.any(String) },
      { prenom: 'Fanny', color: '222222' },
      { prenom: 'Gaël', color: '333333' },
      { prenom: 'Marc', color: '3f51b5' },
    ]);
    expect(await staffQuery(db(), { proId: pro.id, prenom: 'Marc' }, 'named')).toEqual([
      { prenom: 'Marc', color: '3f51b5' },
    ]);
    expect(await staffQuery(db(), { proId: randomUUID(), prenom: 'Marc' }, 'named')).toEqual([]);
  });

  it('run writes in the transaction they are given (undone with it), or alone, on either database', async () => {
    const { pro } = await signedUpPro(t.app);
    const insert = (prenom: string) =>
      insertStatement(db(), 'staff', [
        {
          id: randomUUID(),
          proId: pro.id,
          prenom,
          nom: 'Test',
          color: '000000',
          createdAt: new Date().toISOString(),
        },
      ]);
    const names = async () => (await staffQuery(db(), { proId: pro.id, prenom: null })).map((s) => s.prenom);
    await db()
      .transaction()
      .execute(async (trx) => {
        await runWrite(trx, insert('Kept'));
        expect(await staffQuery(trx, { proId: pro.id, prenom: 'Kept' }, 'named')).toHaveLength(1);
      });
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await runWrite(trx, insert('Undone'));
          expect(await staffQuery(trx, { proId: pro.id, prenom: 'Undone' }, 'named')).toHaveLength(1);
          throw new Error('undo');
        }),
    ).rejects.toThrow('undo');
    await runWrite(db(), insert('Alone'));
    expect(await names()).toEqual(['Alone', 'Kept']);
  });

  it('read through a held connection directly, the rows named as through Kysely', async () => {
    const { pro } = await signedUpPro(t.app);
    await runStatement(
      db(),
      insertStatement(db(), 'staff', [
        { id: randomUUID(), proId: pro.id, prenom: 'Inès', nom: 'Test', color: 'abcdef', createdAt: 'x' },
      ]),
    );
    const viaKysely = await staffQuery(db(), { proId: pro.id, prenom: 'Inès' }, 'named');
    expect(viaKysely).toEqual([{ prenom: 'Inès', color: 'abcdef' }]);
    const held = await withHeldConnection(db(), async (conn) => {
      const executor = vi.spyOn(conn, 'executeQuery');
      const rows = await staffQuery(conn, { proId: pro.id, prenom: 'Inès' }, 'named');
      // SQLite: the prepared statement; PostgreSQL: the held connection's pipeline; not Kysely's executor.
      expect(executor).not.toHaveBeenCalled();
      executor.mockRestore();
      return rows;
    });
    expect(held).toEqual(viaKysely);
  });

  it('join several writes into one PostgreSQL statement, placeholders renumbered', () => {
    const joined = combinedWrites([
      { sql: 'insert into a (x, y) values ($1, $2)', parameters: [1, 2] },
      { sql: forDialect('postgres', 'update b set z = ? where id = ?'), parameters: [3, 4] },
    ]);
    expect(joined).toEqual({
      sql: 'WITH w0 AS (insert into a (x, y) values ($1, $2)), w1 AS (update b set z = $3 where id = $4) SELECT 1',
      parameters: [1, 2, 3, 4],
    });
    expect(forDialect('sqlite', 'select ?')).toBe('select ?');
  });
});
