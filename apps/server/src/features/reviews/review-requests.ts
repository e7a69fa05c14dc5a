import { randomUUID } from 'node:crypto';
import {
  formatLongDateFr,
  isBookingPhone,
  reviewAskFrom,
  reviewFormPath,
  reviewInvitationExpiry,
  reviewRequestMail,
  reviewRequestSms,
  toE164Phone,
  utcToZoned,
} from '@quickrdv/core';
import type { Db } from '../../db/database.js';
import { insertJobs, newJob, type NewJob } from '../../jobs/jobs.repository.js';
import { SkipJob, type JobHandler } from '../../jobs/worker.js';
import { hmac, newToken } from '../auth/tokens.js';
import type { MailDelivery } from '../notifications/mail-delivery.js';
import type { SmsProvider } from '../notifications/sms-provider.js';
import { appointmentsToAsk, insertInvitation, invitationFacts } from './review-invitations.repository.js';

/** Kind of the durable job that sends one review request (e-mail or SMS) after an appointment. */
export const REVIEW_REQUEST_JOB = 'review.request';

interface ReviewRequestPayload {
  appointmentId: string;
  channel: 'email' | 'sms';
  /** The single-use link: only its HMAC is kept with the invitation. */
  url: string;
}

export const reviewTokenHash = (secret: string, token: string) => hmac(secret, `review-link:${token}`);

/**
 * Finds the appointments that just ended and gives each its single-use review link, sent by e-mail and, when
 * the client has a mobile number, by SMS. Safe on several instances at once: the invitation's unique
 * appointment is the lock, and only the instance that inserted it plans the messages. Returns how many
 * appointments were asked.
 */
export async function sweepReviewRequests(
  db: Db,
  o: { secret: string; publicUrl: string; now?: Date; limit?: number },
): Promise<number> {
  const now = o.now ?? new Date();
  const rows = await appointmentsToAsk(db, {
    from: reviewAskFrom(now).toISOString(),
    now: now.toISOString(),
    limit: o.limit ?? 200,
  });
  let asked = 0;
  for (const row of rows) {
    const token = newToken();
    const at = now.toISOString();
    const planned = await db.transaction().execute(async (trx) => {
      const inserted = await insertInvitation(trx, {
        id: randomUUID(),
        tokenHash: reviewTokenHash(o.secret, token),
        proId: row.proId,
        appointmentId: row.id,
        expiresAt: reviewInvitationExpiry(new Date(row.endsAt)).toISOString(),
        createdAt: at,
      });
      if (!inserted) return false;
      const url = `${o.publicUrl}${reviewFormPath(token)}`;
      const channels: ReviewRequestPayload['channel'][] = [
        ...(row.email ? ['email' as const] : []),
        ...(row.phone && isBookingPhone(row.phone) ? ['sms' as const] : []),
      ];
      const jobs: NewJob[] = channels.map((channel) =>
        newJob({
          kind: REVIEW_REQUEST_JOB,
          payload: { appointmentId: row.id, channel, url } satisfies ReviewRequestPayload,
          now,
        }),
      );
      await insertJobs(trx, jobs);
      return true;
    });
    if (planned) asked++;
  }
  return asked;
}

/** Sends one review request, unless the appointment was cancelled or the review already given. */
export function reviewRequestHandler(deps: { mail: MailDelivery; sms: SmsProvider }): JobHandler {
  return async (job, { db }) => {
    const p = JSON.parse(job.payload) as ReviewRequestPayload;
    const f = await invitationFacts(db, p.appointmentId);
    if (!f || !f.clientId) throw new SkipJob('Le rendez-vous ou son client n’existe plus.');
    if (f.usedAt) throw new SkipJob('L’avis a déjà été donné.');
    const facts = {
      nomSociete: f.nomSociete,
      prenom: f.prenom ?? '',
      longDay: formatLongDateFr(utcToZoned(new Date(f.startsAt), f.timeZone).day),
      url: p.url,
    };
    if (p.channel === 'sms') {
      if (!f.phone || !isBookingPhone(f.phone))
        throw new SkipJob('Le client n’a plus de téléphone portable.');
      await deps.sms.send(db, {
        proId: f.proId,
        to: toE164Phone(f.phone),
        text: reviewRequestSms(facts),
        sender: f.nomSociete,
      });
      return;
    }
    if (!f.email) throw new SkipJob('Le client n’a plus d’adresse e-mail.');
    await deps.mail.send(db, {
      proId: f.proId,
      isDemo: f.isDemo === 1,
      to: f.email,
      fromName: f.nomSociete,
      ...reviewRequestMail(facts),
    });
  };
}
