import { sql, type Kysely } from 'kysely';

/**
 * Visitors' demo copies: who opened each (a keyed hash of the client's network, never the address itself)
 * and when it was last used, for the per-address limit and for evicting the oldest idle copy at the cap.
 * Deleting the copy's professional deletes its row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('demo_copies')
    .addColumn('pro_id', 'text', (c) => c.primaryKey().references('pros.id').onDelete('cascade'))
    .addColumn('client_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_active_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('demo_copies_client')
    .on('demo_copies')
    .columns(['client_key', 'created_at'])
    .execute();
  await db.schema.createIndex('demo_copies_activity').on('demo_copies').column('last_active_at').execute();
  // Copies opened before this migration: no known client, last used when made.
  await sql`insert into demo_copies (pro_id, client_key, created_at, last_active_at)
    select id, '', created_at, created_at from pros
    where is_demo = 1 and demo_expires_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('demo_copies').execute();
}
