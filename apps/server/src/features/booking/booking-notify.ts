import {
  bookingConfirmationEmail,
  bookingConfirmationSms,
  clientChangeEmail,
  proBookingEmail,
  toE164Phone,
  type BookingFacts,
  type BookingReply,
  type LiveEvent,
  type LiveEventType,
  type MailText,
} from '@quickrdv/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database.js';
import { insertJobs, newJob, type NewJob } from '../../jobs/jobs.repository.js';
import type { JobHandler } from '../../jobs/worker.js';
import type { LiveBus } from '../live/live-bus.js';
import type { Config } from '../../config.js';
import { mailKeptInOutbox, type MailDelivery, type MailMessage } from '../notifications/mail-delivery.js';
import { createSmsProvider, type SmsMessage, type SmsProvider } from '../notifications/sms-provider.js';
import { outboxRow, type OutboxMessageInput, type OutboxRow } from '../outbox/outbox.repository.js';
import type { BookingRow } from './booking.repository.js';

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
 * Which of a booking's messages need no job: those whose delivery would only write their outbox row (every
 * SMS with the outbox provider; e-mail without an SMTP server, or from a demo salon). Built from the
 * configuration, as the job worker's mail delivery and SMS provider are (mailKeptInOutbox, keptInOutbox).
 */
export interface OutboxRouting {
  email(message: MailMessage): OutboxMessageInput | null;
  sms(message: SmsMessage): OutboxMessageInput | null;
}

export function outboxRouting(config: Pick<Config, 'smtpUrl' | 'smsProvider'>): OutboxRouting {
  const smtp = config.smtpUrl !== null;
  const sms = createSmsProvider(config);
  return { email: (m) => mailKeptInOutbox(smtp, m), sms: (m) => sms.keptInOutbox(m) };
}

/** A booking change's messages: the jobs that send them, and the rows of those that are only kept. */
export interface BookingMessageWrites {
  jobs: NewJob[];
  outbox: OutboxRow[];
  /** Whether the client's e-mail and SMS go out (are jobs), not only kept: what the reply tells the visitor. */
  sentToClient: BookingReply['sentBy'];
}

/**
 * The client's e-mail (and SMS for a new booking) and the professional's notification, each written out
 * as it reads at this moment.
 */
function bookingMessagePayloads(
  o: BookingMessages,
): { forClient: boolean; payload: BookingMessagePayload }[] {
  const { row, facts } = o;
  const base = { proId: row.proId, isDemo: row.isDemo === 1, fromName: row.nomSociete };
  const mail = (to: string, text: MailText, fromName = base.fromName) => ({
    channel: 'email' as const,
    message: { ...base, fromName, to, ...text },
  });
  const payloads: { forClient: boolean; payload: BookingMessagePayload }[] = [];
  const client = o.event === 'booked' ? bookingConfirmationEmail(facts) : clientChangeEmail(facts, o.event);
  if (facts.clientEmail)
    payloads.push({
      forClient: true,
      payload: { appointmentId: row.id, ...mail(facts.clientEmail, client) },
    });
  if (o.event === 'booked' && facts.clientPhone)
    payloads.push({
      forClient: true,
      payload: {
        appointmentId: row.id,
        channel: 'sms',
        message: {
          proId: row.proId,
          to: toE164Phone(facts.clientPhone),
          text: bookingConfirmationSms(facts),
          sender: row.nomSociete,
        },
      },
    });
  const proAddress = row.proContactEmail || row.proLoginEmail;
  payloads.push({
    forClient: false,
    payload: {
      appointmentId: row.id,
      ...mail(proAddress, proBookingEmail(facts, o.event, o.previous), 'Quick RDV'),
    },
  });
  return payloads;
}

/**
 * The writes of a booking change's messages, made in its transaction so they commit with it or not at all:
 * a message that only stays in the outbox is its row, written at once (a job would only be claimed to write
 * it, then marked done); the others are jobs, sent by the job worker at most once each, retried while the
 * mail server is unreachable.
 */
export function bookingMessageWrites(o: BookingMessages, routing: OutboxRouting): BookingMessageWrites {
  const out: BookingMessageWrites = { jobs: [], outbox: [], sentToClient: { email: false, sms: false } };
  for (const { forClient, payload } of bookingMessagePayloads(o)) {
    const kept = payload.channel === 'sms' ? routing.sms(payload.message) : routing.email(payload.message);
    if (kept) out.outbox.push(outboxRow(kept, o.now));
    else {
      // No refId (not the appointment's): cancelling or moving it cancels its pending reminders, never these.
      out.jobs.push(newJob({ kind: BOOKING_MESSAGE_JOB, payload, now: o.now }));
      if (forClient) out.sentToClient[payload.channel] = true;
    }
  }
  return out;
}

/**
 * Writes the messages of a booking change inside its transaction (see bookingMessageWrites). Returns how many
 * jobs it planned (they are due now, so the worker is to be woken after the commit) and what reaches the client.
 */
export async function planBookingMessages(
  trx: Executor,
  o: BookingMessages,
  routing: OutboxRouting,
): Promise<{ jobs: number; sentToClient: BookingReply['sentBy'] }> {
  const { jobs, outbox, sentToClient } = bookingMessageWrites(o, routing);
  await insertJobs(trx, jobs);
  if (outbox.length) await trx.insertInto('outboxMessages').values(outbox).execute();
  return { jobs: jobs.length, sentToClient };
}

/** What a booking change tells the professional's open calendars (and every instance's slot cache). */
export function bookingLiveEvents(o: { clientCreated?: boolean }): LiveEvent[] {
  const types: LiveEventType[] = ['appointments.changed', 'availabilities.changed'];
  if (o.clientCreated) types.push('clients.changed');
  const at = new Date().toISOString();
  return types.map((type) => ({ type, at }));
}

/**
 * After the commit: the job worker sends now (when jobs due now were planned), and the professional's open
 * calendars refresh (unless the transaction already carried the events: `publishedOnCommit`, see
 * LiveBus.publishOnCommit).
 */
export async function afterBookingCommit(
  n: BookingNotifier,
  o: { proId: string; jobsDue: boolean; clientCreated?: boolean; publishedOnCommit?: boolean },
): Promise<void> {
  if (o.jobsDue) n.wake();
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
