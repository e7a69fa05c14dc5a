import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedEstablishmentTypes } from '../features/reference/establishment-types.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Changes whenever a migration or the seed does, so a stale template is never copied. */
function schemaFingerprint(): string {
  const hash = createHash('sha256');
  const migrations = path.join(here, '../db/migrations');
  for (const file of readdirSync(migrations).sort())
    hash.update(file).update(readFileSync(path.join(migrations, file)));
  hash.update(readFileSync(path.join(here, '../features/reference/establishment-types.ts')));
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<string> | null = null;

/**
 * A database migrated and seeded once per schema, that each test database is copied from (CREATE DATABASE
 * … TEMPLATE copies files: a few hundred ms instead of running every migration for each test file). Built
 * under an advisory lock, as several test workers ask at once, and under a temporary name renamed when
 * complete, so a crashed build is never copied.
 */
export function migratedTemplate(adminUrl: string): Promise<string> {
  template ??= buildTemplate(adminUrl);
  return template;
}

async function buildTemplate(adminUrl: string): Promise<string> {
  const name = `qrdv_tpl_${schemaFingerprint()}`;
  const building = `${name}_b`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`select pg_advisory_lock(hashtext('qrdv_test_template'))`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return name;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const config = loadConfig({
      DATA_DIR: here,
      DATABASE_URL: url.toString(),
      PUBLIC_URL: 'http://localhost:3000',
      SESSION_SECRET: 'template-secret-template-secret-1234',
      LOG_LEVEL: 'silent',
    });
    const database = openDatabase(config.database);
    try {
      await migrateToLatest(database.raw);
      await seedEstablishmentTypes(database.db);
    } finally {
      await database.close();
    }
    // The pool's sockets close a moment after end(): a template with a session open cannot be renamed.
    for (let i = 0; i < 100; i++) {
      const { rows } = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [building],
      );
      if (rows[0]!.n === 0) break;
      await sleep(50);
    }
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await admin.query(`select pg_advisory_unlock(hashtext('qrdv_test_template'))`).catch(() => undefined);
    await admin.end();
  }
}
