import type { Executor } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';

const SLUG_RE = /^[a-z0-9-]{1,100}$/;

/**
 * A professional whose public page, slots and booking are open: found by slug, not a visitor's private demo
 * copy (is_demo with an expiry; the showcase salon has none), not an account whose deletion was requested.
 */
export async function findPublicPro(db: Executor, slug: string): Promise<ProRow | undefined> {
  if (!SLUG_RE.test(slug)) return undefined;
  return db
    .selectFrom('pros')
    .selectAll()
    .where('slug', '=', slug)
    .where((eb) => eb.or([eb('isDemo', '=', 0), eb('demoExpiresAt', 'is', null)]))
    .where('deletionRequestedAt', 'is', null)
    .executeTakeFirst();
}
