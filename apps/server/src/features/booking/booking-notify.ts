import {
  bookingConfirmationEmail,
  bookingConfirmationSms,
  clientChangeEmail,
  proBookingEmail,
  toE164Phone,
  type BookingFacts,
  type LiveEvent,
  type LiveEventType,
  type MailText,
} from '@quickrdv/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database.js';
import { insertJobs, type NewJob } from '../../jobs/jobs.repository.js';
import type { JobHandler } from '../../jobs/worker.js';
import type { LiveBus } from '../live/live-bus.js';
import type { MailDelivery, MailMessage } from '../notifications/mail-delivery.js';
import type { SmsMessage, SmsProvider } from '../notifications/sms-provider.js';
import type { BookingRow } from './booking.repository.js';
import { timeOrderedId } from '../../db/time-ordered-id.js';

/** Kind of the durable job that sends one message about an online booking (confirmation, cancellation, move). */
export const BOOKING_MESSAGE_JOB = 'booking.message';

/**
 * One message, written out when the booking is: it says what was booked, cancelled or moved at that moment
 * (a cancelled appointment is gone by the time the job runs), so the job needs nothing else to send it.
 */
export type BookingMessagePayload = { appointmentId: string } & (
  { channel: 'email'; message: MailMessage } | { channel: 'sms'; message: SmsMessage }
);

/** What a booking tells once committed: the job worker, woken to send at once, and the live bus. */
export interface BookingNotifier {
  live: LiveBus;
  log: FastifyBaseLogger;
  /** Wakes the job worker so the messages planned by the commit go now rather than at its next poll. */
  wake(): void;
}

export type BookingEvent = 'booked' | 'cancelled' | 'moved';

export interface BookingMessages {
  event: BookingEvent;
  row: BookingRow;
  facts: BookingFacts;
  previous?: { day: string; start: string };
  now: Date;
}

/**
 * The jobs of a booking change's messages: the client's e-mail (and SMS for a new booking) and the
 * professional's notification. Written in the booking's transaction, they commit with it or not at all, and
 * are sent by the job worker, at most once each, retried while the mail server is unreachable.
 */
export function bookingMessageJobs(o: BookingMessages): NewJob[] {
  const { row, facts } = o;
  const base = { proId: row.proId, isDemo: row.isDemo === 1, fromName: row.nomSociete };
  const mail = (to: string, text: MailText, fromName = base.fromName) => ({
    channel: 'email' as const,
    message: { ...base, fromName, to, ...text },
  });
  const payloads: BookingMessagePayload[] = [];
  const client = o.event === 'booked' ? bookingConfirmationEmail(facts) : clientChangeEmail(facts, o.event);
  if (facts.clientEmail) payloads.push({ appointmentId: row.id, ...mail(facts.clientEmail, client) });
  if (o.event === 'booked' && facts.clientPhone)
    payloads.push({
      appointmentId: row.id,
      channel: 'sms',
      message: {
        proId: row.proId,
        to: toE164Phone(facts.clientPhone),
        text: bookingConfirmationSms(facts),
        sender: row.nomSociete,
      },
    });
  const proAddress = row.proContactEmail || row.proLoginEmail;
  payloads.push({
    appointmentId: row.id,
    ...mail(proAddress, proBookingEmail(facts, o.event, o.previous), 'Quick RDV'),
  });
  const at = o.now.toISOString();
  return payloads.map((payload) => ({
    id: timeOrderedId(),
    kind: BOOKING_MESSAGE_JOB,
    payload: JSON.stringify(payload),
    runAt: at,
    // Not the appointment's id: cancelling or moving it cancels its pending reminders, never these.
    refId: null,
    lastError: null,
    lockedUntil: null,
    createdAt: at,
  }));
}

/** Plans the messages of a booking change inside its transaction (see bookingMessageJobs). Returns how many. */
export async function planBookingMessages(trx: Executor, o: BookingMessages): Promise<number> {
  const jobs = bookingMessageJobs(o);
  await insertJobs(trx, jobs);
  return jobs.length;
}

/** What a booking change tells the professional's open calendars (and every instance's slot cache). */
export function bookingLiveEvents(o: { clientCreated?: boolean }): LiveEvent[] {
  const types: LiveEventType[] = ['appointments.changed', 'availabilities.changed'];
  if (o.clientCreated) types.push('clients.changed');
  const at = new Date().toISOString();
  return types.map((type) => ({ type, at }));
}

/**
 * After the commit: the job worker sends now, and the professional's open calendars refresh (unless the
 * transaction already carried the events: `publishedOnCommit`, see LiveBus.publishOnCommit).
 */
export async function afterBookingCommit(
  n: BookingNotifier,
  o: { proId: string; clientCreated?: boolean; publishedOnCommit?: boolean },
): Promise<void> {
  n.wake();
  if (o.publishedOnCommit) return;
  for (const event of bookingLiveEvents(o)) {
    try {
      await n.live.publish(o.proId, event);
    } catch (err) {
      n.log.error({ err, type: event.type }, 'booking live event not published');
    }
  }
}

/**
 * Sends one planned booking message. An unreachable SMTP server throws RetryLater (nothing was sent: the
 * worker runs it again later, up to its attempt limit); any other failure marks the job failed.
 */
export function bookingMessageHandler(deps: { mail: MailDelivery; sms: SmsProvider }): JobHandler {
  return async (job, { db }) => {
    const payload = JSON.parse(job.payload) as BookingMessagePayload;
    if (payload.channel === 'sms') await deps.sms.send(db, payload.message);
    else await deps.mail.send(db, payload.message);
  };
}
