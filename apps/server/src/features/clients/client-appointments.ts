import type { Executor } from '../../db/database.js';
import {
  deleteAppointmentRow,
  manageTokenOf,
  releaseHolds,
} from '../appointments/appointments.repository.js';
import { findBookingRow, servicesOfBooking } from '../booking/booking.repository.js';
import { recordCancellation } from '../booking/cancelled-bookings.js';
import { cancelReminders } from '../notifications/reminders.js';
import { futureAppointmentIds } from './clients.repository.js';

/**
 * Cancels a client's appointments that have not started, in the caller's transaction, the way the
 * calendar deletes one (appointments.service deleteAppointment): pending reminders cancelled, the
 * availabilities freed, the appointment deleted, and an online booking's manage link showing it as
 * cancelled by the salon. The calendar sends no message for it, nor does this. An erasure passes
 * `keepLinkView: false`: that record would keep the client's name and phone.
 * Past appointments are left alone: they stay in the calendar as time worked (client_id set to null when
 * the client row goes, shown without a client), so the history and statistics hold.
 */
export async function cancelFutureAppointments(
  trx: Executor,
  o: { proId: string; clientId: string; now: Date; publicUrl: string; reason: string; keepLinkView: boolean },
): Promise<number> {
  const ids = await futureAppointmentIds(trx, o.proId, o.clientId, o.now.toISOString());
  for (const id of ids) {
    const token = await manageTokenOf(trx, o.proId, id);
    const booking = token && o.keepLinkView ? await findBookingRow(trx, token) : undefined;
    if (booking) {
      const services = await servicesOfBooking(trx, booking.id);
      await recordCancellation(trx, {
        row: booking,
        services,
        by: 'pro',
        publicUrl: o.publicUrl,
        now: o.now,
      });
    }
    await cancelReminders(trx, id, o.reason);
    await releaseHolds(trx, id);
    await deleteAppointmentRow(trx, o.proId, id);
  }
  return ids.length;
}
