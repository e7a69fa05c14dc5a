import type { Kysely } from 'kysely';

/**
 * What a cancelled online booking looked like, by its manage token: the link a client keeps in their
 * e-mail then shows the cancelled appointment and 'Reprendre rendez-vous' instead of 'introuvable'.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cancelled_bookings')
    .addColumn('manage_token', 'text', (c) => c.primaryKey())
    .addColumn('pro_id', 'text', (c) => c.notNull().references('pros.id').onDelete('cascade'))
    // The BookingView at cancellation (JSON): the appointment itself is deleted, freeing its slots.
    .addColumn('view', 'text', (c) => c.notNull())
    .addColumn('cancelled_by', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text', (c) => c.notNull())
    // Kept until a while after the appointment's day, then purged by the maintenance loop.
    .addColumn('keep_until', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cancelled_bookings_pro').on('cancelled_bookings').column('pro_id').execute();
  await db.schema
    .createIndex('cancelled_bookings_keep_until')
    .on('cancelled_bookings')
    .column('keep_until')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cancelled_bookings').execute();
}
