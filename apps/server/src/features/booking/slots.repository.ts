import type { AppointmentInput, BookingCatalog, PublicStaff, SlotInput } from '@quickrdv/core';
import type { ExpressionBuilder } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { reusableQuery } from '../../db/statements.js';
import { busyTimesAround } from '../calendar-sync/busy-time.repository.js';

export interface CatalogService {
  id: string;
  name: string;
  categoryId: string | null;
  categoryName: string | null;
  amountCents: number;
  durationMinutes: number;
  description: string;
  color: string | null;
  /** The questionnaire it asks at booking, if any. */
  questionnaireId: string | null;
}
export interface CatalogStaff extends PublicStaff {
  email: string;
}

/** What a professional offers online: visible services in order, staff members, who performs what. */
export interface LoadedCatalog extends BookingCatalog {
  services: CatalogService[];
  staff: CatalogStaff[];
  staffById: Map<string, CatalogStaff>;
}

// The hot reads of the slot search and of every booking, compiled once (statements.ts). Shape 'slug': the
// professional named by slug, so they can run beside the professional's own read (loadCatalogBySlug).
type CatalogParam = (n: 'proId' | 'slug') => never;
const ownedBy = (p: CatalogParam, shape: string) =>
  shape === 'slug'
    ? (eb: ExpressionBuilder<DB, 'pros'>) =>
        eb.selectFrom('pros').select('pros.id').where('pros.slug', '=', p('slug'))
    : p('proId');
const servicesQuery = reusableQuery((db, p: CatalogParam, shape) =>
  db
    .selectFrom('services')
    .leftJoin('serviceCategories as c', 'c.id', 'services.categoryId')
    .select([
      'services.id',
      'services.name',
      'services.categoryId',
      'c.name as categoryName',
      'services.amountCents',
      'services.durationMinutes',
      'services.description',
      'services.color',
      'services.questionnaireId',
    ])
    .where('services.proId', '=', ownedBy(p, shape) as never)
    .where('services.visible', '=', 1)
    .orderBy('services.position')
    .orderBy('services.createdAt')
    .orderBy('services.id'),
);
const staffQuery = reusableQuery((db, p: CatalogParam, shape) =>
  db
    .selectFrom('staff')
    .leftJoin('staffServices as x', 'x.staffId', 'staff.id')
    .select(['staff.id', 'staff.prenom', 'staff.nom', 'staff.color', 'staff.email', 'x.serviceId'])
    .where('staff.proId', '=', ownedBy(p, shape) as never)
    .orderBy('staff.position')
    .orderBy('staff.createdAt')
    .orderBy('staff.id'),
);

/** The bookable catalogue in two small indexed queries (services; staff with their service links). */
export const loadCatalog = (db: Executor, proId: string): Promise<LoadedCatalog> =>
  readCatalog(db, { proId, slug: null }, '');

/**
 * The same, of the professional with this slug: on PostgreSQL it runs beside findBookingPro instead of
 * after it (one round trip fewer). The caller ignores it unless that read found an open professional;
 * were the slug given to another account between the two reads, the catalogue would not match the
 * professional's slots and the booking would be refused, never misbooked.
 */
export const loadCatalogBySlug = (db: Executor, slug: string): Promise<LoadedCatalog> =>
  readCatalog(db, { proId: null, slug }, 'slug');

async function readCatalog(
  db: Executor,
  key: { proId: string | null; slug: string | null },
  shape: string,
): Promise<LoadedCatalog> {
  const [services, staffRows] = await Promise.all([
    servicesQuery(db, key, shape),
    staffQuery(db, key, shape),
  ]);
  const durations = new Map(services.map((s) => [s.id, s.durationMinutes]));
  const staffById = new Map<string, CatalogStaff>();
  const staffServices = new Map<string, Set<string>>();
  for (const r of staffRows) {
    if (!staffById.has(r.id))
      staffById.set(r.id, { id: r.id, prenom: r.prenom, nom: r.nom, color: r.color, email: r.email });
    const performs = staffServices.get(r.id) ?? new Set<string>();
    if (r.serviceId && durations.has(r.serviceId)) performs.add(r.serviceId);
    staffServices.set(r.id, performs);
  }
  return { services, staff: [...staffById.values()], staffById, durations, staffServices };
}

export interface WindowQuery {
  proId: string;
  /** Availabilities starting in [slotsFrom, slotsTo). */
  slotsFrom: Date;
  slotsTo: Date;
  /** Only this staff member's availabilities (null: only 'Indifférent' ones); undefined: all. */
  staffId?: string | null;
  /** The booking being moved: the availabilities it holds count as free. */
  ignoreAppointmentId?: string;
}

const windowQuery = reusableQuery((db, p: (n: 'proId' | 'from' | 'to' | 'staffId') => never, staff) => {
  const q = db
    .selectFrom('availabilities as a')
    .leftJoin('availabilityServices as x', 'x.availabilityId', 'a.id')
    .leftJoin('bookedSlots as b', 'b.availabilityId', 'a.id')
    .select(['a.id', 'a.staffId', 'a.startsAt', 'a.endsAt', 'x.serviceId', 'b.appointmentId as heldBy'])
    .where('a.proId', '=', p('proId'))
    .where('a.startsAt', '>=', p('from'))
    .where('a.startsAt', '<', p('to'));
  return staff === 'all'
    ? q
    : staff === 'none'
      ? q.where('a.staffId', 'is', null)
      : q.where('a.staffId', '=', p('staffId'));
});

/**
 * The availabilities of a window with their services (one indexed query on pro_id, starts_at), and the
 * appointments that may overlap them (a second one). An availability with a booked_slots row is taken,
 * whoever holds it (the professional or an online booking) and wherever that appointment now is: it is
 * left out here, as the professional's calendar shows it booked, unless its holder is the moved booking.
 */
export async function loadWindow(
  db: Executor,
  w: WindowQuery,
): Promise<{ slots: SlotInput[]; appointments: AppointmentInput[] }> {
  // Three independent reads: side by side on PostgreSQL's pool (one round trip of waiting, not three).
  const [rows, busy, appointments] = await Promise.all([
    windowQuery(
      db,
      { proId: w.proId, from: w.slotsFrom.toISOString(), to: w.slotsTo.toISOString(), staffId: w.staffId },
      w.staffId === undefined ? 'all' : w.staffId === null ? 'none' : 'one',
    ),
    // Imported calendars' busy times count as appointments of their staff member (calendar-sync).
    busyTimesAround(db, { proId: w.proId, from: w.slotsFrom, to: w.slotsTo }),
    appointmentsAround(db, w),
  ]);
  const slots = new Map<string, SlotInput & { serviceIds: string[] }>();
  for (const r of rows) {
    if (r.heldBy !== null && r.heldBy !== w.ignoreAppointmentId) continue;
    let s = slots.get(r.id);
    if (!s) {
      s = {
        id: r.id,
        staffId: r.staffId,
        startsAt: Date.parse(r.startsAt),
        endsAt: Date.parse(r.endsAt),
        serviceIds: [],
      };
      slots.set(r.id, s);
    }
    if (r.serviceId) s.serviceIds.push(r.serviceId);
  }
  return { slots: [...slots.values()], appointments: [...appointments, ...busy] };
}

/** An appointment lasts at most a day (25 hours on the autumn change): earlier starts cannot overlap. */
const LONGEST_APPOINTMENT_MS = 26 * 3600_000;
/** An availability lasts at most a day: appointments starting later cannot overlap the window's slots. */
const LONGEST_AVAILABILITY_MS = 26 * 3600_000;

const appointmentsQuery = reusableQuery(
  (db, p: (n: 'proId' | 'after' | 'from' | 'to' | 'staffId') => never, staff) => {
    const q = db
      .selectFrom('appointments as ap')
      .select(['ap.id', 'ap.staffId', 'ap.startsAt', 'ap.endsAt'])
      .where('ap.proId', '=', p('proId'))
      .where('ap.startsAt', '>=', p('from'))
      .where('ap.startsAt', '<', p('to'))
      // Filtered in SQLite, not mapped in JavaScript: the day before's appointments mostly end before.
      .where('ap.endsAt', '>', p('after'));
    return staff === 'one' ? q.where('ap.staffId', '=', p('staffId')) : q;
  },
);

/**
 * The appointments that may overlap the window's slots, for the busy times of their staff member. The slots
 * they take need no listing: booked_slots is the one record of those (migration 0005: an appointment's
 * availability_id always has its hold), and loadWindow already leaves held slots out. So a window of
 * 'Indifférent' slots (no staff member to keep busy) reads none, and one staff member's window only theirs.
 */
async function appointmentsAround(db: Executor, w: WindowQuery): Promise<AppointmentInput[]> {
  if (w.staffId === null) return [];
  const rows = await appointmentsQuery(
    db,
    {
      proId: w.proId,
      after: w.slotsFrom.toISOString(),
      from: new Date(w.slotsFrom.getTime() - LONGEST_APPOINTMENT_MS).toISOString(),
      to: new Date(w.slotsTo.getTime() + LONGEST_AVAILABILITY_MS).toISOString(),
      staffId: w.staffId,
    },
    w.staffId === undefined ? 'all' : 'one',
  );
  return rows.map((r) => ({
    id: r.id,
    staffId: r.staffId,
    availabilityId: null,
    startsAt: Date.parse(r.startsAt),
    endsAt: Date.parse(r.endsAt),
    slotIds: [],
  }));
}

const slotRowQuery = reusableQuery((db, p: (n: 'proId' | 'id') => never) =>
  db
    .selectFrom('availabilities')
    .select(['id', 'staffId', 'startsAt', 'endsAt'])
    .where('proId', '=', p('proId'))
    .where('id', '=', p('id')),
);

/** One availability of the professional (the slot a visitor chose). */
export const findSlotRow = async (db: Executor, proId: string, id: string) =>
  (await slotRowQuery(db, { proId, id }))[0];
