import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedEstablishmentTypes } from '../features/reference/establishment-types.js';
import { migratedTemplate } from './pg-template.js';

export const testDialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * A real server on a fresh real database: a new SQLite file, or a new PostgreSQL database created on the
 * server of TEST_DATABASE_URL (TEST_DB=postgres). Nothing is mocked.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  /** Registers extra plugins before the app is ready (e.g. a deliberately faulty route). */
  beforeReady?: (app: FastifyInstance) => Promise<void>,
): Promise<TestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'qrdv-test-'));
  const { url, drop } = await createTestDatabase(dir, { migrated: true });
  const config = loadConfig({
    DATA_DIR: dir,
    DATABASE_URL: url,
    PUBLIC_URL: 'http://localhost:3000',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-123',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dir, 'no-web'),
    ...env,
  });
  const database = openDatabase(config.database);
  await migrateToLatest(database.raw);
  await seedEstablishmentTypes(database.db);
  const app = await buildApp(config, database, false);
  if (beforeReady) await beforeReady(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh database of the tested dialect: a SQLite file in `dir`, or a new PostgreSQL database, empty or (with
 * `migrated`, on PostgreSQL) already migrated and seeded, copied from a template.
 */
export async function createTestDatabase(
  dir: string,
  o: { migrated?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (testDialect === 'sqlite')
    return { url: `sqlite:${path.join(dir, 'test.sqlite')}`, drop: async () => {} };
  return createPgDatabase(o.migrated ?? false);
}

async function createPgDatabase(migrated: boolean): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (see scripts/test.mjs)');
  const name = `qrdv_t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const from = migrated ? ` TEMPLATE ${await migratedTemplate(admin)}` : '';
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}${from}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      try {
        // pg's Pool.end() resolves before its sockets are closed: let them go, or FORCE would cut them
        // mid-goodbye and their client would throw an unhandled error. A connection still open after 5 s
        // is a leak, and FORCE then makes it visible.
        for (let i = 0; i < 100 && (await connectionsTo(c, name)) > 0; i++) await sleep(50);
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

async function connectionsTo(client: pg.Client, database: string): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    'select count(*)::int as n from pg_stat_activity where datname = $1',
    [database],
  );
  return rows[0]!.n;
}
