import type { Kysely } from 'kysely';

/**
 * Request counters shared by every instance on one database (login, sign-up, booking, directory and
 * address limits per client address), so N instances behind a proxy do not multiply a limit by N.
 * One row per key and fixed window; maintenance deletes old windows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (c) => c.primaryKey().notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_window')
    .on('rate_limit_hits')
    .column('window_start')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').execute();
}
