import type { Kysely } from 'kysely';

/**
 * The page editor ('Montage'). The layout (pros.page_layout, JSON) gets a version, bumped by each save, so a
 * save made from a stale copy (a second tab) is refused instead of silently undoing the other one. The
 * page's own images (logo, background) are uploads of their own: a layout may only point at those.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('pros')
    .addColumn('page_layout_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('page_images')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('pro_id', 'text', (c) => c.notNull().references('pros.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('page_images_pro').on('page_images').column('pro_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('page_images').execute();
  await db.schema.alterTable('pros').dropColumn('page_layout_version').execute();
}
