import type { Kysely } from 'kysely';

/**
 * Several reminders per appointment. A salon keeps up to three default reminders (delay and channels),
 * applied to online bookings and offered for its own appointments; an appointment keeps the reminders it
 * was given beyond the single one of the spec's form (notify_* columns), so moving it plans them again.
 * The default reproduces what online bookings got until now: SMS and e-mail at 09:00 the day before.
 */
export const DEFAULT_REMINDER_RULES = '[{"delay":"1d","sms":true,"email":true}]';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('pros')
    .addColumn('reminder_defaults', 'text', (c) => c.notNull().defaultTo(DEFAULT_REMINDER_RULES))
    .execute();
  // JSON array of reminder rules; null or '[]' when the appointment has none beyond the notify_* one.
  await db.schema.alterTable('appointments').addColumn('reminder_rules', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('appointments').dropColumn('reminder_rules').execute();
  await db.schema.alterTable('pros').dropColumn('reminder_defaults').execute();
}
