import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Calendar synchronisation (issue 17, parts 1 and 2).
 * - `calendar_feeds`: one secret subscription feed per professional and scope ('all' or a staff member).
 *   The row keeps only the random public half of the URL's token; the other half is an HMAC of it with the
 *   server's secret (calendar-sync/feed-token.ts), so a copy of the database alone opens no feed.
 * - `calendar_feed_cancellations`: deleted appointments, kept a while so the feeds can list them as
 *   CANCELLED. Written by a trigger, so every path that deletes an appointment (the professional, the
 *   client's manage link, a staff member's or client's deletion) is covered. No foreign key: the row must
 *   survive its appointment; maintenance purges old rows. Only professionals with a feed get rows, and none
 *   while the professional's own row is being deleted.
 * - `calendar_imports` and `calendar_import_events`: calendars imported from a web address (refreshed by a
 *   job) or a file, for one staff member, and their expanded busy occurrences.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('pro_id', 'text', (c) => c.notNull().references('pros.id').onDelete('cascade'))
    .addColumn('scope', 'text', (c) => c.notNull()) // 'all' | a staff id
    .addColumn('staff_id', 'text', (c) => c.references('staff.id').onDelete('cascade'))
    .addColumn('show_client', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('include_availabilities', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('calendar_feeds_pro_scope', ['pro_id', 'scope'])
    .execute();

  await db.schema
    .createTable('calendar_feed_cancellations')
    .addColumn('appointment_id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('pro_id', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'text')
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('calendar_feed_cancellations_pro_start')
    .on('calendar_feed_cancellations')
    .columns(['pro_id', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('calendar_feed_cancellations_at')
    .on('calendar_feed_cancellations')
    .column('cancelled_at')
    .execute();

  const run = (text: string) => sql.raw(text).execute(db);
  const columns = 'appointment_id, pro_id, staff_id, starts_at, ends_at, cancelled_at';
  const wanted =
    'exists (select 1 from calendar_feeds f where f.pro_id = old.pro_id) and exists (select 1 from pros p where p.id = old.pro_id)';
  if (pg) {
    await run(`create function calendar_feed_cancellation() returns trigger language plpgsql as $$
      begin
        if ${wanted} then
          insert into calendar_feed_cancellations (${columns})
          values (old.id, old.pro_id, old.staff_id, old.starts_at, old.ends_at,
                  to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
          on conflict (appointment_id) do nothing;
        end if;
        return old;
      end $$`);
    await run(`create trigger calendar_feed_cancellation after delete on appointments
      for each row execute function calendar_feed_cancellation()`);
  } else {
    await run(`create trigger calendar_feed_cancellation after delete on appointments
      when ${wanted} begin
        insert or ignore into calendar_feed_cancellations (${columns})
        values (old.id, old.pro_id, old.staff_id, old.starts_at, old.ends_at,
                strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
      end`);
  }

  await db.schema
    .createTable('calendar_imports')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('pro_id', 'text', (c) => c.notNull().references('pros.id').onDelete('cascade'))
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('source_url', 'text') // null: imported from a file, never refreshed
    .addColumn('event_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refreshed_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('calendar_imports_pro').on('calendar_imports').column('pro_id').execute();

  await db.schema
    .createTable('calendar_import_events')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('import_id', 'text', (c) => c.notNull().references('calendar_imports.id').onDelete('cascade'))
    .addColumn('pro_id', 'text', (c) => c.notNull().references('pros.id').onDelete('cascade'))
    .addColumn('staff_id', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('calendar_import_events_pro_start')
    .on('calendar_import_events')
    .columns(['pro_id', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('calendar_import_events_import')
    .on('calendar_import_events')
    .column('import_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql
    .raw('drop trigger if exists calendar_feed_cancellation' + (pg ? ' on appointments' : ''))
    .execute(db);
  if (pg) await sql.raw('drop function if exists calendar_feed_cancellation()').execute(db);
  for (const t of [
    'calendar_import_events',
    'calendar_imports',
    'calendar_feed_cancellations',
    'calendar_feeds',
  ])
    await db.schema.dropTable(t).execute();
}
