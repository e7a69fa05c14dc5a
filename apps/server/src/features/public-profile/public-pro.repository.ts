import type { Executor } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';

const SLUG_RE = /^[a-z0-9-]{1,100}$/;

/**
 * A professional whose public page, slots and booking are open, found by slug: not an account whose deletion
 * was requested, and not an expired demo copy. A visitor's live demo copy is open by its unguessable slug, so
 * the demo shows the whole journey (book on one's own widget, see it arrive in one's calendar); the directory
 * never lists copies.
 */
export async function findPublicPro(db: Executor, slug: string): Promise<ProRow | undefined> {
  if (!SLUG_RE.test(slug)) return undefined;
  return db
    .selectFrom('pros')
    .selectAll()
    .where('slug', '=', slug)
    .where((eb) =>
      eb.or([
        eb('isDemo', '=', 0),
        eb('demoExpiresAt', 'is', null),
        eb('demoExpiresAt', '>', new Date().toISOString()),
      ]),
    )
    .where('deletionRequestedAt', 'is', null)
    .executeTakeFirst();
}
