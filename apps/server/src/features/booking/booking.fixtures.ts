import { randomUUID } from 'node:crypto';
import {
  encodeSlotRef,
  parseSlotRef,
  staffListVersion,
  startsInMinute,
  zonedTimeToUtc,
} from '@quickrdv/core';
import type { Executor } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { findPro } from '../account/pros.repository.js';
import { loadCatalog } from './slots.repository.js';

/**
 * Factories for the public booking tests: a professional ready to take online bookings (business details,
 * two staff members, three services, Anna performing all and Marc cuts and beards), slots written straight
 * to the availabilities table (the availabilities feature owns its API).
 */
export async function bookableSalon(
  db: Executor,
  proId: string,
  o: { ville?: string; codePostal?: string; noticeHours?: number } = {},
) {
  await db
    .updateTable('pros')
    .set({
      adresse: '12 rue des Lilas',
      codePostal: o.codePostal ?? '69003',
      ville: o.ville ?? 'Lyon',
      tel1: '04 78 00 00 00',
      contactEmail: 'contact@salon.example',
      bookingNoticeHours: o.noticeHours ?? 24,
      onboardingDone: 1,
    })
    .where('id', '=', proId)
    .execute();
  const now = new Date().toISOString();
  const staff = async (prenom: string, nom: string, color: string, email: string, position: number) => {
    const id = randomUUID();
    await db
      .insertInto('staff')
      .values({ id, proId, prenom, nom, color, email, position, createdAt: now })
      .execute();
    return id;
  };
  const anna = await staff('Anna', 'Roux', 'e91e63', 'anna@salon.example', 0);
  const marc = await staff('Marc', 'Petit', '2196f3', '', 1);
  const categoryId = randomUUID();
  await db.insertInto('serviceCategories').values({ id: categoryId, proId, name: 'Coiffure' }).execute();
  const service = async (name: string, euros: number, minutes: number, position: number, extra = {}) => {
    const id = randomUUID();
    await db
      .insertInto('services')
      .values({
        id,
        proId,
        categoryId,
        name,
        amountCents: euros * 100,
        durationMinutes: minutes,
        position,
        createdAt: now,
        ...extra,
      })
      .execute();
    return id;
  };
  const cut = await service('Coupe', 25, 30, 0);
  const color = await service('Couleur', 55, 60, 1);
  const beard = await service('Barbe', 15, 15, 2, { categoryId: null });
  await db
    .insertInto('staffServices')
    .values([
      { staffId: anna, serviceId: cut },
      { staffId: anna, serviceId: color },
      { staffId: anna, serviceId: beard },
      { staffId: marc, serviceId: cut },
      { staffId: marc, serviceId: beard },
    ])
    .execute();
  const pro = (await findPro(db, proId)) as ProRow;
  return { pro, slug: pro.slug, anna, marc, cut, color, beard };
}
export type BookableSalon = Awaited<ReturnType<typeof bookableSalon>>;

/** A published availability on a Paris day at a wall-clock time; staffId null = 'Indifférent'. */
export async function addSlot(
  db: Executor,
  proId: string,
  o: {
    day: string;
    time: string;
    minutes?: number;
    staffId: string | null;
    serviceIds?: string[];
    timeZone?: string;
  },
): Promise<string> {
  const id = randomUUID();
  const start = zonedTimeToUtc(o.day, o.time, o.timeZone ?? 'Europe/Paris');
  await db
    .insertInto('availabilities')
    .values({
      id,
      proId,
      staffId: o.staffId,
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + (o.minutes ?? 30) * 60_000).toISOString(),
      createdAt: new Date().toISOString(),
    })
    .execute();
  if (o.serviceIds?.length)
    await db
      .insertInto('availabilityServices')
      .values(o.serviceIds.map((serviceId) => ({ availabilityId: id, serviceId })))
      .execute();
  return id;
}

/** A valid booking body; override what the test is about. */
export const bookingBody = (
  slotId: string,
  serviceIds: string[],
  overrides: Record<string, unknown> = {},
) => ({
  slotId,
  serviceIds,
  prenom: 'Sophie',
  nom: 'Durand',
  telPortable: '06 12 34 56 78',
  email: 'sophie@example.fr',
  acceptTerms: true,
  ...overrides,
});

/** Row counts of the tables a booking writes, for "nothing was written" checks. */
export async function bookingTableCounts(db: Executor) {
  const count = async (table: 'appointments' | 'clients' | 'outboxMessages' | 'jobs' | 'bookedSlots') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    appointments: await count('appointments'),
    clients: await count('clients'),
    outbox: await count('outboxMessages'),
    jobs: await count('jobs'),
    holds: await count('bookedSlots'),
  };
}

/** The id the public slot search gives an availability: its staff member's index, its start (slot-ref.ts). */
export async function publicSlotId(db: Executor, proId: string, availabilityId: string): Promise<string> {
  const row = await db
    .selectFrom('availabilities')
    .select(['staffId', 'startsAt'])
    .where('id', '=', availabilityId)
    .executeTakeFirstOrThrow();
  const { staff } = await loadCatalog(db, proId);
  const index = row.staffId === null ? null : staff.findIndex((x) => x.id === row.staffId);
  return encodeSlotRef(index, Date.parse(row.startsAt), staffListVersion(staff.map((x) => x.id)));
}

/** The availability a public slot id names (the first of that staff member starting in that minute). */
export async function availabilityOfSlot(db: Executor, proId: string, slotId: string): Promise<string> {
  const ref = parseSlotRef(slotId);
  if (!ref) return slotId;
  const { staff } = await loadCatalog(db, proId);
  const staffId = ref.staffIndex === null ? null : staff[ref.staffIndex]!.id;
  const rows = await db
    .selectFrom('availabilities')
    .select(['id', 'startsAt'])
    .where('proId', '=', proId)
    .where('staffId', staffId === null ? 'is' : '=', staffId)
    .orderBy('id')
    .execute();
  return rows.find((r) => startsInMinute(ref, Date.parse(r.startsAt)))!.id;
}
