import type { PublicProfile } from '@quickrdv/core';
import { api } from '../../lib/api-client';

export const publicProfileKey = (slug: string) => ['public-profile', slug] as const;

export const fetchPublicProfile = (slug: string) =>
  api.get<PublicProfile>(`/public/pros/${encodeURIComponent(slug)}`);
