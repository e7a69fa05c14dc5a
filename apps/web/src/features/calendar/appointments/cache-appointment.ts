import type { AppointmentDto } from '@quickrdv/core';
import type { QueryClient } from '@tanstack/react-query';
import { calendarKeys } from '../calendar.api';

type RangeData = { appointments: AppointmentDto[] } | undefined;

/**
 * Puts the server's answer to a write into every cached range that holds the appointment, so the
 * panel reopened at once shows what was saved (its reminders, its times) rather than the list from
 * before the write while the refetch is still on its way.
 */
export function cacheAppointment(queryClient: QueryClient, saved: AppointmentDto): void {
  queryClient.setQueriesData<RangeData>({ queryKey: calendarKeys.appointments }, (data) =>
    data && Array.isArray(data.appointments)
      ? { ...data, appointments: data.appointments.map((a) => (a.id === saved.id ? saved : a)) }
      : data,
  );
}
