import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestApp } from '../test/test-app.js';
import { sqliteHandle } from './database.js';

/* Every index of `clients` is written by each new client (each first online booking): only used ones are kept. */
describe('clients indexes (migration 0028)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_POLL_MS: '0' });
  });
  afterAll(() => t.close());

  it('are the primary key and the three that queries use, which they still serve', async () => {
    const names =
      testDialect === 'sqlite'
        ? (await sql<{ name: string }>`select name from pragma_index_list('clients')`.execute(t.database.db))
            .rows
        : (
            await sql<{
              name: string;
            }>`select indexname as name from pg_indexes where tablename = 'clients'`.execute(t.database.db)
          ).rows;
    expect(
      names
        .map((r) => r.name)
        .filter((n) => !/autoindex|_pkey$/.test(n))
        .sort(),
    ).toEqual(['clients_pro_email', 'clients_pro_order', 'clients_pro_stale']);
    if (testDialect !== 'sqlite') return;
    // They still serve the booking's e-mail lookup and the address book's order (PostgreSQL plans by size).
    const raw = sqliteHandle(t.database.db)!;
    const plan = (q: string) =>
      (raw.prepare(`explain query plan ${q}`).all() as { detail: string }[]).map((r) => r.detail).join(' | ');
    expect(
      plan("select id from clients where pro_id = 'p' and email = 'a@b.fr' order by created_at"),
    ).toMatch(/INDEX clients_pro_email/);
    expect(plan("select id from clients where pro_id = 'p' order by nom_key, prenom_key, id")).toMatch(
      /INDEX clients_pro_order/,
    );
  });
});
