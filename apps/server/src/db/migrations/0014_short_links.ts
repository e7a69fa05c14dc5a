import type { Kysely } from 'kysely';

/**
 * One short link per professional, the address their QR code encodes (`/q/{code}`, redirecting to the
 * profile page). Regenerating replaces the code: the old one then leads nowhere.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('short_links')
    .addColumn('pro_id', 'text', (c) => c.primaryKey().notNull().references('pros.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('short_links').execute();
}
