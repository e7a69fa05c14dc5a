import {
  bookingMessages as m,
  durationTooLongMessage,
  formatDurationFr,
  freeSlots,
  slotChain,
  totalMinutes,
} from '@quickrdv/core';
import type { Executor } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { AppError, fieldError } from '../../http/app-error.js';
import { isUniqueViolation } from '../../db/db-errors.js';
import { earliestStart } from './slots.service.js';
import { findSlotRow, loadWindow, type LoadedCatalog } from './slots.repository.js';

/** The slots one booking will hold and the appointment's time. */
export interface SlotHold {
  staffId: string | null;
  slotIds: string[];
  startsAt: string;
  endsAt: string;
}

const conflict = (field: string, message: string) => new AppError('conflict', message, { [field]: message });

/** 409 of a slot another visitor took first. */
export const slotTaken = () => conflict('slotId', m.slotTaken);

/**
 * Checks that `serviceIds` may be booked starting on `slotId` and returns the slots the booking holds: the
 * slot must be free and late enough, offer every service (its staff member performing them), and be
 * followed by enough contiguous free slots of the same staff member for their total duration.
 * Runs inside the booking transaction with the professional locked; `ignoreAppointmentId` is the booking
 * being moved, whose own slots count as free.
 */
export async function planSlotHold(
  trx: Executor,
  o: {
    pro: ProRow;
    catalog: LoadedCatalog;
    slotId: string;
    serviceIds: string[];
    now: Date;
    ignoreAppointmentId?: string;
  },
): Promise<SlotHold> {
  const { pro, catalog } = o;
  const first = await findSlotRow(trx, pro.id, o.slotId);
  if (!first) throw new AppError('not_found', m.slotUnknown, { slotId: m.slotUnknown });
  if (o.serviceIds.some((id) => !catalog.durations.has(id))) throw fieldError('serviceIds', m.serviceUnknown);
  const earliest = earliestStart(pro, o.now);
  const start = Date.parse(first.startsAt);
  if (start < earliest) throw conflict('slotId', m.slotTooSoon);
  const minutes = totalMinutes(o.serviceIds, catalog);
  const { slots, appointments } = await loadWindow(trx, {
    proId: pro.id,
    slotsFrom: new Date(start),
    slotsTo: new Date(start + Math.max(minutes, 1) * 60_000),
    staffId: first.staffId,
    ignoreAppointmentId: o.ignoreAppointmentId,
  });
  const free = freeSlots({
    slots,
    appointments,
    earliest,
    catalog,
    ignoreAppointmentId: o.ignoreAppointmentId,
  });
  const slot = free.find((s) => s.id === first.id);
  if (!slot) throw slotTaken();
  if (!o.serviceIds.every((id) => slot.offered.includes(id)))
    throw conflict('serviceIds', m.serviceNotOffered);
  const chain = slotChain(free, slot, minutes);
  if (!chain) throw conflict('serviceIds', durationTooLongMessage(formatDurationFr(minutes)));
  return {
    staffId: first.staffId,
    slotIds: chain.map((s) => s.id),
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(minutes > 0 ? start + minutes * 60_000 : slot.endsAt).toISOString(),
  };
}

/**
 * Runs a booking write; a unique violation (the slot's hold or appointment already exists) is the 409 of a
 * slot taken meanwhile. On PostgreSQL the violation has aborted the transaction, which Kysely rolled back.
 */
export async function mapTakenSlot<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slotTaken();
    throw error;
  }
}
