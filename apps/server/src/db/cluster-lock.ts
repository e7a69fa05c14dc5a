import { sql } from 'kysely';
import type { Db, Dialect } from './database.js';

/**
 * Runs `fn` unless another instance on the same PostgreSQL database is running it (a session advisory lock
 * held on one pooled connection, which `fn` then uses). SQLite has a single instance: `fn` just runs.
 * Returns false when skipped.
 */
export async function withClusterLock(
  db: Db,
  dialect: Dialect,
  name: string,
  fn: (db: Db) => Promise<void>,
): Promise<boolean> {
  if (dialect === 'sqlite') {
    await fn(db);
    return true;
  }
  return db.connection().execute(async (conn) => {
    const { rows } = await sql<{
      got: boolean;
    }>`select pg_try_advisory_lock(hashtext(${name})) as got`.execute(conn);
    if (!rows[0]?.got) return false;
    try {
      await fn(conn);
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(conn);
    }
    return true;
  });
}
