import type {
  AppointmentCreateInput,
  AppointmentDto,
  AppointmentUpdateInput,
  AvailabilityBulkDeleteInput,
  AvailabilityCreateInput,
  AvailabilityDto,
  AvailabilityUpdateInput,
  FutureAvailabilities,
  OpeningHoursView,
  ServiceList,
  StaffList,
} from '@quickrdv/core';
import { api } from '../../lib/api-client';

/**
 * Query keys. Every availability query starts with 'availabilities' and every appointment query with
 * 'appointments', so one live message (or one write) refreshes all of them. Staff, services and hours
 * use the same keys as their own screens, which share the cache.
 */
export const calendarKeys = {
  availabilities: ['availabilities'] as const,
  availabilityRange: (from: string, to: string) => ['availabilities', 'range', from, to] as const,
  future: ['availabilities', 'future'] as const,
  monthlyCount: (month: string) => ['availabilities', 'monthly-count', month] as const,
  appointments: ['appointments'] as const,
  appointmentRange: (from: string, to: string) => ['appointments', 'range', from, to] as const,
  staff: ['staff'] as const,
  services: ['services'] as const,
  hours: ['opening-hours'] as const,
};

const range = (from: string, to: string) => `from=${from}&to=${to}`;

export const fetchAvailabilities = (from: string, to: string) =>
  api.get<{ availabilities: AvailabilityDto[] }>(`/availabilities?${range(from, to)}`);

export const fetchFutureAvailabilities = () => api.get<FutureAvailabilities>('/availabilities/future');

export const fetchMonthlyCount = (month: string) =>
  api.get<{ month: string; count: number; cap: number | null }>(
    `/availabilities/monthly-count?month=${month}`,
  );

export const createAvailabilities = (input: AvailabilityCreateInput) =>
  api.post<{ seriesId: string; count: number; availabilities: AvailabilityDto[] }>('/availabilities', input);

export const updateAvailability = (id: string, patch: AvailabilityUpdateInput) =>
  api.patch<AvailabilityDto>(`/availabilities/${id}`, patch);

export const deleteAvailability = (id: string) => api.delete<void>(`/availabilities/${id}`);

export const bulkDeleteAvailabilities = (input: AvailabilityBulkDeleteInput) =>
  api.post<{ deleted: number }>('/availabilities/bulk-delete', input);

export const fetchAppointments = (from: string, to: string) =>
  api.get<{ appointments: AppointmentDto[] }>(`/appointments?${range(from, to)}`);

export const createAppointment = (input: AppointmentCreateInput) =>
  api.post<AppointmentDto>('/appointments', input);

export const updateAppointment = (id: string, patch: AppointmentUpdateInput) =>
  api.patch<AppointmentDto>(`/appointments/${id}`, patch);

export const deleteAppointment = (id: string) => api.delete<void>(`/appointments/${id}`);

export const fetchStaffList = () => api.get<StaffList>('/staff');
export const fetchServiceList = () => api.get<ServiceList>('/services');
export const fetchHours = () => api.get<OpeningHoursView>('/opening-hours');
