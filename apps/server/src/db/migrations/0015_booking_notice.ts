import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The minimum notice becomes a setting with a short default (2 h). Until now no screen let anyone choose
 * it, so every row still at the old built-in 24 h is moved to 2 h: slots published for tomorrow were
 * invisible to clients with no explanation. PostgreSQL gets the new column default; SQLite cannot change a
 * column's default without rebuilding the table, so the account and demo inserts set the value explicitly.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('pros')
    .set({ booking_notice_hours: 2 })
    .where('booking_notice_hours', '=', 24)
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`alter table pros alter column booking_notice_hours set default 2`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`alter table pros alter column booking_notice_hours set default 24`.execute(db);
}
