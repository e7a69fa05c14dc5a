import type { Kysely } from 'kysely';

/**
 * Which instances hold a professional's open sockets, so a visitor connected to another instance learns
 * whether the salon is online. No foreign key: rows are short-lived and deleted by their instance.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('live_presence')
    .addColumn('instance_id', 'text', (c) => c.notNull())
    .addColumn('pro_id', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_presence_pk', ['instance_id', 'pro_id'])
    .execute();
  await db.schema
    .createIndex('live_presence_pro')
    .on('live_presence')
    .columns(['pro_id', 'seen_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('live_presence').execute();
}
