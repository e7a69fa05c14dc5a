import type { Executor } from '../../db/database.js';

const feedColumns = ['id', 'proId', 'scope', 'staffId', 'showClient', 'includeAvailabilities'] as const;

export const listFeedRows = (db: Executor, proId: string) =>
  db.selectFrom('calendarFeeds').select(feedColumns).where('proId', '=', proId).execute();
export type FeedRow = Awaited<ReturnType<typeof listFeedRows>>[number];

/** A feed by its stored id, with its staff member's first name (the subscribed calendar's name). */
export const findFeedRow = (db: Executor, id: string) =>
  db
    .selectFrom('calendarFeeds as f')
    .leftJoin('staff as st', 'st.id', 'f.staffId')
    .select(['f.id', 'f.proId', 'f.scope', 'f.staffId', 'f.showClient', 'f.includeAvailabilities'])
    .select('st.prenom as staffPrenom')
    .where('f.id', '=', id)
    .executeTakeFirst();

/** Adds the feeds a professional does not have yet (a concurrent first opening may have added them). */
export async function insertMissingFeeds(
  db: Executor,
  rows: { id: string; proId: string; scope: string; staffId: string | null; createdAt: string }[],
): Promise<void> {
  if (!rows.length) return;
  await db
    .insertInto('calendarFeeds')
    .values(rows)
    .onConflict((oc) => oc.columns(['proId', 'scope']).doNothing())
    .execute();
}

export async function updateFeedRow(
  db: Executor,
  o: {
    proId: string;
    scope: string;
    changes: { id?: string; showClient?: number; includeAvailabilities?: number };
  },
): Promise<boolean> {
  const r = await db
    .updateTable('calendarFeeds')
    .set(o.changes)
    .where('proId', '=', o.proId)
    .where('scope', '=', o.scope)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

interface Window {
  proId: string;
  staffId: string | null;
  from: string;
  to: string;
}

/**
 * The window's appointments with their client, visitor identity and services: one indexed query on
 * (pro_id, starts_at), one row per service.
 */
export function feedAppointmentRows(db: Executor, w: Window) {
  let q = db
    .selectFrom('appointments as a')
    .leftJoin('clients as c', 'c.id', 'a.clientId')
    .leftJoin('appointmentServices as x', 'x.appointmentId', 'a.id')
    .leftJoin('services as s', 's.id', 'x.serviceId')
    .leftJoin('staff as st', 'st.id', 'a.staffId')
    .select([
      'a.id',
      'a.staffId',
      'a.startsAt',
      'a.endsAt',
      'a.createdAt',
      'a.visitorPrenom',
      'a.visitorNom',
      'a.visitorPhone',
      'c.prenom as clientPrenom',
      'c.nom as clientNom',
      'c.telPortable as clientPhone',
      's.name as serviceName',
      'st.prenom as staffPrenom',
    ])
    .where('a.proId', '=', w.proId)
    .where('a.startsAt', '>=', w.from)
    .where('a.startsAt', '<', w.to);
  if (w.staffId) q = q.where('a.staffId', '=', w.staffId);
  return q.orderBy('a.startsAt').orderBy('a.id').orderBy('s.position').execute();
}

/** Deleted appointments of the window, listed as CANCELLED. */
export function feedCancellationRows(db: Executor, w: Window & { since: string }) {
  let q = db
    .selectFrom('calendarFeedCancellations')
    .select(['appointmentId', 'startsAt', 'endsAt', 'cancelledAt'])
    .where('proId', '=', w.proId)
    .where('startsAt', '>=', w.from)
    .where('startsAt', '<', w.to)
    .where('cancelledAt', '>=', w.since);
  if (w.staffId) q = q.where('staffId', '=', w.staffId);
  return q.orderBy('startsAt').orderBy('appointmentId').execute();
}

/** Published availabilities of the window nobody has booked (when the owner shows them). */
export function feedAvailabilityRows(db: Executor, w: Window) {
  let q = db
    .selectFrom('availabilities as a')
    .leftJoin('bookedSlots as b', 'b.availabilityId', 'a.id')
    .leftJoin('staff as st', 'st.id', 'a.staffId')
    .select(['a.id', 'a.startsAt', 'a.endsAt', 'a.createdAt', 'st.prenom as staffPrenom'])
    .where('a.proId', '=', w.proId)
    .where('a.startsAt', '>=', w.from)
    .where('a.startsAt', '<', w.to)
    .where('b.appointmentId', 'is', null);
  if (w.staffId) q = q.where('a.staffId', '=', w.staffId);
  return q.orderBy('a.startsAt').orderBy('a.id').execute();
}

/** Cancellations older than `before` (maintenance): the feeds no longer list them. */
export async function purgeFeedCancellations(db: Executor, before: string): Promise<void> {
  await db.deleteFrom('calendarFeedCancellations').where('cancelledAt', '<', before).execute();
}
