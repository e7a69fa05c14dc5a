import type { Db } from '../../db/database.js';

/** Days between a deletion request and the removal of the account: time to change one's mind. */
export const DELETION_GRACE_DAYS = 14;

/** Removes accounts whose deletion was requested more than the grace period ago. */
export async function purgeDeletedAccounts(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - DELETION_GRACE_DAYS * 86_400_000).toISOString();
  const result = await db.deleteFrom('pros').where('deletionRequestedAt', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
