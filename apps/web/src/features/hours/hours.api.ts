import type { OpeningHoursInput, OpeningHoursView } from '@quickrdv/core';
import { api } from '../../lib/api-client';

export const hoursKey = ['opening-hours'] as const;

export const fetchOpeningHours = () => api.get<OpeningHoursView>('/opening-hours');

export const saveOpeningHours = (input: OpeningHoursInput) =>
  api.put<OpeningHoursView>('/opening-hours', input);
