import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/database.js';

const WINDOW_MS = 15 * 60 * 1000;

/** Failed logins of one account within the throttle window; kept in the database so every instance agrees. */
export async function recentFailures(db: Executor, accountKey: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - WINDOW_MS).toISOString();
  const row = await db
    .selectFrom('loginFailures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('accountKey', '=', accountKey)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordFailure(db: Executor, accountKey: string, now: Date): Promise<void> {
  await db
    .insertInto('loginFailures')
    .values({ id: randomUUID(), accountKey, at: now.toISOString() })
    .execute();
}

export async function clearFailures(db: Executor, accountKey: string): Promise<void> {
  await db.deleteFrom('loginFailures').where('accountKey', '=', accountKey).execute();
}

export async function purgeOldFailures(db: Executor, now: Date): Promise<void> {
  await db
    .deleteFrom('loginFailures')
    .where('at', '<=', new Date(now.getTime() - WINDOW_MS).toISOString())
    .execute();
}
