import { randomUUID } from 'node:crypto';
import { DEFAULT_TIME_ZONE, SHOWCASE_SLUG } from '@quickrdv/core';
import type { Db } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { findPro, findProBySlug } from '../account/pros.repository.js';
import { demoBusiness } from './demo-salon.data.js';
import { seedDemoImages } from './demo-images.js';
import { seedDemoCatalogue } from './demo.seed.js';

export { SHOWCASE_SLUG };
/** How long a visitor's private copy of the demo lives without being reset. */
export const DEMO_TTL_MS = 24 * 3600 * 1000;

async function createDemoPro(
  db: Db,
  o: { slug: string; expiresAt: string | null; dataDir?: string },
): Promise<ProRow> {
  const id = randomUUID();
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('pros')
      .values({
        id,
        slug: o.slug,
        email: `demo-${id}@demo.invalid`,
        passwordHash: null,
        ...demoBusiness,
        plan: 'Premium',
        timeZone: DEFAULT_TIME_ZONE,
        onboardingDone: 1,
        isDemo: 1,
        demoExpiresAt: o.expiresAt,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      .execute();
    await seedDemoCatalogue(trx, id, DEFAULT_TIME_ZONE, now);
  });
  // Without a data folder (some tests) the salon simply has no pictures.
  if (o.dataDir) await seedDemoImages(db, o.dataDir, id);
  return (await findPro(db, id))!;
}

/** Seeds the public showcase salon once (idempotent). */
export async function ensureShowcaseSalon(db: Db, dataDir?: string): Promise<void> {
  if (await findProBySlug(db, SHOWCASE_SLUG)) return;
  await createDemoPro(db, { slug: SHOWCASE_SLUG, expiresAt: null, dataDir });
}

/**
 * A private copy of the demo salon for one visitor: their edits never show to anyone else, and it is
 * discarded after DEMO_TTL_MS. This is what makes /demo the same code path as the real space.
 */
export async function createVisitorDemo(db: Db, dataDir?: string): Promise<ProRow> {
  const expiresAt = new Date(Date.now() + DEMO_TTL_MS).toISOString();
  return createDemoPro(db, { slug: `demo-${randomUUID().slice(0, 12)}`, expiresAt, dataDir });
}

/** Throws unless the professional is a visitor's demo copy. */
export function assertVisitorDemo(pro: ProRow): void {
  if (!pro.isDemo || !pro.demoExpiresAt)
    throw new AppError('forbidden', 'Cette action est réservée au mode démo.');
}

/** Removes visitor demo copies whose time is up (everything cascades). */
export async function purgeExpiredDemos(db: Db, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('pros')
    .where('isDemo', '=', 1)
    .where('demoExpiresAt', 'is not', null)
    .where('demoExpiresAt', '<', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
