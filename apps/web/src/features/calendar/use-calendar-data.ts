import { useQuery } from '@tanstack/react-query';
import {
  calendarKeys,
  fetchAppointments,
  fetchAvailabilities,
  fetchHours,
  fetchServiceList,
  fetchStaffList,
} from './calendar.api';
import type { CalendarMode } from './board/calendar-events';
import { useBusyTimes } from '../calendar-sync/use-busy-times';

/** Staff, services and opening hours: what the calendar's columns, pickers and grey hours come from. */
export function useCatalog() {
  const staff = useQuery({ queryKey: calendarKeys.staff, queryFn: fetchStaffList });
  const services = useQuery({ queryKey: calendarKeys.services, queryFn: fetchServiceList });
  const hours = useQuery({ queryKey: calendarKeys.hours, queryFn: fetchHours });
  return {
    staff: staff.data?.staff ?? [],
    services: services.data?.services ?? [],
    hours: hours.data,
    isPending: staff.isPending || services.isPending,
    error: staff.error ?? services.error,
    refetch: () => {
      void staff.refetch();
      void services.refetch();
      void hours.refetch();
    },
  };
}

/**
 * The shown period's events. Both calendars need the availabilities (the clients calendar offers the free
 * ones for booking); only the clients calendar needs the appointments. The previous period stays on screen
 * while the next one loads.
 */
export function useRangeData(mode: CalendarMode, range: { from: string; to: string } | null) {
  const enabled = range !== null;
  const from = range?.from ?? '';
  const to = range?.to ?? '';
  const availabilities = useQuery({
    queryKey: calendarKeys.availabilityRange(from, to),
    queryFn: () => fetchAvailabilities(from, to),
    enabled,
    placeholderData: (previous) => previous,
  });
  const appointments = useQuery({
    queryKey: calendarKeys.appointmentRange(from, to),
    queryFn: () => fetchAppointments(from, to),
    enabled: enabled && mode === 'clients',
    placeholderData: (previous) => previous,
  });
  return {
    availabilities: availabilities.data?.availabilities ?? [],
    appointments: appointments.data?.appointments ?? [],
    isFetching: availabilities.isFetching || appointments.isFetching,
    error: availabilities.error ?? (mode === 'clients' ? appointments.error : null),
    refetch: () => {
      void availabilities.refetch();
      if (mode === 'clients') void appointments.refetch();
    },
  };
}

/** Everything the calendar screen shows: the catalog, the shown period's events and imported busy times. */
export function useCalendarData(mode: CalendarMode, shown: { from: string; to: string } | null) {
  const catalog = useCatalog();
  const range = useRangeData(mode, shown);
  const busy = useBusyTimes(mode === 'clients', shown);
  return { catalog, ...range, busy };
}
