import { spawn } from 'node:child_process';
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
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
  /** Files in that copy. */
  uploadFiles: number;
  /** What checked the copy: SQLite's integrity_check, or pg_restore reading the archive's table of contents. */
  check: string;
  /** Rows of the main tables in the copy (SQLite); null for a pg_dump archive, which is not opened. */
  rows: Record<string, number> | null;
}

/** The tables whose rows a SQLite backup reports, to see at a glance that the copy holds the salons. */
const MAIN_TABLES = ['pros', 'clients', 'appointments'] as const;

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** Where a backup goes by default: DATA_DIR/backups/quickrdv-YYYYMMDD-HHMMSS.(sqlite|dump). */
export function defaultBackupFile(config: Config, now = new Date()): string {
  const ext = config.database.kind === 'sqlite' ? 'sqlite' : 'dump';
  return path.join(config.dataDir, 'backups', `quickrdv-${stamp(now)}.${ext}`);
}

/** Runs a program and resolves with its output, rejecting with its error output when it fails. */
export function run(program: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', (err) =>
      reject(new Error(`${program} introuvable (${err.message}) : installez le client PostgreSQL.`)),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve(stdout)
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
  let check: string;
  let rows: Record<string, number> | null = null;
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
      const integrity = copy.pragma('integrity_check', { simple: true });
      if (integrity !== 'ok') throw new Error(`La copie ${file} est corrompue : ${String(integrity)}`);
      check = 'integrity_check ok';
      rows = Object.fromEntries(
        MAIN_TABLES.map((t) => [
          t,
          (copy.prepare(`select count(*) as n from ${t}`).get() as { n: number }).n,
        ]),
      );
    } finally {
      copy.close();
    }
  } else {
    await run(
      pgTool('pg_dump'),
      ['--format=custom', '--no-owner', `--file=${file}`],
      pgEnv(config.database.url),
    );
    // pg_restore reads the whole table of contents: a truncated or foreign file fails here, not on the day
    // it is needed.
    const toc = await run(pgTool('pg_restore'), ['--list', file]);
    check = `pg_restore --list ok (${toc.split('\n').filter((l) => / TABLE DATA /.test(l)).length} tables)`;
  }
  const uploadsDir = path.join(config.dataDir, 'uploads');
  let uploads: string | null = null;
  if (existsSync(uploadsDir)) {
    uploads = `${file}.uploads`;
    cpSync(uploadsDir, uploads, { recursive: true });
  }
  // The generated session secret (when SESSION_SECRET is not set) signs sessions and the links already
  // e-mailed (reviews, password resets): without it a restored server would void them all.
  const secret = path.join(config.dataDir, 'session-secret');
  if (existsSync(secret)) {
    copyFileSync(secret, `${file}.session-secret`);
    chmodSync(`${file}.session-secret`, 0o600);
  }
  const uploadFiles = uploads
    ? readdirSync(uploads, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
    : 0;
  return { file, bytes: statSync(file).size, uploads, uploadFiles, check, rows };
}

/**
 * The connection of a postgres:// URL as libpq's environment variables, so the password never shows on a
 * command line (visible to every local user in `ps`).
 */
export function pgEnv(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  return {
    PGHOST: decodeURIComponent(u.hostname),
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username),
    PGPASSWORD: decodeURIComponent(u.password),
    PGDATABASE: decodeURIComponent(u.pathname.slice(1)),
  };
}
