import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m0001 from './migrations/0001_accounts.js';
import * as m0002 from './migrations/0002_catalog.js';
import * as m0003 from './migrations/0003_calendar.js';
import * as m0004 from './migrations/0004_public_booking.js';

/** Migrations are listed here (not read from disk) so the compiled server and the tests see the same set. */
const migrations: Record<string, Migration> = {
  '0001_accounts': m0001,
  '0002_catalog': m0002,
  '0003_calendar': m0003,
  '0004_public_booking': m0004,
};

class StaticProvider implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

/** Brings the schema up to date; throws (and the server exits non-zero) if any migration fails. */
export async function migrateToLatest(raw: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db: raw as Kysely<any>, provider: new StaticProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}
