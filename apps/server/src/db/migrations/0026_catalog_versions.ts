import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * `catalog_versions`: on SQLite, a number per professional that changes with every write to what is bookable
 * online (services, their categories, staff members, who performs what), kept by triggers in the writing
 * transaction, whatever wrote it (any process on the file, a route, an import, a cascade). A booking reads it
 * with the professional's row and reuses the catalogue it read last under the same number
 * (booking/catalog-cache.ts). No foreign key: a professional's deletion cascades to their services, whose
 * triggers must not fail on the professional being gone (the maintenance loop purges such numbers).
 * PostgreSQL gets the table (one query for both) but no triggers, and its bookings read the catalogue each
 * time: there a bump would lock the number's row from a transaction's first catalogue write to its COMMIT,
 * so two edits of one salon's catalogue locking rows in different orders would deadlock where they now
 * wait; and its two catalogue queries run side by side on the pool, so the cache saved nothing measurable.
 */
const BY_PRO = ['services', 'service_categories', 'staff'] as const;
const EVENTS = ['insert', 'update', 'delete'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalog_versions')
    .addColumn('pro_id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  const run = (text: string) => sql.raw(text).execute(db);
  const upsert = `on conflict (pro_id) do update set version = catalog_versions.version + 1`;
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const event of EVENTS) {
    const row = event === 'delete' ? 'old' : 'new';
    for (const table of BY_PRO)
      await run(`create trigger ${table}_catalog_${event} after ${event} on ${table} begin
        insert into catalog_versions (pro_id, version) values (${row}.pro_id, 1) ${upsert}; end`);
    // The staff member may be gone already (their deletion cascades here): then nothing to bump.
    await run(`create trigger staff_services_catalog_${event} after ${event} on staff_services begin
      insert into catalog_versions (pro_id, version) select pro_id, 1 from staff where id = ${row}.staff_id
      ${upsert}; end`);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  if (!(db.getExecutor().adapter instanceof PostgresAdapter))
    for (const event of EVENTS)
      for (const table of [...BY_PRO, 'staff_services'])
        await run(`drop trigger if exists ${table}_catalog_${event}`);
  await db.schema.dropTable('catalog_versions').execute();
}
