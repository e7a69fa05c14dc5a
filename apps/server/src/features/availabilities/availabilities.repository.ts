import type { ServiceRef } from '@quickrdv/core';
import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { AvailabilitiesTable } from '../../db/schema.js';

const CHUNK = 500;

export interface AvailabilityFilter {
  proId: string;
  /** startsAt >= from (ISO). */
  from?: string;
  /** startsAt < to (ISO). */
  to?: string;
  ids?: string[];
  unbookedOnly?: boolean;
}

/**
 * Availabilities with their staff member and the appointment holding them (booked_slots: by the
 * professional or online), if any, by start time.
 */
export async function listAvailabilities(db: Executor, f: AvailabilityFilter) {
  const chunks = f.ids ? chunk(f.ids) : [null];
  const out = [];
  for (const ids of chunks) {
    let q = db
      .selectFrom('availabilities as a')
      .leftJoin('staff as s', 's.id', 'a.staffId')
      .leftJoin('bookedSlots as b', 'b.availabilityId', 'a.id')
      .select([
        'a.id',
        'a.staffId',
        'a.startsAt',
        'a.endsAt',
        'a.note',
        'a.seriesId',
        's.prenom as staffPrenom',
        's.nom as staffNom',
        's.color as staffColor',
        'b.appointmentId as appointmentId',
      ])
      .where('a.proId', '=', f.proId);
    if (ids) q = q.where('a.id', 'in', ids);
    if (f.from) q = q.where('a.startsAt', '>=', f.from);
    if (f.to) q = q.where('a.startsAt', '<', f.to);
    if (f.unbookedOnly) q = q.where('b.appointmentId', 'is', null);
    out.push(...(await q.orderBy('a.startsAt').orderBy('a.id').execute()));
  }
  return out;
}
export type AvailabilityListRow = Awaited<ReturnType<typeof listAvailabilities>>[number];

/** The services of each availability of a list, in one query per chunk. */
export async function servicesOfAvailabilities(
  db: Executor,
  ids: string[],
): Promise<Map<string, ServiceRef[]>> {
  const map = new Map<string, ServiceRef[]>();
  for (const part of chunk(ids)) {
    const rows = await db
      .selectFrom('availabilityServices as x')
      .innerJoin('services as s', 's.id', 'x.serviceId')
      .select(['x.availabilityId', 's.id', 's.name', 's.color'])
      .where('x.availabilityId', 'in', part)
      .orderBy('s.position')
      .orderBy('s.name')
      .execute();
    for (const r of rows) {
      const list = map.get(r.availabilityId) ?? [];
      list.push({ id: r.id, name: r.name, color: r.color });
      map.set(r.availabilityId, list);
    }
  }
  return map;
}

/** Inserts rows and their service links with multi-row statements (bound parameters stay under both limits). */
export async function insertAvailabilities(
  db: Executor,
  rows: Insertable<AvailabilitiesTable>[],
  serviceIds: string[],
) {
  for (const part of chunk(rows)) await db.insertInto('availabilities').values(part).execute();
  if (!serviceIds.length) return;
  const links = rows.flatMap((r) => serviceIds.map((serviceId) => ({ availabilityId: r.id, serviceId })));
  for (const part of chunk(links, 1000)) await db.insertInto('availabilityServices').values(part).execute();
}

export async function replaceAvailabilityServices(
  db: Executor,
  availabilityId: string,
  serviceIds: string[],
) {
  await db.deleteFrom('availabilityServices').where('availabilityId', '=', availabilityId).execute();
  if (serviceIds.length) {
    await db
      .insertInto('availabilityServices')
      .values(serviceIds.map((serviceId) => ({ availabilityId, serviceId })))
      .execute();
  }
}

export async function updateAvailabilityRow(
  db: Executor,
  id: string,
  changes: { staffId?: string | null; startsAt?: string; endsAt?: string; note?: string },
) {
  if (Object.keys(changes).length)
    await db.updateTable('availabilities').set(changes).where('id', '=', id).execute();
}

/**
 * Deletes the given availabilities of a professional; with `unbookedAfter`, only unbooked ones starting
 * later. booked_slots cascades on an availability's deletion: callers delete a booked one only after
 * refusing (or, with `unbookedAfter`, never), so no hold is dropped silently.
 */
export async function deleteAvailabilities(
  db: Executor,
  o: { proId: string; ids: string[]; unbookedAfter?: string },
) {
  let deleted = 0;
  for (const ids of chunk(o.ids)) {
    let q = db.deleteFrom('availabilities').where('proId', '=', o.proId).where('id', 'in', ids);
    if (o.unbookedAfter) {
      q = q
        .where('startsAt', '>', o.unbookedAfter)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('bookedSlots')
                .select('bookedSlots.appointmentId')
                .whereRef('bookedSlots.availabilityId', '=', 'availabilities.id'),
            ),
          ),
        );
    }
    deleted += Number((await q.executeTakeFirst()).numDeletedRows);
  }
  return deleted;
}

/** Ids of a professional's unbooked availabilities starting in any of the given [from, to) ISO ranges, after `after`. */
export async function unbookedIdsInRanges(
  db: Executor,
  o: { proId: string; ranges: { from: string; to: string }[]; after: string },
) {
  if (!o.ranges.length) return [];
  const rows = await db
    .selectFrom('availabilities as a')
    .leftJoin('bookedSlots as b', 'b.availabilityId', 'a.id')
    .select('a.id')
    .where('a.proId', '=', o.proId)
    .where('a.startsAt', '>', o.after)
    .where('b.appointmentId', 'is', null)
    .where((eb) =>
      eb.or(o.ranges.map((r) => eb.and([eb('a.startsAt', '>=', r.from), eb('a.startsAt', '<', r.to)]))),
    )
    .execute();
  return rows.map((r) => r.id);
}

/** How many availabilities of a professional start in [from, to), one row left out if given (the one moved). */
export async function countAvailabilitiesBetween(
  db: Executor,
  o: { proId: string; from: string; to: string; excludeId?: string },
) {
  let q = db
    .selectFrom('availabilities')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('proId', '=', o.proId)
    .where('startsAt', '>=', o.from)
    .where('startsAt', '<', o.to);
  if (o.excludeId) q = q.where('id', '!=', o.excludeId);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}

function chunk<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
