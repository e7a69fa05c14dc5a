import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { Config } from '../config.js';
import { pgTool } from './pg-tools.js';

export interface BackupResult {
  /** The database copy: a SQLite file, or a pg_dump archive (custom format). */
  file: string;
  bytes: number;
  /** The copy of DATA_DIR/uploads (photos), or null when there is none. */
  uploads: string | null;
}

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** Where a backup goes by default: DATA_DIR/backups/quickrdv-YYYYMMDD-HHMMSS.(sqlite|dump). */
export function defaultBackupFile(config: Config, now = new Date()): string {
  const ext = config.database.kind === 'sqlite' ? 'sqlite' : 'dump';
  return path.join(config.dataDir, 'backups', `quickrdv-${stamp(now)}.${ext}`);
}

/** Runs a program, rejecting with its error output when it fails. */
export function run(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', (err) =>
      reject(new Error(`${program} introuvable (${err.message}) : installez le client PostgreSQL.`)),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(program)} a échoué (${code}) : ${stderr.trim()}`)),
    );
  });
}

/**
 * Copies the database while the server runs: SQLite through its online backup API (pages copied in steps,
 * writers go on; the copy is a consistent snapshot) then checked with integrity_check; PostgreSQL with
 * pg_dump (one consistent snapshot). Uploaded photos are copied beside it.
 */
export async function backup(config: Config, file = defaultBackupFile(config)): Promise<BackupResult> {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (config.database.kind === 'sqlite') {
    if (!existsSync(config.database.file))
      throw new Error(`Base SQLite introuvable : ${config.database.file}`);
    const source = new SqliteDatabase(config.database.file, { fileMustExist: true });
    try {
      source.pragma('busy_timeout = 5000');
      // All pages in one step: copied in small steps, a backup restarts whenever the server writes in
      // between, and under steady writes never ends. One step is a consistent snapshot taken in one read.
      await source.backup(file, { progress: ({ totalPages }) => Math.max(totalPages, 100) });
    } finally {
      source.close();
    }
    // One self-contained file (no -wal beside it), checked page by page.
    const copy = new SqliteDatabase(file);
    try {
      copy.pragma('journal_mode = DELETE');
      const check = copy.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new Error(`La copie ${file} est corrompue : ${String(check)}`);
    } finally {
      copy.close();
    }
  } else {
    await run(pgTool('pg_dump'), ['--format=custom', '--no-owner', `--file=${file}`, config.database.url]);
  }
  const uploadsDir = path.join(config.dataDir, 'uploads');
  let uploads: string | null = null;
  if (existsSync(uploadsDir)) {
    uploads = `${file}.uploads`;
    cpSync(uploadsDir, uploads, { recursive: true });
  }
  return { file, bytes: statSync(file).size, uploads };
}
