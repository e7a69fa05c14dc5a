import type { Updateable } from 'kysely';
import type { Executor } from '../../db/database.js';
import { reusableQuery } from '../../db/statements.js';
import type { AppointmentsTable } from '../../db/schema.js';

const clientsWithEmailQuery = reusableQuery((db, p: (n: 'proId' | 'email') => never) =>
  db
    .selectFrom('clients')
    .select(['id', 'prenom', 'nom', 'email', 'telPortable'])
    .where('proId', '=', p('proId'))
    .where('email', '=', p('email'))
    .orderBy('createdAt')
    .orderBy('id')
    .limit(20),
);

/** The professional's clients with this e-mail (stored lower-cased by both schemas), oldest first. */
export const clientsWithEmail = (db: Executor, proId: string, email: string) =>
  clientsWithEmailQuery(db, { proId, email: email.trim().toLowerCase() });

export async function updateOnlineAppointment(
  db: Executor,
  id: string,
  changes: Updateable<AppointmentsTable>,
) {
  await db.updateTable('appointments').set(changes).where('id', '=', id).execute();
}

/** What an appointment is reminded with: its single reminder's checkboxes and its rules (JSON). */
export const reminderSetupOf = (db: Executor, id: string) =>
  db
    .selectFrom('appointments')
    .select(['notifySms', 'notifyMail', 'reminderRules'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

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

/** An online booking by its manage token, with its business, visitor and staff member. */
export async function findBookingRow(db: Executor, token: string) {
  return db
    .selectFrom('appointments as a')
    .innerJoin('pros as p', 'p.id', 'a.proId')
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
      // What the visitor typed, never the linked client record (which the professional may have edited).
      'a.visitorPrenom as clientPrenom',
      'a.visitorNom as clientNom',
      'a.visitorEmail as clientEmail',
      'a.visitorPhone as clientPhone',
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
