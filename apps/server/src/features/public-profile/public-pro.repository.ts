import type { Executor } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { reusableQuery } from '../../db/statements.js';

const SLUG_RE = /^[a-z0-9-]{1,100}$/;

/** The columns an online booking reads (its plan, texts and reminders): not the page's long texts. */
export const BOOKING_PRO_COLUMNS = [
  'id',
  'slug',
  'nomSociete',
  'adresse',
  'codePostal',
  'ville',
  'tel1',
  'email',
  'contactEmail',
  'timeZone',
  'bookingNoticeHours',
  'reminderDefaults',
  'isDemo',
] as const;
export type BookingPro = Pick<ProRow, (typeof BOOKING_PRO_COLUMNS)[number]>;
/** What a booking reads: its columns, and the catalogue's version (migration 0026; null before any write). */
export type BookingProRead = BookingPro & { catalogVersion: number | null };

/** The professionals whose public routes are open, by slug (the rules are findPublicPro's). */
const openProBySlug = (db: Executor, p: (n: 'slug' | 'now') => never) =>
  db
    .selectFrom('pros')
    .where('slug', '=', p('slug'))
    .where((eb) =>
      eb.or([eb('isDemo', '=', 0), eb('demoExpiresAt', 'is', null), eb('demoExpiresAt', '>', p('now'))]),
    )
    .where('deletionRequestedAt', 'is', null)
    // Set up enough to take bookings: onboarding done, or at least one service (the directory's rule too).
    .where((eb) =>
      eb.or([
        eb('onboardingDone', '=', 1),
        eb.exists(eb.selectFrom('services').select('services.id').whereRef('services.proId', '=', 'pros.id')),
      ]),
    );

// Every public request reads it: compiled once (db/statements.ts).
const publicProQuery = reusableQuery((db, p: (n: 'slug' | 'now') => never) =>
  openProBySlug(db, p).selectAll(),
);
// A booking reads only its columns: a whole row with the page's texts costs several times more to read.
const bookingProQuery = reusableQuery((db, p: (n: 'slug' | 'now') => never) =>
  openProBySlug(db, p)
    .select(BOOKING_PRO_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('catalogVersions as cv')
        .select('cv.version')
        .whereRef('cv.proId', '=', 'pros.id')
        .as('catalogVersion'),
    ),
);

/**
 * A professional whose public page, slots and booking are open, found by slug: not an account whose deletion
 * was requested, and not an expired demo copy. A visitor's live demo copy is open by its unguessable slug, so
 * the demo shows the whole journey (book on one's own widget, see it arrive in one's calendar); the directory
 * never lists copies.
 */
export async function findPublicPro(db: Executor, slug: string): Promise<ProRow | undefined> {
  if (!SLUG_RE.test(slug)) return undefined;
  return (await publicProQuery(db, { slug, now: new Date().toISOString() }))[0];
}

/** findPublicPro's professional, with only what an online booking reads. */
export async function findBookingPro(db: Executor, slug: string): Promise<BookingProRead | undefined> {
  if (!SLUG_RE.test(slug)) return undefined;
  return (await bookingProQuery(db, { slug, now: new Date().toISOString() }))[0];
}
