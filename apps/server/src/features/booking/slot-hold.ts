import {
  bookingMessages as m,
  durationTooLongMessage,
  formatDurationFr,
  freeSlots,
  parseSlotRef,
  staffListVersion,
  slotChain,
  startsInMinute,
  totalMinutes,
  type FreeSlot,
  type SlotRef,
} from '@quickrdv/core';
import type { Executor } from '../../db/database.js';
import type { BookingPro } from '../public-profile/public-pro.repository.js';
import { AppError, fieldError } from '../../http/app-error.js';
import { isUniqueViolation } from '../../db/db-errors.js';
import { isBusy, slotBusy } from '../calendar-sync/busy-time.repository.js';
import { earliestStart } from './slots.service.js';
import { findSlotRow, loadWindow, type LoadedCatalog } from './slots.repository.js';

/** The slots one booking will hold and the appointment's time. */
export interface SlotHold {
  staffId: string | null;
  slotIds: string[];
  startsAt: string;
  endsAt: string;
  /** Span of the held slots (from the first's start to the last's end), epoch ms: what must stay free. */
  span: { from: number; to: number };
}

const conflict = (field: string, message: string) => new AppError('conflict', message, { [field]: message });

/** 409 of a slot another visitor took first. */
export const slotTaken = () => conflict('slotId', m.slotTaken);

/** The slot a visitor chose: an availability id, or a compact reference (staff index, minute, list version). */
interface Target {
  staffId: string | null;
  start: number;
  id?: string;
  ref?: SlotRef;
}

async function targetOf(db: Executor, proId: string, catalog: LoadedCatalog, slotId: string) {
  const ref = parseSlotRef(slotId);
  if (ref) {
    // The staff list changed since the search (someone added or deleted): the index may now name someone
    // else, so the slot is unknown; the visitor gets fresh slots.
    if (ref.staffVersion !== staffListVersion(catalog.staff.map((x) => x.id))) return undefined;
    if (ref.staffIndex === null) return { staffId: null, start: ref.startMinute, ref };
    const staff = catalog.staff[ref.staffIndex];
    return staff ? { staffId: staff.id, start: ref.startMinute, ref } : undefined;
  }
  const row = await findSlotRow(db, proId, slotId);
  return row && { staffId: row.staffId, start: Date.parse(row.startsAt), id: row.id };
}

/**
 * Checks that `serviceIds` may be booked starting on `slotId` and returns the slots the booking holds: the
 * slot must be free and late enough, offer every service (its staff member performing them), and be
 * followed by enough contiguous free slots of the same staff member for their total duration. A reference
 * naming several slots (one staff member, one minute) takes the first that fits.
 * `ignoreAppointmentId` is the booking being moved, whose own slots count as free. A booking plans this
 * before its transaction and has its writes re-check the span under the lock (booking-write.ts); a move
 * runs it with the professional locked.
 */
export async function planSlotHold(
  db: Executor,
  o: {
    pro: BookingPro;
    catalog: LoadedCatalog;
    slotId: string;
    serviceIds: string[];
    now: Date;
    ignoreAppointmentId?: string;
  },
): Promise<SlotHold> {
  const { pro, catalog } = o;
  const target: Target | undefined = await targetOf(db, pro.id, catalog, o.slotId);
  if (!target) throw new AppError('not_found', m.slotUnknown, { slotId: m.slotUnknown });
  if (o.serviceIds.some((id) => !catalog.durations.has(id))) throw fieldError('serviceIds', m.serviceUnknown);
  const earliest = earliestStart(pro, o.now);
  if (target.start < earliest) throw conflict('slotId', m.slotTooSoon);
  const minutes = totalMinutes(o.serviceIds, catalog);
  const { slots, appointments } = await loadWindow(db, {
    proId: pro.id,
    slotsFrom: new Date(target.start),
    // A reference's minute may hold slots starting after its first millisecond.
    slotsTo: new Date(target.start + Math.max(minutes, 1) * 60_000 + (target.ref ? 60_000 : 0)),
    staffId: target.staffId,
    ignoreAppointmentId: o.ignoreAppointmentId,
  });
  const free = freeSlots({
    slots,
    appointments,
    earliest,
    catalog,
    ignoreAppointmentId: o.ignoreAppointmentId,
  });
  const candidates = free.filter((s) =>
    target.ref ? s.staffId === target.staffId && startsInMinute(target.ref, s.startsAt) : s.id === target.id,
  );
  const span = Math.max(minutes, 1) * 60_000;
  if (!candidates.length)
    throw isBusy(appointments, target.staffId, target.start, target.start + span) ? slotBusy() : slotTaken();
  const offering = candidates.filter((s) => o.serviceIds.every((id) => s.offered.includes(id)));
  if (!offering.length) throw conflict('serviceIds', m.serviceNotOffered);
  let chain: FreeSlot[] | null = null;
  for (const s of offering) if ((chain = slotChain(free, s, minutes))) break;
  if (!chain) throw conflict('serviceIds', durationTooLongMessage(formatDurationFr(minutes)));
  const slot = chain[0]!;
  const last = chain.at(-1)!;
  return {
    staffId: slot.staffId,
    slotIds: chain.map((s) => s.id),
    startsAt: new Date(slot.startsAt).toISOString(),
    endsAt: new Date(minutes > 0 ? slot.startsAt + minutes * 60_000 : slot.endsAt).toISOString(),
    span: { from: slot.startsAt, to: last.endsAt },
  };
}

/**
 * Runs a booking write; a unique violation (the slot's hold or appointment already exists) is the 409 of a
 * slot taken meanwhile. On PostgreSQL the violation has aborted the transaction, which was rolled back.
 */
export async function mapTakenSlot<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slotTaken();
    throw error;
  }
}
