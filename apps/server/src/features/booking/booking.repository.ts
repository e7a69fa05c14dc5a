import { toE164FrenchMobile } from '@quickrdv/core';
import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { AppointmentsTable, ClientsTable } from '../../db/schema.js';

/** The ways people write one French mobile number, to find a client typed '06 12 34 56 78' or '0612345678'. */
export function mobileSpellings(typed: string): string[] {
  const e164 = toE164FrenchMobile(typed);
  const national = `0${e164.slice(3)}`;
  const pairs = national.match(/\d{2}/g) ?? [];
  const rest = e164.slice(4).match(/\d{2}/g) ?? [];
  return [
    ...new Set([
      typed.trim(),
      national,
      e164,
      pairs.join(' '),
      pairs.join('.'),
      pairs.join('-'),
      `+33 ${e164[3]} ${rest.join(' ')}`,
    ]),
  ];
}

/** The professional's client with this e-mail, else with this mobile number (oldest first), if any. */
export async function findMatchingClient(db: Executor, proId: string, email: string, telPortable: string) {
  const columns = ['id', 'email', 'telPortable'] as const;
  const byEmail = await db
    .selectFrom('clients')
    .select(columns)
    .where('proId', '=', proId)
    .where('email', '=', email)
    .orderBy('createdAt')
    .orderBy('id')
    .executeTakeFirst();
  if (byEmail) return byEmail;
  return db
    .selectFrom('clients')
    .select(columns)
    .where('proId', '=', proId)
    .where('telPortable', 'in', mobileSpellings(telPortable))
    .orderBy('createdAt')
    .orderBy('id')
    .executeTakeFirst();
}

export async function insertClient(db: Executor, row: Insertable<ClientsTable>): Promise<void> {
  await db.insertInto('clients').values(row).execute();
}

export async function fillClientContact(
  db: Executor,
  id: string,
  changes: { email?: string; telPortable?: string },
) {
  if (Object.keys(changes).length)
    await db.updateTable('clients').set(changes).where('id', '=', id).execute();
}

export async function insertOnlineAppointment(
  db: Executor,
  row: Insertable<AppointmentsTable>,
): Promise<void> {
  await db.insertInto('appointments').values(row).execute();
}

export async function updateOnlineAppointment(
  db: Executor,
  id: string,
  changes: Updateable<AppointmentsTable>,
) {
  await db.updateTable('appointments').set(changes).where('id', '=', id).execute();
}

export async function insertAppointmentServices(db: Executor, appointmentId: string, serviceIds: string[]) {
  await db
    .insertInto('appointmentServices')
    .values(serviceIds.map((serviceId) => ({ appointmentId, serviceId })))
    .execute();
}

/**
 * Makes the appointment hold exactly these availabilities (a moved booking frees its previous ones). The
 * primary key on availability_id refuses one held by any other appointment, whatever the concurrency.
 */
export async function holdSlots(
  db: Executor,
  appointmentId: string,
  availabilityIds: string[],
): Promise<void> {
  await db.deleteFrom('bookedSlots').where('appointmentId', '=', appointmentId).execute();
  await db
    .insertInto('bookedSlots')
    .values(availabilityIds.map((availabilityId) => ({ availabilityId, appointmentId })))
    .execute();
}

export async function deleteOnlineAppointment(db: Executor, proId: string, id: string): Promise<void> {
  await db.deleteFrom('appointments').where('proId', '=', proId).where('id', '=', id).execute();
}

/** An online booking by its manage token, with its business, client and staff member. */
export async function findBookingRow(db: Executor, token: string) {
  return db
    .selectFrom('appointments as a')
    .innerJoin('pros as p', 'p.id', 'a.proId')
    .leftJoin('clients as c', 'c.id', 'a.clientId')
    .leftJoin('staff as s', 's.id', 'a.staffId')
    .select([
      'a.id',
      'a.proId',
      'a.staffId',
      'a.startsAt',
      'a.endsAt',
      'a.note',
      'a.manageToken',
      'p.slug',
      'p.nomSociete',
      'p.adresse',
      'p.codePostal',
      'p.ville',
      'p.tel1',
      'p.timeZone',
      'p.bookingNoticeHours',
      'p.isDemo',
      'p.contactEmail as proContactEmail',
      'p.email as proLoginEmail',
      'c.prenom as clientPrenom',
      'c.nom as clientNom',
      'c.email as clientEmail',
      'c.telPortable as clientPhone',
      's.prenom as staffPrenom',
      's.nom as staffNom',
      's.color as staffColor',
    ])
    .where('a.manageToken', '=', token)
    .where('a.source', '=', 'online')
    .executeTakeFirst();
}
export type BookingRow = NonNullable<Awaited<ReturnType<typeof findBookingRow>>>;

/** The services of an appointment, in the professional's order. */
export const servicesOfBooking = (db: Executor, appointmentId: string) =>
  db
    .selectFrom('appointmentServices as x')
    .innerJoin('services as s', 's.id', 'x.serviceId')
    .select(['s.id', 's.name', 's.amountCents', 's.durationMinutes'])
    .where('x.appointmentId', '=', appointmentId)
    .orderBy('s.position')
    .orderBy('s.name')
    .execute();
export type BookingServiceRow = Awaited<ReturnType<typeof servicesOfBooking>>[number];
