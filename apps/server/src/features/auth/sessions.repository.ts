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

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteSessionsOfPro(db: Executor, proId: string): Promise<void> {
  await db.deleteFrom('sessions').where('proId', '=', proId).execute();
}

export async function deleteExpiredSessions(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expiresAt', '<=', now).execute();
}
