import { randomUUID } from 'node:crypto';
import { addDays, daysBetween, splitRange, utcToZoned, weekdayOf, zonedTimeToUtc } from '@quickrdv/core';
import type { Executor } from '../../db/database.js';
import { demoClients, demoOpeningHours, demoReviews, demoServices, demoStaff } from './demo-salon.data.js';

const SLOT_MINUTES = 30;
const WEEKS = 4;

/**
 * Fills a professional with the demo salon's catalogue and calendar: services in categories, three staff
 * members, opening hours, availabilities over the coming weeks, a few appointments and reviews.
 */
export async function seedDemoCatalogue(trx: Executor, proId: string, timeZone: string, now = new Date()) {
  const createdAt = now.toISOString();
  const categoryIds = new Map<string, string>();
  for (const [category] of demoServices) {
    if (!categoryIds.has(category)) categoryIds.set(category, randomUUID());
  }
  await trx
    .insertInto('serviceCategories')
    .values([...categoryIds].map(([name, id]) => ({ id, proId, name })))
    .execute();
  const services = demoServices.map(([category, name, euros, minutes], position) => ({
    id: randomUUID(),
    proId,
    categoryId: categoryIds.get(category)!,
    name,
    amountCents: euros * 100,
    durationMinutes: minutes,
    position,
    createdAt,
  }));
  await trx.insertInto('services').values(services).execute();

  const staff = demoStaff.map((s, position) => ({ id: randomUUID(), proId, ...s, position, createdAt }));
  await trx.insertInto('staff').values(staff).execute();
  await trx
    .insertInto('staffServices')
    .values(staff.flatMap((s) => services.map((svc) => ({ staffId: s.id, serviceId: svc.id }))))
    .execute();

  const hours = Object.entries(demoOpeningHours).flatMap(([weekday, ranges]) =>
    ranges.map(([opens, closes], rangeIndex) => ({
      proId,
      weekday: Number(weekday),
      rangeIndex,
      opens,
      closes,
    })),
  );
  await trx.insertInto('openingHours').values(hours).execute();

  // No service links: an availability without any offers every service, as each staff member does here.
  const availabilities = await seedAvailabilities(trx, {
    proId,
    timeZone,
    now,
    staffIds: staff.map((s) => s.id),
  });

  await seedAppointments(trx, { proId, createdAt, availabilities, serviceIds: services.map((s) => s.id) });
  await trx
    .insertInto('reviews')
    .values(
      demoReviews.map((r) => ({
        id: randomUUID(),
        proId,
        prenom: r.prenom,
        rating: r.rating,
        message: r.message,
        replyMessage: r.reply ?? null,
        replyAt: r.reply ? new Date(now.getTime() - (r.daysAgo - 1) * 86_400_000).toISOString() : null,
        createdAt: new Date(now.getTime() - r.daysAgo * 86_400_000).toISOString(),
        // The demo shows reviews as the product gives them: after an appointment, the day before.
        verified: 1,
        visitAt: new Date(now.getTime() - (r.daysAgo + 1) * 86_400_000).toISOString(),
        appointmentId: null,
        reportedAt: null,
        reportReason: null,
        reportDetails: null,
      })),
    )
    .execute();
}

type SeededAvailability = { id: string; staffId: string; startsAt: string; endsAt: string };

async function seedAvailabilities(
  trx: Executor,
  o: { proId: string; timeZone: string; now: Date; staffIds: string[]; fromDay?: number },
): Promise<SeededAvailability[]> {
  const today = utcToZoned(o.now, o.timeZone).day;
  const rows: (SeededAvailability & { proId: string; createdAt: string })[] = [];
  for (let d = o.fromDay ?? 1; d <= WEEKS * 7; d++) {
    const day = addDays(today, d);
    const ranges = demoOpeningHours[weekdayOf(day)];
    if (!ranges) continue;
    // Every staff member publishes the whole opening hours as contiguous slots, as a salon publishing from
    // its opening hours does: every service (up to the 2-hour balayage) and two-service visits fit each
    // open day, which is what the home page shows off.
    for (const staffId of o.staffIds)
      for (const [opens, closes] of ranges)
        for (const slot of splitRange(opens, closes, SLOT_MINUTES)) {
          const start = zonedTimeToUtc(day, slot.start, o.timeZone);
          const end = zonedTimeToUtc(day, slot.end, o.timeZone);
          rows.push({
            id: randomUUID(),
            proId: o.proId,
            staffId,
            startsAt: start.toISOString(),
            endsAt: end.toISOString(),
            createdAt: o.now.toISOString(),
          });
        }
  }
  // Chunked: SQLite caps the number of bound parameters per statement.
  for (let i = 0; i < rows.length; i += 100)
    await trx
      .insertInto('availabilities')
      .values(rows.slice(i, i + 100))
      .execute();
  return rows;
}

async function seedAppointments(
  trx: Executor,
  o: { proId: string; createdAt: string; availabilities: SeededAvailability[]; serviceIds: string[] },
) {
  const clients = demoClients.map((c, i) => ({
    id: randomUUID(),
    proId: o.proId,
    type: i === 1 ? 'client internet' : 'client pro',
    ...c,
    createdAt: o.createdAt,
  }));
  await trx.insertInto('clients').values(clients).execute();
  // Book a few of the published slots: the 2nd, 5th and 9th of the coming ones.
  const booked = [1, 4, 8].map((i) => o.availabilities[i]).filter((a): a is SeededAvailability => !!a);
  const appointments = booked.map((a, i) => {
    const client = clients[i % clients.length]!;
    const online = client.type === 'client internet';
    return {
      id: randomUUID(),
      proId: o.proId,
      clientId: client.id,
      staffId: a.staffId,
      availabilityId: a.id,
      startsAt: a.startsAt,
      endsAt: a.endsAt,
      source: online ? 'online' : 'pro',
      createdAt: o.createdAt,
      // An online booking keeps what its visitor typed (every row has the same columns: one multi-row insert).
      visitorPrenom: online ? client.prenom : null,
      visitorNom: online ? client.nom : null,
      visitorEmail: online ? client.email : null,
      visitorPhone: online ? client.telPortable : null,
    };
  });
  if (!appointments.length) return;
  await trx.insertInto('appointments').values(appointments).execute();
  // Each takes its availability: booked_slots is what the calendars and the booking search read.
  await trx
    .insertInto('bookedSlots')
    .values(appointments.map((a) => ({ availabilityId: a.availabilityId, appointmentId: a.id })))
    .execute();
  await trx
    .insertInto('appointmentServices')
    .values(
      appointments.map((a, i) => ({
        appointmentId: a.id,
        serviceId: o.serviceIds[i % o.serviceIds.length]!,
      })),
    )
    .execute();
}

/**
 * Keeps the showcase salon bookable on a server that runs for weeks: publishes its opening hours on the days
 * after its last availability, up to WEEKS ahead (run by the maintenance loop; a no-op when up to date).
 */
export async function topUpAvailabilities(db: Executor, proId: string, timeZone: string, now = new Date()) {
  const last = await db
    .selectFrom('availabilities')
    .select((eb) => eb.fn.max('startsAt').as('last'))
    .where('proId', '=', proId)
    .executeTakeFirst();
  const today = utcToZoned(now, timeZone).day;
  const lastDay = last?.last ? utcToZoned(new Date(last.last), timeZone).day : today;
  const fromDay = Math.max(1, daysBetween(today, lastDay) + 1);
  if (fromDay > WEEKS * 7) return 0;
  const staffIds = (
    await db.selectFrom('staff').select('id').where('proId', '=', proId).orderBy('position').execute()
  ).map((s) => s.id);
  return (await seedAvailabilities(db, { proId, timeZone, now, staffIds, fromDay })).length;
}
