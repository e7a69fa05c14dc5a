import type { AppointmentInput, BookingCatalog, PublicStaff, SlotInput } from '@quickrdv/core';
import type { Executor } from '../../db/database.js';
import './booked-slots.table.js';

export interface CatalogService {
  id: string;
  name: string;
  categoryId: string | null;
  categoryName: string | null;
  amountCents: number;
  durationMinutes: number;
  description: string;
  color: string | null;
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

/** The bookable catalogue in two small indexed queries (services; staff with their service links). */
export async function loadCatalog(db: Executor, proId: string): Promise<LoadedCatalog> {
  const services = await db
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
    ])
    .where('services.proId', '=', proId)
    .where('services.visible', '=', 1)
    .orderBy('services.position')
    .orderBy('services.createdAt')
    .orderBy('services.id')
    .execute();
  const staffRows = await db
    .selectFrom('staff')
    .leftJoin('staffServices as x', 'x.staffId', 'staff.id')
    .select(['staff.id', 'staff.prenom', 'staff.nom', 'staff.color', 'staff.email', 'x.serviceId'])
    .where('staff.proId', '=', proId)
    .orderBy('staff.position')
    .orderBy('staff.createdAt')
    .orderBy('staff.id')
    .execute();
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
}

/**
 * The availabilities of a window with their services (one indexed query on pro_id, starts_at), and the
 * appointments that may overlap them with the slots they hold online (a second one).
 */
export async function loadWindow(
  db: Executor,
  w: WindowQuery,
): Promise<{ slots: SlotInput[]; appointments: AppointmentInput[] }> {
  let q = db
    .selectFrom('availabilities as a')
    .leftJoin('availabilityServices as x', 'x.availabilityId', 'a.id')
    .select(['a.id', 'a.staffId', 'a.startsAt', 'a.endsAt', 'x.serviceId'])
    .where('a.proId', '=', w.proId)
    .where('a.startsAt', '>=', w.slotsFrom.toISOString())
    .where('a.startsAt', '<', w.slotsTo.toISOString());
  if (w.staffId !== undefined)
    q = w.staffId === null ? q.where('a.staffId', 'is', null) : q.where('a.staffId', '=', w.staffId);
  const slots = new Map<string, SlotInput & { serviceIds: string[] }>();
  for (const r of await q.execute()) {
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
  return { slots: [...slots.values()], appointments: await appointmentsAround(db, w) };
}

/** An appointment lasts at most a day (25 hours on the autumn change): earlier starts cannot overlap. */
const LONGEST_APPOINTMENT_MS = 26 * 3600_000;
/** The longest availability (300 minutes) plus the longest selection (12 hours), with margin. */
const LONGEST_HOLD_MS = 24 * 3600_000;

async function appointmentsAround(db: Executor, w: WindowQuery): Promise<AppointmentInput[]> {
  const rows = await db
    .selectFrom('appointments as ap')
    .leftJoin('bookedSlots as b', 'b.appointmentId', 'ap.id')
    .select([
      'ap.id',
      'ap.staffId',
      'ap.availabilityId',
      'ap.startsAt',
      'ap.endsAt',
      'b.availabilityId as heldId',
    ])
    .where('ap.proId', '=', w.proId)
    .where('ap.startsAt', '>=', new Date(w.slotsFrom.getTime() - LONGEST_APPOINTMENT_MS).toISOString())
    .where('ap.startsAt', '<', new Date(w.slotsTo.getTime() + LONGEST_HOLD_MS).toISOString())
    .execute();
  const byId = new Map<string, AppointmentInput & { slotIds: string[] }>();
  for (const r of rows) {
    let a = byId.get(r.id);
    if (!a) {
      a = {
        id: r.id,
        staffId: r.staffId,
        availabilityId: r.availabilityId,
        startsAt: Date.parse(r.startsAt),
        endsAt: Date.parse(r.endsAt),
        slotIds: [],
      };
      byId.set(r.id, a);
    }
    if (r.heldId) a.slotIds.push(r.heldId);
  }
  return [...byId.values()];
}

/** One availability of the professional (the slot a visitor chose). */
export const findSlotRow = (db: Executor, proId: string, id: string) =>
  db
    .selectFrom('availabilities')
    .select(['id', 'staffId', 'startsAt', 'endsAt'])
    .where('proId', '=', proId)
    .where('id', '=', id)
    .executeTakeFirst();
