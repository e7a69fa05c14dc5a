import { randomUUID } from 'node:crypto';
import {
  clientNetwork,
  DEFAULT_BOOKING_NOTICE_HOURS,
  copiesToEvict,
  DEFAULT_TIME_ZONE,
  DEMO_STARTS_WINDOW_MS,
  demoMessages,
  mayStartDemo,
  SHOWCASE_SLUG,
} from '@quickrdv/core';
import type { Db, Dialect, Executor } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { removeProUploads } from '../../uploads/upload-store.js';
import { findPro, findProBySlug } from '../account/pros.repository.js';
import { hmac } from '../auth/tokens.js';
import { demoBusiness } from './demo-salon.data.js';
import { ensureDemoImages, seedDemoImages } from './demo-images.js';
import {
  countDemoCopies,
  countStartsSince,
  deleteDemoCopies,
  insertDemoCopy,
  leastRecentlyActive,
  lockClientStarts,
} from './demo-copies.repository.js';
import { seedDemoCatalogue, topUpAvailabilities } from './demo.seed.js';

export { SHOWCASE_SLUG };
/** How long a visitor's private copy of the demo lives without being reset. */
export const DEMO_TTL_MS = 24 * 3600 * 1000;

/** Inserts a demo salon with its catalogue, calendar and (shared) pictures, inside the caller's transaction. */
async function insertDemoPro(
  trx: Executor,
  o: { id: string; slug: string; expiresAt: string | null; pictures: boolean; now: Date },
): Promise<void> {
  await trx
    .insertInto('pros')
    .values({
      id: o.id,
      slug: o.slug,
      email: `demo-${o.id}@demo.invalid`,
      passwordHash: null,
      ...demoBusiness,
      plan: 'Premium',
      timeZone: DEFAULT_TIME_ZONE,
      bookingNoticeHours: DEFAULT_BOOKING_NOTICE_HOURS,
      onboardingDone: 1,
      isDemo: 1,
      demoExpiresAt: o.expiresAt,
      createdAt: o.now.toISOString(),
      updatedAt: o.now.toISOString(),
    })
    .execute();
  await seedDemoCatalogue(trx, o.id, DEFAULT_TIME_ZONE, o.now);
  // Without a data folder (some tests) the salon simply has no pictures.
  if (o.pictures) await seedDemoImages(trx, o.id);
}

/** Seeds the public showcase salon once (idempotent). */
export async function ensureShowcaseSalon(db: Db, dataDir?: string): Promise<void> {
  if (dataDir) await ensureDemoImages(dataDir);
  if (await findProBySlug(db, SHOWCASE_SLUG)) return;
  await db.transaction().execute((trx) =>
    insertDemoPro(trx, {
      id: randomUUID(),
      slug: SHOWCASE_SLUG,
      expiresAt: null,
      pictures: !!dataDir,
      now: new Date(),
    }),
  );
}

/** Publishes the showcase's coming days as they come, so it never runs out of slots; returns how many. */
export async function topUpShowcase(db: Db, now = new Date()): Promise<number> {
  const showcase = await findProBySlug(db, SHOWCASE_SLUG);
  if (!showcase) return 0;
  return db.transaction().execute((trx) => topUpAvailabilities(trx, showcase.id, showcase.timeZone, now));
}

/**
 * A private copy of the demo salon for one visitor: their edits never show to anyone else, and it is
 * discarded after DEMO_TTL_MS. This is what makes /demo the same code path as the real space. No limit is
 * applied here (see startVisitorDemo); `beforeInsert` runs first inside the copy's transaction.
 */
export async function createVisitorDemo(
  db: Db,
  dataDir?: string,
  o: { clientKey?: string; beforeInsert?: (trx: Executor) => Promise<void> } = {},
): Promise<ProRow> {
  const id = randomUUID();
  const now = new Date();
  if (dataDir) await ensureDemoImages(dataDir);
  await db.transaction().execute(async (trx) => {
    await o.beforeInsert?.(trx);
    await insertDemoPro(trx, {
      id,
      slug: `demo-${randomUUID().slice(0, 12)}`,
      expiresAt: new Date(now.getTime() + DEMO_TTL_MS).toISOString(),
      pictures: !!dataDir,
      now,
    });
    const at = now.toISOString();
    await insertDemoCopy(trx, { proId: id, clientKey: o.clientKey ?? '', createdAt: at, lastActiveAt: at });
  });
  return (await findPro(db, id))!;
}

export interface DemoStartDeps {
  db: Db;
  dialect: Dialect;
  dataDir: string;
  startsPerIpPerHour: number;
  maxLiveCopies: number;
}

/** The per-address key of a client: a keyed hash of its network, so no address is ever stored. */
export const demoClientKey = (secret: string, ip: string) => hmac(secret, `demo-client:${clientNetwork(ip)}`);

const tooManyStarts = () => new AppError('rate_limited', demoMessages.tooManyStarts);

/**
 * Opens a new copy for a visitor without one, within the limits: at most `startsPerIpPerHour` live copies
 * opened by one client address in the last hour (counted in the database, so every instance agrees), and at
 * most `maxLiveCopies` copies in all, the least recently used going first to make room. A client at its
 * limit is refused rather than handed another visitor's copy: behind one address (an office, a mobile
 * carrier's NAT) there may be several people.
 */
export async function startVisitorDemo(deps: DemoStartDeps, clientKey: string): Promise<ProRow> {
  const since = () => new Date(Date.now() - DEMO_STARTS_WINDOW_MS).toISOString();
  const allowed = async (db: Executor) =>
    mayStartDemo(await countStartsSince(db, clientKey, since()), deps.startsPerIpPerHour);
  // Checked first without a lock, so a refused client never evicts anybody.
  if (!(await allowed(deps.db))) throw tooManyStarts();
  await makeRoom(deps, 1);
  return createVisitorDemo(deps.db, deps.dataDir, {
    clientKey,
    beforeInsert: async (trx) => {
      await lockClientStarts(trx, deps.dialect, clientKey);
      if (!(await allowed(trx))) throw tooManyStarts();
    },
  });
}

/**
 * Frees room for `needed` more copies under the cap: expired copies first (they may wait for the clean-up),
 * then the least recently used live ones. Returns how many copies went.
 */
export async function makeRoom(
  deps: Pick<DemoStartDeps, 'db' | 'dataDir' | 'maxLiveCopies'>,
  needed: number,
): Promise<number> {
  const cap = deps.maxLiveCopies - needed + 1;
  if (!copiesToEvict(await countDemoCopies(deps.db), cap)) return 0;
  let gone = await purgeExpiredDemos(deps.db);
  const ids = await leastRecentlyActive(deps.db, copiesToEvict(await countDemoCopies(deps.db), cap));
  gone += await deleteDemoCopies(deps.db, ids);
  // Their own uploads, if any, go now; the shared pictures are in no copy's folder.
  for (const id of ids) await removeProUploads(deps.dataDir, id);
  return gone;
}

/** Throws unless the professional is a visitor's demo copy. */
export function assertVisitorDemo(pro: ProRow): void {
  if (!pro.isDemo || !pro.demoExpiresAt)
    throw new AppError('forbidden', 'Cette action est réservée au mode démo.');
}

/** Removes visitor demo copies whose time is up (everything cascades; their folders go in the upload sweep). */
export async function purgeExpiredDemos(db: Db, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('pros')
    .where('isDemo', '=', 1)
    .where('demoExpiresAt', 'is not', null)
    .where('demoExpiresAt', '<', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
