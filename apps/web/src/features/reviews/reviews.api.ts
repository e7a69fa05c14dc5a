import type { ProReviewDto, ProReviewPage, ReviewReportReason } from '@quickrdv/core';
import { api } from '../../lib/api-client';

export const REVIEWS_PAGE_SIZE = 20;
/** The live 'reviews.changed' message refreshes every query under this key (lib/live/live-invalidation.ts). */
export const reviewsKey = ['reviews'] as const;

export const fetchReviews = (offset: number) =>
  api.get<ProReviewPage>(`/reviews?offset=${offset}&limit=${REVIEWS_PAGE_SIZE}`);
export const saveReply = (id: string, message: string) =>
  api.put<ProReviewDto>(`/reviews/${encodeURIComponent(id)}/reply`, { message });
export const deleteReply = (id: string) =>
  api.delete<ProReviewDto>(`/reviews/${encodeURIComponent(id)}/reply`);
export const reportReview = (id: string, reason: ReviewReportReason, details: string) =>
  api.post<ProReviewDto>(`/reviews/${encodeURIComponent(id)}/report`, { reason, details });
export const saveReviewSettings = (askForProAppointments: boolean) =>
  api.put<{ askForProAppointments: boolean }>('/reviews/settings', { askForProAppointments });
