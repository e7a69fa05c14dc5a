import { randomBytes, randomUUID } from 'node:crypto';
import {
  isDelayOffered,
  isSameClient,
  utcToZoned,
  type BookingCreate,
  type BookingReply,
} from '@quickrdv/core';
import type { Db, Dialect, Executor } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { lockPro } from '../availabilities/catalog-refs.repository.js';
import { planReminders } from '../notifications/reminders.js';
import { requirePublicPro } from '../public-profile/public-pro.js';
import { afterBookingCommit, planBookingMessages, type BookingNotifier } from './booking-notify.js';
import {
  clientsWithEmail,
  fillClientContact,
  findBookingRow,
  holdSlots,
  insertAppointmentServices,
  insertClient,
  insertOnlineAppointment,
  servicesOfBooking,
} from './booking.repository.js';
import { bookingFacts, presentBooking } from './booking.presenter.js';
import { mapTakenSlot, planSlotHold } from './slot-hold.js';
import { loadCatalog } from './slots.repository.js';

export interface BookingDeps {
  db: Db;
  dialect: Dialect;
  publicUrl: string;
  notifier: BookingNotifier;
  /** Channels that deliver to the visitor (SMTP configured, a real SMS provider), as the reply reports them. */
  delivers: { email: boolean; sms: boolean };
}

/** A manage token: 192 random bits, URL-safe. */
const newManageToken = () => randomBytes(24).toString('base64url');

/**
 * Reminders of an online booking: by SMS and e-mail at 09:00 the day before, when that day is still to
 * come (the confirmation already tells a visitor booking for tomorrow).
 */
export function onlineReminder(day: string, timeZone: string, now: Date) {
  const wanted = isDelayOffered(utcToZoned(now, timeZone).day, day, 1);
  return { notifySms: wanted, notifyMail: wanted, daysBefore: wanted ? 1 : 0 };
}

/**
 * The professional's client for this visitor: the existing one with the same e-mail and the same name, or a
 * new 'client internet' with what the visitor typed. A matching phone number alone never links (see
 * isSameClient): a visitor must never be filed under, or shown, someone else's record.
 */
async function clientFor(trx: Executor, pro: ProRow, input: BookingCreate, now: Date) {
  const match = (await clientsWithEmail(trx, pro.id, input.email)).find((c) => isSameClient(input, c));
  if (match) {
    // Only blanks are filled: a visitor never overwrites what the professional recorded.
    if (!match.telPortable) await fillClientContact(trx, match.id, { telPortable: input.telPortable });
    return { id: match.id, created: false };
  }
  const id = randomUUID();
  await insertClient(trx, {
    id,
    proId: pro.id,
    type: 'client internet',
    nom: input.nom,
    prenom: input.prenom,
    email: input.email,
    telPortable: input.telPortable,
    createdAt: now.toISOString(),
  });
  return { id, created: true };
}

/**
 * Books a slot for a visitor, atomically: the hold of every slot it needs, the client, the appointment,
 * its services and its reminders commit together or not at all; of concurrent bookers of one slot exactly
 * one succeeds (professional locked, then the booked_slots primary key). The messages to the client and
 * the professional are planned as jobs in the same transaction, and sent by the job worker.
 */
export async function createBooking(
  deps: BookingDeps,
  o: { slug: string; input: BookingCreate; now?: Date },
): Promise<BookingReply> {
  const now = o.now ?? new Date();
  const { input } = o;
  const pro = await requirePublicPro(deps.db, o.slug);
  const token = newManageToken();
  const { row, services, clientCreated } = await mapTakenSlot(() =>
    deps.db.transaction().execute(async (trx) => {
      await lockPro(trx, pro.id, deps.dialect);
      const catalog = await loadCatalog(trx, pro.id);
      const hold = await planSlotHold(trx, {
        pro,
        catalog,
        slotId: input.slotId,
        serviceIds: input.serviceIds,
        now,
      });
      const client = await clientFor(trx, pro, input, now);
      const id = randomUUID();
      const day = utcToZoned(new Date(hold.startsAt), pro.timeZone).day;
      const reminder = onlineReminder(day, pro.timeZone, now);
      await insertOnlineAppointment(trx, {
        id,
        proId: pro.id,
        clientId: client.id,
        staffId: hold.staffId,
        availabilityId: hold.slotIds[0]!,
        startsAt: hold.startsAt,
        endsAt: hold.endsAt,
        note: input.note,
        source: 'online',
        notifySms: reminder.notifySms ? 1 : 0,
        notifyMail: reminder.notifyMail ? 1 : 0,
        notifyDaysBefore: reminder.daysBefore,
        manageToken: token,
        createdAt: now.toISOString(),
        visitorPrenom: input.prenom,
        visitorNom: input.nom,
        visitorEmail: input.email,
        visitorPhone: input.telPortable,
      });
      await holdSlots(trx, id, hold.slotIds);
      await insertAppointmentServices(trx, id, input.serviceIds);
      await planReminders(trx, { ...reminder, appointmentId: id, day, timeZone: pro.timeZone, now });
      const booked = (await findBookingRow(trx, token))!;
      const list = await servicesOfBooking(trx, id);
      const facts = bookingFacts(booked, list, { publicUrl: deps.publicUrl });
      await planBookingMessages(trx, { event: 'booked', row: booked, facts, now });
      return { row: booked, services: list, clientCreated: client.created };
    }),
  );
  await afterBookingCommit(deps.notifier, { proId: row.proId, clientCreated });
  const booking = presentBooking(row, services, { publicUrl: deps.publicUrl, now });
  return { booking, manageUrl: booking.manageUrl, sentBy: deps.delivers };
}
