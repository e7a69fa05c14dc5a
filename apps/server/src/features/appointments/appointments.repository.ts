import type { ServiceRef } from '@quickrdv/core';
import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { AppointmentsTable } from '../../db/schema.js';

/** Appointments with their client and staff member, by start time. */
export async function listAppointmentRows(
  db: Executor,
  f: { proId: string; from?: string; to?: string; id?: string },
) {
  let q = db
    .selectFrom('appointments as a')
    .leftJoin('clients as c', 'c.id', 'a.clientId')
    .leftJoin('staff as s', 's.id', 'a.staffId')
    .selectAll('a')
    .select([
      'c.nom as clientNom',
      'c.prenom as clientPrenom',
      'c.type as clientType',
      's.prenom as staffPrenom',
      's.nom as staffNom',
      's.color as staffColor',
    ])
    .where('a.proId', '=', f.proId);
  if (f.id) q = q.where('a.id', '=', f.id);
  if (f.from) q = q.where('a.startsAt', '>=', f.from);
  if (f.to) q = q.where('a.startsAt', '<', f.to);
  return q.orderBy('a.startsAt').orderBy('a.id').execute();
}
export type AppointmentListRow = Awaited<ReturnType<typeof listAppointmentRows>>[number];

export async function servicesOfAppointments(
  db: Executor,
  ids: string[],
): Promise<Map<string, ServiceRef[]>> {
  const map = new Map<string, ServiceRef[]>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('appointmentServices as x')
      .innerJoin('services as s', 's.id', 'x.serviceId')
      .select(['x.appointmentId', 's.id', 's.name', 's.color'])
      .where('x.appointmentId', 'in', ids.slice(i, i + 500))
      .orderBy('s.position')
      .orderBy('s.name')
      .execute();
    for (const r of rows)
      map.set(r.appointmentId, [
        ...(map.get(r.appointmentId) ?? []),
        { id: r.id, name: r.name, color: r.color },
      ]);
  }
  return map;
}

export async function insertAppointment(db: Executor, row: Insertable<AppointmentsTable>): Promise<void> {
  await db.insertInto('appointments').values(row).execute();
}

export async function updateAppointmentRow(db: Executor, id: string, changes: Updateable<AppointmentsTable>) {
  if (Object.keys(changes).length)
    await db.updateTable('appointments').set(changes).where('id', '=', id).execute();
}

export async function replaceAppointmentServices(db: Executor, appointmentId: string, serviceIds: string[]) {
  await db.deleteFrom('appointmentServices').where('appointmentId', '=', appointmentId).execute();
  if (serviceIds.length) {
    await db
      .insertInto('appointmentServices')
      .values(serviceIds.map((serviceId) => ({ appointmentId, serviceId })))
      .execute();
  }
}

export async function deleteAppointmentRow(db: Executor, proId: string, id: string): Promise<void> {
  await db.deleteFrom('appointments').where('proId', '=', proId).where('id', '=', id).execute();
}

/** Another appointment of the same staff member overlapping [startsAt, endsAt), if any. */
export async function overlappingAppointment(
  db: Executor,
  o: { proId: string; staffId: string; startsAt: string; endsAt: string; excludeId?: string },
) {
  let q = db
    .selectFrom('appointments')
    .select('id')
    .where('proId', '=', o.proId)
    .where('staffId', '=', o.staffId)
    .where('startsAt', '<', o.endsAt)
    .where('endsAt', '>', o.startsAt);
  if (o.excludeId) q = q.where('id', '!=', o.excludeId);
  return q.limit(1).executeTakeFirst();
}

/** An availability of the professional and the appointment holding it (booked_slots), if any. */
export const availabilityForBooking = (db: Executor, proId: string, id: string) =>
  db
    .selectFrom('availabilities as a')
    .leftJoin('bookedSlots as b', 'b.availabilityId', 'a.id')
    .select(['a.id', 'b.appointmentId'])
    .where('a.proId', '=', proId)
    .where('a.id', '=', id)
    .executeTakeFirst();

/** Records that the appointment takes this availability; the primary key refuses a second holder. */
export async function holdAvailability(db: Executor, appointmentId: string, availabilityId: string) {
  await db.insertInto('bookedSlots').values({ availabilityId, appointmentId }).execute();
}

/** Frees every availability the appointment holds (one, or several for an online booking). */
export async function releaseHolds(db: Executor, appointmentId: string): Promise<void> {
  await db.deleteFrom('bookedSlots').where('appointmentId', '=', appointmentId).execute();
}

/** The manage token of an online booking (null for the professional's own appointments). */
export async function manageTokenOf(db: Executor, proId: string, id: string): Promise<string | null> {
  const row = await db
    .selectFrom('appointments')
    .select('manageToken')
    .where('proId', '=', proId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.manageToken ?? null;
}
