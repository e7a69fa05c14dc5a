import type { AccountTokenKind } from '@quickrdv/core';
import type { Executor } from '../../db/database.js';

export interface NewAccountToken {
  id: string;
  kind: AccountTokenKind;
  proId: string | null;
  email: string;
  payload: string;
  createdAt: string;
  expiresAt: string;
}

export async function insertAccountToken(db: Executor, t: NewAccountToken): Promise<void> {
  await db
    .insertInto('accountTokens')
    .values({ ...t, usedAt: null })
    .execute();
}

/**
 * Marks a live token of that kind used and returns it; the conditions in the WHERE make it single use
 * whatever the concurrency (of two requests with one token, only one gets the row).
 */
export async function consumeAccountToken(db: Executor, id: string, kind: AccountTokenKind, now: string) {
  return db
    .updateTable('accountTokens')
    .set({ usedAt: now })
    .where('id', '=', id)
    .where('kind', '=', kind)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['proId', 'email', 'payload'])
    .executeTakeFirst();
}

/** Ends the unused tokens of one kind of a professional (a reset ends every other reset link). */
export async function useUpAccountTokens(db: Executor, proId: string, kind: AccountTokenKind, now: string) {
  await db
    .updateTable('accountTokens')
    .set({ usedAt: now })
    .where('proId', '=', proId)
    .where('kind', '=', kind)
    .where('usedAt', 'is', null)
    .execute();
}

/** Link requests of one kind recorded for an address since an instant. */
export async function countMailRequests(
  db: Executor,
  o: { kind: AccountTokenKind; email: string; since: string },
): Promise<number> {
  const row = await db
    .selectFrom('accountMailRequests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('email', '=', o.email)
    .where('kind', '=', o.kind)
    .where('at', '>', o.since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordMailRequest(
  db: Executor,
  r: { id: string; kind: AccountTokenKind; email: string; at: string },
) {
  await db.insertInto('accountMailRequests').values(r).execute();
}

/** Old requests and spent links are useless: the maintenance loop drops them. */
export async function deleteStaleRecoveryRows(db: Executor, now: string, requestsBefore: string) {
  await db.deleteFrom('accountMailRequests').where('at', '<', requestsBefore).execute();
  await db.deleteFrom('accountTokens').where('expiresAt', '<=', now).execute();
}
