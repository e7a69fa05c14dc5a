import type { BusyTimeDto, CalendarSyncView, FeedOptions, FeedView, ImportView } from '@quickrdv/core';
import { api, apiUpload } from '../../lib/api-client';

/** Busy times start with 'availabilities': the live message that refreshes free slots refreshes them too. */
export const syncKeys = {
  view: ['calendar-sync'] as const,
  busy: (from: string, to: string) => ['availabilities', 'busy', from, to] as const,
};

export const fetchSyncView = () => api.get<CalendarSyncView>('/calendar-sync');

export const updateFeed = (scope: string, options: FeedOptions) =>
  api.patch<FeedView>(`/calendar-sync/feeds/${scope}`, options);

export const regenerateFeed = (scope: string) =>
  api.post<FeedView>(`/calendar-sync/feeds/${scope}/regenerate`);

export const importFromUrl = (staffId: string, url: string) =>
  api.post<ImportView>('/calendar-sync/imports/url', { staffId, url });

/** The file as it is: the server reads and checks it (size, format, number of events). */
export const importFromFile = (staffId: string, file: File) => {
  const query = new URLSearchParams({ staffId, name: file.name.slice(0, 100) });
  return apiUpload<ImportView>(
    `/calendar-sync/imports/file?${query.toString()}`,
    new Blob([file], { type: 'text/calendar' }),
  );
};

export const removeImport = (id: string) => api.delete<void>(`/calendar-sync/imports/${id}`);

export const fetchBusyTimes = (from: string, to: string) =>
  api.get<{ busy: BusyTimeDto[] }>(`/calendar-sync/busy?from=${from}&to=${to}`);
