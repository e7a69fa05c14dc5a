import { calendarSyncMessages as m, type AppointmentInput } from '@quickrdv/core';
import type { Executor } from '../../db/database.js';
import { reusableQuery } from '../../db/statements.js';
import { AppError } from '../../http/app-error.js';

/** Imported events are stored in pieces of at most a week (imports.service.ts): earlier starts cannot overlap. */
const LONGEST_BUSY_MS = 7 * 86_400_000;

const busyQuery = reusableQuery((db, p: (n: 'proId' | 'from' | 'to') => never) =>
  db
    .selectFrom('calendarImportEvents')
    .select(['id', 'staffId', 'startsAt', 'endsAt'])
    .where('proId', '=', p('proId'))
    .where('startsAt', '>=', p('from'))
    .where('startsAt', '<', p('to'))
    .where('endsAt', '>', p('from')),
);

/**
 * The imported busy times of a professional that may overlap slots starting in [from, to), as appointments
 * of their staff member (no slot held): freeSlots then leaves out every availability of that staff member
 * they overlap, in the public listing and in a booking's check alike. One query on (pro_id, starts_at).
 */
export async function busyTimesAround(
  db: Executor,
  o: { proId: string; from: Date; to: Date },
): Promise<AppointmentInput[]> {
  const rows = await busyQuery(db, {
    proId: o.proId,
    from: new Date(o.from.getTime() - LONGEST_BUSY_MS).toISOString(),
    to: o.to.toISOString(),
  });
  return rows.map((r) => ({
    id: `busy:${r.id}`,
    staffId: r.staffId,
    availabilityId: null,
    startsAt: Date.parse(r.startsAt),
    endsAt: Date.parse(r.endsAt),
    slotIds: [],
  }));
}

/** Whether one of these busy times (from busyTimesAround) keeps a staff member from [start, end). */
export const isBusy = (
  busy: readonly AppointmentInput[],
  staffId: string | null,
  start: number,
  end: number,
): boolean =>
  staffId !== null &&
  busy.some((b) => b.id.startsWith('busy:') && b.staffId === staffId && b.startsAt < end && b.endsAt > start);

/** 409 of a slot its staff member is busy in (an imported calendar): booking it is refused. */
export const slotBusy = () => new AppError('conflict', m.slotBusy, { slotId: m.slotBusy });
