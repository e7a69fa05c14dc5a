import { randomUUID } from 'node:crypto';
import {
  invitationState,
  reviewMessages as m,
  type PublicReviewDto,
  type ReviewInvitationDto,
  type ReviewSubmit,
} from '@quickrdv/core';
import type { Db, Executor } from '../../db/database.js';
import { AppError, notFound } from '../../http/app-error.js';
import { presentReview } from '../public-profile/public-profile.presenter.js';
import { REVIEW_COLUMNS } from '../public-profile/public-profile.repository.js';
import {
  appointmentServiceNames,
  claimInvitation,
  invitationByToken,
} from './review-invitations.repository.js';
import { reviewTokenHash } from './review-requests.js';

type Invitation = NonNullable<Awaited<ReturnType<typeof invitationByToken>>>;

/** The invitation behind a link, or the French reason it cannot be used now. */
async function openInvitation(db: Executor, secret: string, token: string, now: Date): Promise<Invitation> {
  const inv = token.length <= 100 ? await invitationByToken(db, reviewTokenHash(secret, token)) : undefined;
  if (!inv) throw notFound(m.invitationUnknown);
  const state = invitationState(inv, now);
  if (state === 'used') throw new AppError('gone', m.invitationUsed);
  if (state === 'expired') throw new AppError('gone', m.invitationExpired);
  if (state === 'too-early') throw new AppError('conflict', m.invitationTooEarly);
  return inv;
}

/** What the review form shows: the salon, the client's first name, the appointment. */
export async function reviewInvitation(
  db: Db,
  o: { secret: string; token: string; now?: Date },
): Promise<ReviewInvitationDto> {
  const inv = await openInvitation(db, o.secret, o.token, o.now ?? new Date());
  return {
    nomSociete: inv.nomSociete,
    slug: inv.slug,
    prenom: inv.prenom ?? '',
    visitDate: inv.startsAt,
    timeZone: inv.timeZone,
    services: await appointmentServiceNames(db, inv.appointmentId),
  };
}

/**
 * Writes the review of a link, once: the link is claimed and the review inserted in one transaction, so two
 * clicks (or two devices) make one review, and a failure leaves the link usable.
 */
export async function submitReview(
  db: Db,
  o: { secret: string; token: string; input: ReviewSubmit; now?: Date },
): Promise<{ review: PublicReviewDto; slug: string; proId: string }> {
  const now = o.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const inv = await openInvitation(trx, o.secret, o.token, now);
    if (!(await claimInvitation(trx, inv.id, now.toISOString())))
      throw new AppError('gone', m.invitationUsed);
    const id = randomUUID();
    await trx
      .insertInto('reviews')
      .values({
        id,
        proId: inv.proId,
        // Only the first name is published; an erased or nameless client shows as 'Client'.
        prenom: (inv.prenom ?? '').trim().split(/\s+/)[0]?.slice(0, 60) || 'Client',
        rating: o.input.rating,
        message: o.input.message,
        replyMessage: null,
        replyAt: null,
        createdAt: now.toISOString(),
        appointmentId: inv.appointmentId,
        visitAt: inv.startsAt,
        verified: 1,
      })
      .execute();
    const row = await trx
      .selectFrom('reviews')
      .select(REVIEW_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { review: presentReview(row), slug: inv.slug, proId: inv.proId };
  });
}
