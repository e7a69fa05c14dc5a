import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Config } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { pgEnv, run } from './backup.js';
import { pgTool } from './pg-tools.js';

/** Tables in the target database: a restore into a database in use needs --force. */
async function tablesIn(config: Config): Promise<number> {
  if (config.database.kind === 'sqlite')
    return existsSync(config.database.file) && statSync(config.database.file).size > 0 ? 1 : 0;
  const database = openDatabase(config.database);
  try {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from information_schema.tables where table_schema = 'public'`.execute(
      database.raw,
    );
    return rows[0]?.n ?? 0;
  } finally {
    await database.close();
  }
}

/**
 * Puts a backup in place of the configured database (the server stopped), with its uploaded photos, then
 * brings it to the current schema (an older backup gains the migrations made since). Refuses a target that
 * holds data unless `force`.
 */
export async function restore(config: Config, file: string, o: { force?: boolean } = {}): Promise<void> {
  if (!existsSync(file)) throw new Error(`Sauvegarde introuvable : ${file}`);
  if (!o.force && (await tablesIn(config)) > 0)
    throw new Error('La base cible contient déjà des données : relancez avec --force pour la remplacer.');
  if (config.database.kind === 'sqlite') {
    const target = config.database.file;
    for (const extra of ['-wal', '-shm']) rmSync(`${target}${extra}`, { force: true });
    copyFileSync(file, target);
  } else {
    const env = pgEnv(config.database.url);
    await run(
      pgTool('pg_restore'),
      ['--no-owner', '--clean', '--if-exists', `--dbname=${env.PGDATABASE}`, file],
      env,
    );
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = `${file}.session-secret`;
  if (existsSync(secret)) {
    copyFileSync(secret, path.join(config.dataDir, 'session-secret'));
    chmodSync(path.join(config.dataDir, 'session-secret'), 0o600);
  }
  const uploads = `${file}.uploads`;
  if (existsSync(uploads)) cpSync(uploads, path.join(config.dataDir, 'uploads'), { recursive: true });
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.raw);
  } finally {
    await database.close();
  }
}
