import { isExpiredDemoCopy, type BookingView } from '@quickrdv/core';
import type { Executor } from '../../db/database.js';
import type { BookingRow, BookingServiceRow } from './booking.repository.js';
import { presentBooking } from './booking.presenter.js';

/** How long after the appointment's day a cancelled booking's link keeps showing it. */
const KEEP_DAYS = 90;

/**
 * Keeps what a cancelled online booking looked like, by its manage token, in the transaction that deletes
 * it: the link the client kept then shows it as cancelled (by whom) with 'Reprendre rendez-vous', instead of
 * 'Rendez-vous introuvable'.
 */
export async function recordCancellation(
  trx: Executor,
  o: { row: BookingRow; services: BookingServiceRow[]; by: 'client' | 'pro'; publicUrl: string; now: Date },
): Promise<void> {
  const view: BookingView = {
    ...presentBooking(o.row, o.services, { publicUrl: o.publicUrl, now: o.now }),
    status: 'cancelled',
    cancelledBy: o.by,
    canChange: false,
  };
  await trx
    .insertInto('cancelledBookings')
    .values({
      manageToken: o.row.manageToken!,
      proId: o.row.proId,
      view: JSON.stringify(view),
      cancelledBy: o.by,
      cancelledAt: o.now.toISOString(),
      keepUntil: new Date(Date.parse(o.row.endsAt) + KEEP_DAYS * 86_400_000).toISOString(),
    })
    .onConflict((oc) => oc.column('manageToken').doNothing())
    .execute();
}

/** The cancelled booking of a manage token, unless its salon is gone (an expired demo copy included). */
export async function findCancelledBooking(
  db: Executor,
  token: string,
  now: Date,
): Promise<BookingView | null> {
  const row = await db
    .selectFrom('cancelledBookings as c')
    .innerJoin('pros as p', 'p.id', 'c.proId')
    .select(['c.view', 'p.isDemo', 'p.demoExpiresAt'])
    .where('c.manageToken', '=', token)
    .executeTakeFirst();
  if (!row) return null;
  if (isExpiredDemoCopy(row, now)) return null;
  return JSON.parse(row.view) as BookingView;
}

export async function purgeCancelledBookings(db: Executor, now: Date): Promise<void> {
  await db.deleteFrom('cancelledBookings').where('keepUntil', '<', now.toISOString()).execute();
}
