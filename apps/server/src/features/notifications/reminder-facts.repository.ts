import type { Executor } from '../../db/database.js';

/** Everything a reminder says, read fresh when it is sent (the client may have changed their number). */
export async function loadReminderFacts(db: Executor, appointmentId: string) {
  const row = await db
    .selectFrom('appointments as a')
    .innerJoin('pros as p', 'p.id', 'a.proId')
    .leftJoin('clients as c', 'c.id', 'a.clientId')
    .leftJoin('staff as s', 's.id', 'a.staffId')
    .select([
      'a.id',
      'a.proId',
      'a.startsAt',
      'a.endsAt',
      'p.nomSociete',
      'p.timeZone',
      'p.adresse',
      'p.codePostal',
      'p.ville',
      'p.isDemo',
      'c.id as clientId',
      // An online booking is reminded to the person who typed it; the professional's own appointments to
      // their client's current contact.
      (eb) => eb.fn.coalesce('a.visitorPrenom', 'c.prenom').as('clientPrenom'),
      (eb) => eb.fn.coalesce('a.visitorEmail', 'c.email').as('clientEmail'),
      (eb) => eb.fn.coalesce('a.visitorPhone', 'c.telPortable').as('clientPhone'),
      's.prenom as staffPrenom',
    ])
    .where('a.id', '=', appointmentId)
    .executeTakeFirst();
  if (!row) return undefined;
  const services = await db
    .selectFrom('appointmentServices as x')
    .innerJoin('services as s', 's.id', 'x.serviceId')
    .select('s.name')
    .where('x.appointmentId', '=', appointmentId)
    .orderBy('s.position')
    .orderBy('s.name')
    .execute();
  return { ...row, services: services.map((s) => s.name) };
}
