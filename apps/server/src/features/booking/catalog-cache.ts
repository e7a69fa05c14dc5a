import { RecentMap } from '@quickrdv/core';
import type { Executor } from '../../db/database.js';
import { registeredSqlite } from '../../db/statements.js';
import { requireBookingPro } from '../public-profile/public-pro.js';
import type { BookingProRead } from '../public-profile/public-pro.repository.js';
import { loadCatalog, loadCatalogBySlug, type LoadedCatalog } from './slots.repository.js';

/** Salons whose catalogue is kept, per database: beyond, the least recently booked is read again. */
const KEPT = 1000;

interface Kept {
  version: number;
  catalog: LoadedCatalog;
}
/** Per database (its Kysely adapter, which its transactions share), by professional. */
const byDatabase = new WeakMap<object, RecentMap<string, Kept>>();

/**
 * A booking's professional (open for bookings, else the 404) and bookable catalogue. SQLite: the catalogue
 * loadCatalog read last under the professional's catalogue version, read again only when that changed
 * (catalog_versions, which triggers change in the transaction of any write to services, categories, staff or
 * their links, from any process); the version comes with the professional's row (findBookingPro), so a
 * booking skips two queries. A catalogue read after its version can only be newer than that version: the next
 * booking then sees a newer version and reads it again. PostgreSQL: no cache (migration 0026 says why); the
 * catalogue is read by slug beside the professional, one round trip instead of two in a row.
 * A kept catalogue is shared between bookings: its lists and their entries are frozen, so no caller changes them.
 */
export async function bookingProAndCatalog(
  db: Executor,
  slug: string,
): Promise<{ pro: BookingProRead; catalog: LoadedCatalog }> {
  if (!registeredSqlite(db)) {
    const [pro, catalog] = await Promise.all([requireBookingPro(db, slug), loadCatalogBySlug(db, slug)]);
    return { pro, catalog };
  }
  const pro = await requireBookingPro(db, slug);
  const adapter = db.getExecutor().adapter;
  let kept = byDatabase.get(adapter);
  if (!kept) byDatabase.set(adapter, (kept = new RecentMap(KEPT)));
  const version = pro.catalogVersion ?? 0;
  const hit = kept.get(pro.id);
  if (hit?.version === version) return { pro, catalog: hit.catalog };
  const catalog = frozen(await loadCatalog(db, pro.id));
  kept.set(pro.id, { version, catalog });
  return { pro, catalog };
}

function frozen(c: LoadedCatalog): LoadedCatalog {
  for (const s of c.services) Object.freeze(s);
  for (const s of c.staff) Object.freeze(s);
  Object.freeze(c.services);
  Object.freeze(c.staff);
  return Object.freeze(c);
}

/**
 * Numbers of professionals that are gone (no foreign key: see migration 0026; a deleted account or an
 * expired demo copy leaves its row; SQLite only has any); run by the maintenance loop.
 */
export async function purgeOrphanCatalogVersions(db: Executor): Promise<void> {
  await db
    .deleteFrom('catalogVersions')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('pros').select('pros.id').whereRef('pros.id', '=', 'catalogVersions.proId'))),
    )
    .execute();
}
