import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedEstablishmentTypes } from '../features/reference/establishment-types.js';

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
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'qrdv-test-'));
  const { url, drop } = testDialect === 'postgres' ? await createPgDatabase() : { url: `sqlite:${dir}/test.sqlite`, drop: async () => {} };
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

async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (see scripts/test.mjs)');
  const name = `qrdv_t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
