import {
  Migrator,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
} from 'kysely';
import * as m0001 from './migrations/0001_accounts.js';
import * as m0002 from './migrations/0002_catalog.js';
import * as m0003 from './migrations/0003_calendar.js';
import * as m0004 from './migrations/0004_public_booking.js';
import * as m0005 from './migrations/0005_booked_slots_backfill.js';
import * as m0006 from './migrations/0006_account_recovery.js';
import * as m0007 from './migrations/0007_login_attempts.js';
import * as m0008 from './migrations/0008_demo_copies.js';
import * as m0009 from './migrations/0009_directory_search.js';
import * as m0010 from './migrations/0010_booking_visitor.js';
import * as m0011 from './migrations/0011_cancelled_bookings.js';
import * as m0012 from './migrations/0012_clients_book.js';
import * as m0014 from './migrations/0014_short_links.js';
import * as m0015 from './migrations/0015_booking_notice.js';
import * as m0016 from './migrations/0016_verified_reviews.js';
import * as m0017 from './migrations/0017_shared_limits.js';
import * as m0018 from './migrations/0018_questionnaires.js';
import * as m0019 from './migrations/0019_reminder_rules.js';
import * as m0022 from './migrations/0022_page_editor.js';
import * as m0020 from './migrations/0020_calendar_sync.js';
import * as m0023 from './migrations/0023_live_presence.js';
import * as m0024 from './migrations/0024_chat.js';
import * as m0025 from './migrations/0025_video_rooms.js';
import * as m0026 from './migrations/0026_catalog_versions.js';
import * as m0027 from './migrations/0027_unlogged_rate_limits.js';
import * as m0028 from './migrations/0028_unused_client_indexes.js';

/** Migrations are listed here (not read from disk) so the compiled server and the tests see the same set. */
const migrations: Record<string, Migration> = {
  '0001_accounts': m0001,
  '0002_catalog': m0002,
  '0003_calendar': m0003,
  '0004_public_booking': m0004,
  '0005_booked_slots_backfill': m0005,
  '0006_account_recovery': m0006,
  '0007_login_attempts': m0007,
  '0008_demo_copies': m0008,
  '0009_directory_search': m0009,
  '0010_booking_visitor': m0010,
  '0011_cancelled_bookings': m0011,
  '0012_clients_book': m0012,
  '0014_short_links': m0014,
  '0015_booking_notice': m0015,
  '0016_verified_reviews': m0016,
  '0017_shared_limits': m0017,
  '0018_questionnaires': m0018,
  '0019_reminder_rules': m0019,
  '0022_page_editor': m0022,
  '0020_calendar_sync': m0020,
  '0023_live_presence': m0023,
  '0024_chat': m0024,
  '0025_video_rooms': m0025,
  '0026_catalog_versions': m0026,
  '0027_unlogged_rate_limits': m0027,
  '0028_unused_client_indexes': m0028,
};

class StaticProvider implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

/** Brings the schema up to date; throws (and the server exits non-zero) if any migration fails. */
export function migrateToLatest(raw: Kysely<unknown>): Promise<string[]> {
  return run(raw, (migrator) => migrator.migrateToLatest());
}

/** Brings the schema up to the named migration, included: a data migration's test starts from there. */
export function migrateUpTo(raw: Kysely<unknown>, name: string): Promise<string[]> {
  return run(raw, (migrator) => migrator.migrateTo(name));
}

async function run(
  raw: Kysely<unknown>,
  step: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<string[]> {
  const migrator = new Migrator({ db: raw as Kysely<any>, provider: new StaticProvider() });
  const { error, results } = await step(migrator);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}
