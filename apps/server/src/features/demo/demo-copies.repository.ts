import { isExpiredDemoCopy } from '@quickrdv/core';
import { sql } from 'kysely';
import type { Dialect, Executor } from '../../db/database.js';
import type { DemoCopiesTable } from '../../db/schema.js';

export async function insertDemoCopy(db: Executor, row: DemoCopiesTable): Promise<void> {
  await db.insertInto('demoCopies').values(row).execute();
}

/** Live copies one client opened since `since` (reset copies replace theirs, so they do not add up). */
export async function countStartsSince(db: Executor, clientKey: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('demoCopies')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('clientKey', '=', clientKey)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countDemoCopies(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('demoCopies')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The `limit` copies used least recently (the showcase has no row, so it is never among them). */
export async function leastRecentlyActive(db: Executor, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('demoCopies')
    .select('proId')
    .orderBy('lastActiveAt')
    .orderBy('createdAt')
    .limit(limit)
    .execute();
  return rows.map((r) => r.proId);
}

/** Deletes visitors' copies by id (their rows cascade); never the showcase nor a real account. */
export async function deleteDemoCopies(db: Executor, proIds: string[]): Promise<number> {
  if (!proIds.length) return 0;
  const result = await db
    .deleteFrom('pros')
    .where('id', 'in', proIds)
    .where('isDemo', '=', 1)
    .where('demoExpiresAt', 'is not', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function touchDemoCopy(db: Executor, proId: string, at: string): Promise<void> {
  await db.updateTable('demoCopies').set({ lastActiveAt: at }).where('proId', '=', proId).execute();
}

/**
 * Serialises the starts of one client until the transaction ends, so concurrent starts cannot all pass the
 * count. PostgreSQL takes a transaction-scoped advisory lock; SQLite runs one transaction at a time already.
 */
export async function lockClientStarts(trx: Executor, dialect: Dialect, clientKey: string): Promise<void> {
  if (dialect === 'postgres')
    await sql`select pg_advisory_xact_lock(hashtext(${`demo-start:${clientKey}`}))`.execute(trx);
}

/** Whether this professional is a visitor's demo copy whose end has come (still there until the clean-up). */
export async function isExpiredCopy(db: Executor, proId: string, now = new Date()): Promise<boolean> {
  const pro = await db
    .selectFrom('pros')
    .select(['isDemo', 'demoExpiresAt'])
    .where('id', '=', proId)
    .executeTakeFirst();
  return !!pro && isExpiredDemoCopy(pro, now);
}
