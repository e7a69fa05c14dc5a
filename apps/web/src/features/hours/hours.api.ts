import type {
  HoursPublishInput,
  HoursPublishResult,
  OpeningHoursInput,
  OpeningHoursView,
} from '@quickrdv/core';
import { api } from '../../lib/api-client';

export const hoursKey = ['opening-hours'] as const;

export const fetchOpeningHours = () => api.get<OpeningHoursView>('/opening-hours');

export const saveOpeningHours = (input: OpeningHoursInput) =>
  api.put<OpeningHoursView>('/opening-hours', input);

/** Publishes availabilities generated from the opening hours ('PARAMETRES', option 'Rendez-vous'). */
export const publishFromHours = (input: HoursPublishInput) =>
  api.post<HoursPublishResult>('/opening-hours/publish', input);

/** The same publication counted without writing, for the dialog's preview line. */
export const previewPublication = (input: HoursPublishInput) =>
  api.post<HoursPublishResult>('/opening-hours/publish/preview', input);
