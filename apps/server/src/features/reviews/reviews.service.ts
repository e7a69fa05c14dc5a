import {
  ratingSummary,
  reviewMessages as m,
  type ProReviewDto,
  type ProReviewPage,
  type ReviewReply,
  type ReviewReport,
  type ReviewReportReason,
} from '@quickrdv/core';
import type { Db } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { AppError, notFound } from '../../http/app-error.js';
import { updatePro } from '../account/pros.repository.js';
import { presentReview } from '../public-profile/public-profile.presenter.js';
import { ratingTotals } from '../public-profile/public-profile.repository.js';
import { findReview, reviewPage, type ProReviewRow } from './reviews.repository.js';

export const presentProReview = (r: ProReviewRow): ProReviewDto => ({
  ...presentReview(r),
  report:
    r.reportedAt && r.reportReason
      ? { reason: r.reportReason as ReviewReportReason, details: r.reportDetails ?? '', date: r.reportedAt }
      : null,
});

/** 'LES AVIS': a page of reviews, newest first, with the average and the request setting. */
export async function listProReviews(
  db: Db,
  pro: ProRow,
  page: { offset: number; limit: number },
): Promise<ProReviewPage> {
  const totals = (await ratingTotals(db, [pro.id])).get(pro.id) ?? { sum: 0, count: 0 };
  const rows = await reviewPage(db, pro.id, page);
  return {
    reviews: rows.map(presentProReview),
    total: totals.count,
    average: ratingSummary(totals.sum, totals.count).noteglobale,
    askForProAppointments: pro.askReviewsForProAppointments === 1,
  };
}

async function reviewOf(db: Db, pro: ProRow, id: string): Promise<ProReviewRow> {
  const row = await findReview(db, pro.id, id);
  if (!row) throw notFound(m.reviewNotFound);
  return row;
}

/** Writes or rewrites the professional's public reply; its date is the last edit's. */
export async function replyToReview(db: Db, pro: ProRow, id: string, input: ReviewReply, now = new Date()) {
  await reviewOf(db, pro, id);
  await db
    .updateTable('reviews')
    .set({ replyMessage: input.message, replyAt: now.toISOString() })
    .where('proId', '=', pro.id)
    .where('id', '=', id)
    .execute();
  return presentProReview(await reviewOf(db, pro, id));
}

export async function deleteReply(db: Db, pro: ProRow, id: string) {
  const row = await reviewOf(db, pro, id);
  if (row.replyMessage === null) throw notFound(m.noReply);
  await db
    .updateTable('reviews')
    .set({ replyMessage: null, replyAt: null })
    .where('proId', '=', pro.id)
    .where('id', '=', id)
    .execute();
  return presentProReview(await reviewOf(db, pro, id));
}

/**
 * Reports a review for moderation, once. The review stays published meanwhile: a salon cannot take down a
 * review it dislikes (French rules on online reviews).
 */
export async function reportReview(db: Db, pro: ProRow, id: string, input: ReviewReport, now = new Date()) {
  await reviewOf(db, pro, id);
  const r = await db
    .updateTable('reviews')
    .set({ reportedAt: now.toISOString(), reportReason: input.reason, reportDetails: input.details })
    .where('proId', '=', pro.id)
    .where('id', '=', id)
    .where('reportedAt', 'is', null)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) throw new AppError('conflict', m.alreadyReported);
  return presentProReview(await reviewOf(db, pro, id));
}

export async function saveReviewSettings(db: Db, pro: ProRow, askForProAppointments: boolean) {
  await updatePro(db, pro.id, { askReviewsForProAppointments: askForProAppointments ? 1 : 0 });
  return { askForProAppointments };
}
