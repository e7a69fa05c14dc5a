import type { Kysely } from 'kysely';

/**
 * A professional's video rooms ({base}/visioconference). The link's token is a secret of 256 random bits:
 * only its SHA-256 is stored, so a copy of the database opens no room. A closed room keeps its row (its
 * link then answers 'fermée' rather than 'inconnue').
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('video_rooms')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('pro_id', 'text', (c) => c.notNull().references('pros.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute();
  await db.schema
    .createIndex('video_rooms_pro')
    .on('video_rooms')
    .columns(['pro_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('video_rooms').execute();
}
