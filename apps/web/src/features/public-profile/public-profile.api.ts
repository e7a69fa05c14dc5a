import type { PublicProfile, PublicReviewDto } from '@quickrdv/core';
import { api } from '../../lib/api-client';

export const publicProfileKey = (slug: string) => ['public-profile', slug] as const;

export const fetchPublicProfile = (slug: string) =>
  api.get<PublicProfile>(`/public/pros/${encodeURIComponent(slug)}`);

/** Every review, newest first (the profile carries the first ten). */
export const fetchReviewPage = (slug: string, offset: number, limit = 10) =>
  api.get<{ reviews: PublicReviewDto[]; total: number }>(
    `/public/pros/${encodeURIComponent(slug)}/reviews?offset=${offset}&limit=${limit}`,
  );

/** One review, for a shared link (?avis=). */
export const fetchReview = (slug: string, id: string) =>
  api.get<PublicReviewDto>(`/public/pros/${encodeURIComponent(slug)}/reviews/${encodeURIComponent(id)}`);
