import type { Executor } from '../../db/database.js';
import { REVIEW_COLUMNS } from '../public-profile/public-profile.repository.js';

export const PRO_REVIEW_COLUMNS = [...REVIEW_COLUMNS, 'reportedAt', 'reportReason', 'reportDetails'] as const;

/** A page of a professional's reviews, newest first. */
export const reviewPage = (db: Executor, proId: string, o: { offset: number; limit: number }) =>
  db
    .selectFrom('reviews')
    .select(PRO_REVIEW_COLUMNS)
    .where('proId', '=', proId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .offset(o.offset)
    .limit(o.limit)
    .execute();

export const publicReviewPage = (db: Executor, proId: string, o: { offset: number; limit: number }) =>
  db
    .selectFrom('reviews')
    .select(REVIEW_COLUMNS)
    .where('proId', '=', proId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .offset(o.offset)
    .limit(o.limit)
    .execute();

export const publicReview = (db: Executor, proId: string, id: string) =>
  db
    .selectFrom('reviews')
    .select(REVIEW_COLUMNS)
    .where('proId', '=', proId)
    .where('id', '=', id)
    .executeTakeFirst();

export const findReview = (db: Executor, proId: string, id: string) =>
  db
    .selectFrom('reviews')
    .select(PRO_REVIEW_COLUMNS)
    .where('proId', '=', proId)
    .where('id', '=', id)
    .executeTakeFirst();

export type ProReviewRow = NonNullable<Awaited<ReturnType<typeof findReview>>>;
