import {
  isDelayOffered,
  parseStoredRules,
  utcToZoned,
  type AppointmentAnswer,
  type BookingCreate,
  type BookingReply,
} from '@quickrdv/core';
import { ruleReminderJobs } from '../notifications/reminders.js';
import type { BookingPro } from '../public-profile/public-pro.repository.js';
import { bookingMessageWrites, type OutboxRouting } from './booking-notify.js';
import { bookingFacts } from './booking.presenter.js';
import type { BookingRow, BookingServiceRow } from './booking.repository.js';
import type { BookingWrite } from './booking-write.js';
import type { SlotHold } from './slot-hold.js';
import type { LoadedCatalog } from './slots.repository.js';
import { timeOrderedId } from '../../db/time-ordered-id.js';
import { randomToken } from '../../security/random-pool.js';

/** A manage token: 192 random bits, URL-safe. */
const newManageToken = () => randomToken(24);

/**
 * Reminders of an online booking: by SMS and e-mail at 09:00 the day before, when that day is still to
 * come (the confirmation already tells a visitor booking for tomorrow).
 */
export function onlineReminder(day: string, timeZone: string, now: Date) {
  const wanted = isDelayOffered(utcToZoned(now, timeZone).day, day, 1);
  return { notifySms: wanted, notifyMail: wanted, daysBefore: wanted ? 1 : 0 };
}

export interface BookingPlan {
  write: BookingWrite;
  /** The booking as it reads once written (what findBookingRow would return): the reply and the messages. */
  row: BookingRow;
  services: BookingServiceRow[];
  clientCreated: boolean;
  /** Jobs due now were planned (messages to send): the worker is woken after the commit. */
  jobsDue: boolean;
  /** The client's confirmation by e-mail and by SMS goes out (not only kept in the outbox). */
  sentBy: BookingReply['sentBy'];
}

/** The booking as findBookingRow reads it once written: the business, what the visitor typed, the staff member. */
function bookingRowOf(o: {
  pro: BookingPro;
  catalog: LoadedCatalog;
  input: BookingCreate;
  hold: SlotHold;
  id: string;
  token: string;
}): BookingRow {
  const { pro, input, hold } = o;
  const staff = hold.staffId ? o.catalog.staffById.get(hold.staffId) : undefined;
  return {
    id: o.id,
    proId: pro.id,
    staffId: hold.staffId,
    startsAt: hold.startsAt,
    endsAt: hold.endsAt,
    note: input.note,
    manageToken: o.token,
    slug: pro.slug,
    nomSociete: pro.nomSociete,
    adresse: pro.adresse,
    codePostal: pro.codePostal,
    ville: pro.ville,
    tel1: pro.tel1,
    timeZone: pro.timeZone,
    bookingNoticeHours: pro.bookingNoticeHours,
    isDemo: pro.isDemo,
    proContactEmail: pro.contactEmail,
    proLoginEmail: pro.email,
    clientPrenom: input.prenom,
    clientNom: input.nom,
    clientEmail: input.email,
    clientPhone: input.telPortable,
    staffPrenom: staff?.prenom ?? null,
    staffNom: staff?.nom ?? null,
    staffColor: staff?.color ?? null,
  };
}

/**
 * Every row of an online booking, made in memory from what was read before the transaction (the
 * professional, the catalogue, the slots to hold, the visitor's client record if any), so the
 * transaction only re-checks and writes. The messages say what the visitor typed (visitor_* columns).
 */
export function planBooking(o: {
  pro: BookingPro;
  catalog: LoadedCatalog;
  input: BookingCreate;
  hold: SlotHold;
  /** The professional's client with the same e-mail and name (isSameClient), if any. */
  match: { id: string; telPortable: string | null } | undefined;
  /** The answers to the chosen services' questionnaires, as kept with the appointment. */
  answers: AppointmentAnswer[];
  publicUrl: string;
  /** Which messages are only outbox rows, written with the booking rather than as jobs. */
  routing: OutboxRouting;
  now: Date;
}): BookingPlan {
  const { pro, input, hold, now } = o;
  const createdAt = now.toISOString();
  const id = timeOrderedId();
  const token = newManageToken();
  const clientId = o.match?.id ?? timeOrderedId();
  const client: BookingWrite['client'] = o.match
    ? { link: o.match.id, fillPhone: o.match.telPortable ? '' : input.telPortable }
    : {
        insert: {
          id: clientId,
          proId: pro.id,
          type: 'client internet',
          nom: input.nom,
          prenom: input.prenom,
          email: input.email,
          telPortable: input.telPortable,
          createdAt,
        },
      };
  // The salon's default reminders, kept with the appointment so a move plans them again.
  const rules = parseStoredRules(pro.reminderDefaults);
  const row = bookingRowOf({ ...o, id, token });
  // The catalogue's order (the professional's), as servicesOfBooking lists them.
  const services = o.catalog.services
    .filter((s) => input.serviceIds.includes(s.id))
    .map((s) => ({ id: s.id, name: s.name, amountCents: s.amountCents, durationMinutes: s.durationMinutes }));
  const facts = { ...bookingFacts(row, services, { publicUrl: o.publicUrl }), answers: o.answers };
  const messages = bookingMessageWrites({ event: 'booked', row, facts, now }, o.routing);
  const write: BookingWrite = {
    proId: pro.id,
    hold,
    client,
    appointment: {
      id,
      proId: pro.id,
      clientId,
      staffId: hold.staffId,
      availabilityId: hold.slotIds[0]!,
      startsAt: hold.startsAt,
      endsAt: hold.endsAt,
      note: input.note,
      source: 'online',
      notifySms: 0,
      notifyMail: 0,
      notifyDaysBefore: 0,
      reminderRules: JSON.stringify(rules),
      answers: o.answers.length ? JSON.stringify(o.answers) : null,
      manageToken: token,
      createdAt,
      visitorPrenom: input.prenom,
      visitorNom: input.nom,
      visitorEmail: input.email,
      visitorPhone: input.telPortable,
    },
    serviceIds: input.serviceIds,
    jobs: [
      ...ruleReminderJobs({ appointmentId: id, rules, startsAt: hold.startsAt, timeZone: pro.timeZone, now }),
      ...messages.jobs,
    ],
    outbox: messages.outbox,
  };
  const jobsDue = write.jobs.some((j) => j.runAt <= createdAt);
  return { write, row, services, clientCreated: !o.match, jobsDue, sentBy: messages.sentToClient };
}
