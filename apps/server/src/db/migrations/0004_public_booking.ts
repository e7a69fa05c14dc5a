import type { Kysely } from 'kysely';

/**
 * Online booking: every availability an online booking holds (one booking may span several contiguous
 * slots), each held at most once whatever the concurrency; manage links found by their token.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('booked_slots')
    // The primary key is the guarantee: a second booking of the same availability fails to insert.
    .addColumn('availability_id', 'text', (c) =>
      c.primaryKey().references('availabilities.id').onDelete('cascade'),
    )
    // Deleting (cancelling) the appointment frees its slots.
    .addColumn('appointment_id', 'text', (c) => c.notNull().references('appointments.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('booked_slots_appointment')
    .on('booked_slots')
    .column('appointment_id')
    .execute();

  await db.schema
    .createIndex('appointments_manage_token')
    .on('appointments')
    .column('manage_token')
    .unique()
    .execute();
  // Online bookers are matched to the professional's existing clients by e-mail or mobile number.
  await db.schema.createIndex('clients_pro_email').on('clients').columns(['pro_id', 'email']).execute();
  await db.schema.createIndex('clients_pro_tel').on('clients').columns(['pro_id', 'tel_portable']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('clients_pro_tel').execute();
  await db.schema.dropIndex('clients_pro_email').execute();
  await db.schema.dropIndex('appointments_manage_token').execute();
  await db.schema.dropTable('booked_slots').execute();
}
