import {
  bookingConfirmationEmail,
  bookingConfirmationSms,
  clientChangeEmail,
  proBookingEmail,
  toE164FrenchMobile,
  type BookingFacts,
  type LiveEventType,
  type MailText,
} from '@quickrdv/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { LiveBus } from '../live/live-bus.js';
import type { MailDelivery } from '../notifications/mail-delivery.js';
import type { SmsProvider } from '../notifications/sms-provider.js';
import { insertOutboxMessage } from '../outbox/outbox.repository.js';
import type { BookingRow } from './booking.repository.js';

/** The delivery channels a booking notifies through. */
export interface BookingNotifier {
  db: Db;
  mail: MailDelivery;
  sms: SmsProvider;
  live: LiveBus;
  log: FastifyBaseLogger;
}

export type BookingEvent = 'booked' | 'cancelled' | 'moved';

/**
 * Tells the client and the professional, after the booking is committed: it stands whatever happens here.
 * A message the SMTP server refused is kept in the professional's outbox instead, so nothing is lost.
 */
export async function notifyBooking(
  n: BookingNotifier,
  o: {
    event: BookingEvent;
    row: BookingRow;
    facts: BookingFacts;
    previous?: { day: string; start: string };
    clientCreated?: boolean;
  },
): Promise<void> {
  const { row, facts } = o;
  const base = { proId: row.proId, isDemo: row.isDemo === 1, fromName: row.nomSociete };
  const client = o.event === 'booked' ? bookingConfirmationEmail(facts) : clientChangeEmail(facts, o.event);
  if (facts.clientEmail) await sendMail(n, { ...base, to: facts.clientEmail }, client);
  if (o.event === 'booked' && facts.clientPhone) {
    await guarded(n, 'sms', () =>
      n.sms.send(n.db, {
        proId: row.proId,
        to: toE164FrenchMobile(facts.clientPhone),
        text: bookingConfirmationSms(facts),
        sender: row.nomSociete,
      }),
    );
  }
  const proAddress = row.proContactEmail || row.proLoginEmail;
  await sendMail(
    n,
    { ...base, to: proAddress, fromName: 'Quick RDV' },
    proBookingEmail(facts, o.event, o.previous),
  );
  const events: LiveEventType[] = ['appointments.changed', 'availabilities.changed'];
  if (o.clientCreated) events.push('clients.changed');
  const at = new Date().toISOString();
  for (const type of events) await guarded(n, 'live', () => n.live.publish(row.proId, { type, at }));
}

async function sendMail(
  n: BookingNotifier,
  to: { proId: string; isDemo: boolean; fromName: string; to: string },
  text: MailText,
): Promise<void> {
  try {
    await n.mail.send(n.db, { ...to, ...text });
  } catch (err) {
    n.log.error({ err, to: to.to }, 'booking e-mail not sent: kept in the outbox');
    await guarded(n, 'outbox', () =>
      insertOutboxMessage(n.db, {
        proId: to.proId,
        channel: 'email',
        recipient: to.to,
        subject: text.subject,
        body: text.text,
        deliveredVia: 'outbox',
      }),
    );
  }
}

async function guarded(n: BookingNotifier, what: string, run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (err) {
    n.log.error({ err, what }, 'booking notification failed');
  }
}
