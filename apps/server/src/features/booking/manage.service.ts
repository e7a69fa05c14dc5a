import {
  bookingMessages as m,
  buildIcs,
  changeTooLateMessage,
  parseStoredRules,
  utcToZoned,
  type BookingReply,
  type BookingView,
} from '@quickrdv/core';
import type { Executor } from '../../db/database.js';
import { AppError, notFound } from '../../http/app-error.js';
import { lockPro } from '../availabilities/catalog-refs.repository.js';
import { findPro } from '../account/pros.repository.js';
import { isExpiredCopy } from '../demo/demo-copies.repository.js';
import { insertJobs } from '../../jobs/jobs.repository.js';
import { cancelReminders, planReminders, ruleReminderJobs } from '../notifications/reminders.js';
import { afterBookingCommit, planBookingMessages } from './booking-notify.js';
import { findCancelledBooking, recordCancellation } from './cancelled-bookings.js';
import {
  deleteOnlineAppointment,
  findBookingRow,
  holdSlots,
  reminderSetupOf,
  servicesOfBooking,
  updateOnlineAppointment,
  type BookingRow,
} from './booking.repository.js';
import { addressLine, bookingFacts, changeDeadline, presentBooking } from './booking.presenter.js';
import { onlineReminder, type BookingDeps } from './booking.service.js';
import { mapTakenSlot, planSlotHold } from './slot-hold.js';
import { loadCatalog } from './slots.repository.js';

const TOKEN_RE = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The booking of a manage token, or 404 (a malformed, unknown or cancelled token alike). A booking on an
 * expired demo copy is gone with the copy, even before the clean-up deletes it.
 */
async function bookingOf(db: Executor, token: string): Promise<BookingRow> {
  const row = TOKEN_RE.test(token) ? await findBookingRow(db, token) : undefined;
  if (!row || (row.isDemo && (await isExpiredCopy(db, row.proId)))) throw notFound(m.bookingNotFound);
  return row;
}

function assertChangeable(row: BookingRow, now: Date): void {
  if (now.getTime() >= changeDeadline(row).getTime()) {
    throw new AppError('conflict', changeTooLateMessage(row.bookingNoticeHours, row.nomSociete, row.tel1));
  }
}

/**
 * GET /public/bookings/:token: the booking, and whether it may still be moved or cancelled online; a cancelled
 * one as it was, marked cancelled.
 */
export async function viewBooking(
  deps: Pick<BookingDeps, 'db' | 'publicUrl'>,
  token: string,
  now = new Date(),
): Promise<BookingView> {
  try {
    const row = await bookingOf(deps.db, token);
    return presentBooking(row, await servicesOfBooking(deps.db, row.id), { publicUrl: deps.publicUrl, now });
  } catch (error) {
    const cancelled = TOKEN_RE.test(token) ? await findCancelledBooking(deps.db, token, now) : null;
    if (cancelled) return cancelled;
    throw error;
  }
}

/**
 * Cancels a booking until its start minus the notice: the appointment is deleted (its services and slot
 * holds with it, so the slots are offered again), pending reminders are cancelled, both sides are told.
 */
export async function cancelBooking(deps: BookingDeps, token: string, now = new Date()): Promise<void> {
  const found = await bookingOf(deps.db, token);
  const { proId, jobs } = await deps.db.transaction().execute(async (trx) => {
    await lockPro(trx, found.proId, deps.dialect);
    const current = await bookingOf(trx, token);
    assertChangeable(current, now);
    const list = await servicesOfBooking(trx, current.id);
    await cancelReminders(trx, current.id, 'Rendez-vous annulé en ligne par le client.');
    const facts = bookingFacts(current, list, { publicUrl: deps.publicUrl });
    const { jobs } = await planBookingMessages(
      trx,
      { event: 'cancelled', row: current, facts, now },
      deps.outbox,
    );
    await recordCancellation(trx, {
      row: current,
      services: list,
      by: 'client',
      publicUrl: deps.publicUrl,
      now,
    });
    await deleteOnlineAppointment(trx, current.proId, current.id);
    return { proId: current.proId, jobs };
  });
  await afterBookingCommit(deps.notifier, { proId, jobsDue: jobs > 0 });
}

/**
 * Moves a booking to another slot, atomically, with the same services and the same rules as booking it:
 * its own slots count as free (a move by half an hour may reuse them), the new ones are held and the old
 * ones freed in one transaction; reminders are planned again.
 */
export async function moveBooking(
  deps: BookingDeps,
  o: { token: string; slotId: string; now?: Date },
): Promise<BookingReply> {
  const now = o.now ?? new Date();
  const found = await bookingOf(deps.db, o.token);
  const pro = await findPro(deps.db, found.proId);
  if (!pro) throw notFound(m.bookingNotFound);
  const { row, services, jobs, sentToClient } = await mapTakenSlot(() =>
    deps.db.transaction().execute(async (trx) => {
      await lockPro(trx, pro.id, deps.dialect);
      const current = await bookingOf(trx, o.token);
      assertChangeable(current, now);
      const serviceIds = (await servicesOfBooking(trx, current.id)).map((s) => s.id);
      const catalog = await loadCatalog(trx, pro.id);
      const hold = await planSlotHold(trx, {
        pro,
        catalog,
        slotId: o.slotId,
        serviceIds,
        now,
        ignoreAppointmentId: current.id,
      });
      const day = utcToZoned(new Date(hold.startsAt), pro.timeZone).day;
      // Its rules (bookings since several reminders) or its single reminder (older ones) are planned again.
      const setup = await reminderSetupOf(trx, current.id);
      const rules = parseStoredRules(setup.reminderRules);
      const reminder =
        setup.notifySms || setup.notifyMail
          ? onlineReminder(day, pro.timeZone, now)
          : { notifySms: false, notifyMail: false, daysBefore: 0 };
      await updateOnlineAppointment(trx, current.id, {
        staffId: hold.staffId,
        availabilityId: hold.slotIds[0]!,
        startsAt: hold.startsAt,
        endsAt: hold.endsAt,
        notifySms: reminder.notifySms ? 1 : 0,
        notifyMail: reminder.notifyMail ? 1 : 0,
        notifyDaysBefore: reminder.daysBefore,
      });
      await holdSlots(trx, current.id, hold.slotIds);
      await cancelReminders(trx, current.id, 'Rendez-vous déplacé en ligne : rappel reprogrammé.');
      await planReminders(trx, { ...reminder, appointmentId: current.id, day, timeZone: pro.timeZone, now });
      await insertJobs(
        trx,
        ruleReminderJobs({
          appointmentId: current.id,
          rules,
          startsAt: hold.startsAt,
          timeZone: pro.timeZone,
          now,
        }),
      );
      const moved = (await findBookingRow(trx, o.token))!;
      const list = await servicesOfBooking(trx, current.id);
      const previous = utcToZoned(new Date(current.startsAt), current.timeZone);
      const { jobs, sentToClient } = await planBookingMessages(
        trx,
        {
          event: 'moved',
          row: moved,
          facts: bookingFacts(moved, list, { publicUrl: deps.publicUrl }),
          previous: { day: previous.day, start: previous.time },
          now,
        },
        deps.outbox,
      );
      return { row: moved, services: list, jobs, sentToClient };
    }),
  );
  await afterBookingCommit(deps.notifier, { proId: row.proId, jobsDue: jobs > 0 });
  const booking = presentBooking(row, services, { publicUrl: deps.publicUrl, now });
  // A move tells the visitor by e-mail only, when it goes out rather than staying in the outbox.
  return { booking, manageUrl: booking.manageUrl, sentBy: sentToClient };
}

/** The booking as an RFC 5545 calendar file (UTC times, the business address as LOCATION). */
export async function bookingIcs(
  deps: Pick<BookingDeps, 'db' | 'publicUrl'>,
  token: string,
  now = new Date(),
) {
  const row = await bookingOf(deps.db, token);
  const view = presentBooking(row, await servicesOfBooking(deps.db, row.id), {
    publicUrl: deps.publicUrl,
    now,
  });
  const lines = [
    view.services.map((s) => s.name).join(', '),
    ...(view.staff ? [`Avec ${view.staff.prenom}`] : []),
    ...(row.tel1 ? [`Téléphone : ${row.tel1}`] : []),
    `Modifier ou annuler : ${view.manageUrl}`,
  ];
  return buildIcs({
    uid: `${row.id}@${new URL(deps.publicUrl).hostname}`,
    start: new Date(row.startsAt),
    end: new Date(row.endsAt),
    stamp: now,
    summary: `Rendez-vous chez ${row.nomSociete}`,
    location: addressLine(row) ?? undefined,
    description: lines.join('\n'),
    url: view.manageUrl,
  });
}
