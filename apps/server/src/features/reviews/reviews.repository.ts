import type { Executor } from '../../db/database.js';
import { REVIEW_COLUMNS } from '../public-profile/public-profile.repository.js';

/** What the salon sees of a review: what the public sees, and its report. */
export const PRO_REVIEW_COLUMNS = [...REVIEW_COLUMNS, 'reportedAt', 'reportReason', 'reportDetails'] as const;

const reviewsOf = (db: Executor, proId: string) =>
  db.selectFrom('reviews').select(PRO_REVIEW_COLUMNS).where('proId', '=', proId);

/** A page of a professional's reviews, newest first (the public presenter leaves the report out). */
export const reviewPage = (db: Executor, proId: string, o: { offset: number; limit: number }) =>
  reviewsOf(db, proId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .offset(o.offset)
    .limit(o.limit)
    .execute();

export const findReview = (db: Executor, proId: string, id: string) =>
  reviewsOf(db, proId).where('id', '=', id).executeTakeFirst();

export type ProReviewRow = NonNullable<Awaited<ReturnType<typeof findReview>>>;
