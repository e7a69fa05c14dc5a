import type { PageImageKind, PageLayout, PageLayoutState } from '@quickrdv/core';
import { api } from '../../lib/api-client';

export const pageLayoutKey = ['page-layout'] as const;
export const fetchPageLayout = () => api.get<PageLayoutState>('/page-layout');
export const savePageLayout = (layout: PageLayout, version: number) =>
  api.put<PageLayoutState>('/page-layout', { layout, version });
export const uploadPageImage = (image: string, kind: PageImageKind) =>
  api.post<{ url: string }>('/page-layout/images', { image, kind });
