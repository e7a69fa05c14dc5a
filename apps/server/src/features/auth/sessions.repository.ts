import type { Executor } from '../../db/database.js';

export async function insertSession(
  db: Executor,
  s: { id: string; proId: string; createdAt: string; expiresAt: string; userAgent: string },
): Promise<void> {
  await db.insertInto('sessions').values(s).execute();
}

export async function findSession(db: Executor, id: string, now: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'proId', 'expiresAt'])
    .where('id', '=', id)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

/** Of these session ids, the ones that still exist and have not expired. */
export async function findLiveSessionIds(db: Executor, ids: string[], now: string): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', 'in', ids)
    .where('expiresAt', '>', now)
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Revokes every session of the professional, but the one to keep if given (the browser making the change). */
export async function deleteSessionsOfPro(db: Executor, proId: string, keepId?: string): Promise<void> {
  let q = db.deleteFrom('sessions').where('proId', '=', proId);
  if (keepId) q = q.where('id', '!=', keepId);
  await q.execute();
}

export async function deleteExpiredSessions(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expiresAt', '<=', now).execute();
}
