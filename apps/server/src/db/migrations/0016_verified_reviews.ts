import type { Kysely } from 'kysely';

/**
 * Verified reviews. A review is given through a single-use link sent after a real appointment
 * (review_invitations, one per appointment, the token kept as its HMAC); it remembers that appointment and
 * its date (the experience's date, shown publicly). The salon cannot delete a review, only report it.
 * Appointments entered by the salon ask their client too unless the salon opts out.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('reviews')
    .addColumn('appointment_id', 'text', (c) => c.references('appointments.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('reviews').addColumn('visit_at', 'text').execute();
  await db.schema
    .alterTable('reviews')
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('reviews').addColumn('reported_at', 'text').execute();
  await db.schema.alterTable('reviews').addColumn('report_reason', 'text').execute();
  await db.schema.alterTable('reviews').addColumn('report_details', 'text').execute();
  // One review per appointment, whatever the number of clicks or instances.
  await db.schema
    .createIndex('reviews_appointment')
    .on('reviews')
    .column('appointment_id')
    .unique()
    .where('appointment_id', 'is not', null)
    .execute();

  await db.schema
    .createTable('review_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('pro_id', 'text', (c) => c.notNull().references('pros.id').onDelete('cascade'))
    // A cancelled or deleted appointment takes its link with it.
    .addColumn('appointment_id', 'text', (c) =>
      c.notNull().unique().references('appointments.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('pros')
    .addColumn('ask_reviews_for_pro_appointments', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // The sweep looks for appointments that just ended, across every salon.
  await db.schema.createIndex('appointments_ends_at').on('appointments').column('ends_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('appointments_ends_at').execute();
  await db.schema.alterTable('pros').dropColumn('ask_reviews_for_pro_appointments').execute();
  await db.schema.dropTable('review_invitations').execute();
  await db.schema.dropIndex('reviews_appointment').execute();
  for (const column of [
    'report_details',
    'report_reason',
    'reported_at',
    'verified',
    'visit_at',
    'appointment_id',
  ])
    await db.schema.alterTable('reviews').dropColumn(column).execute();
}
