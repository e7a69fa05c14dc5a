import { SLOT_MINUTES_DEFAULT } from '@quickrdv/core';
import type { AppointmentValues } from './appointments/appointment-form';
import type { AvailabilityValues } from './availabilities/availability-form';
import type { PickedRange } from './board/CalendarBoard';
import type { StaffFilter } from './board/calendar-events';
import { ANY_STAFF } from './calendar-views';
import { addMinutes } from './wall-clock';

/** A click opens a one-hour availability; a drag keeps the dragged range. */
const AVAILABILITY_CLICK_MINUTES = 60;

/** The partner a new entry starts with: the clicked column's, else the filtered one, else 'Indifférent'. */
const staffKeyFor = (range: PickedRange, filter: StaffFilter) => range.resourceId ?? filter ?? ANY_STAFF;

/** A new appointment from a picked area: a click lasts one appointment step (the hours' 'pas'). */
export function appointmentDraft(range: PickedRange, filter: StaffFilter, step: number): AppointmentValues {
  return {
    clientId: '',
    day: range.day,
    endDay: range.single ? range.day : range.endDay,
    start: range.start,
    end: range.single ? addMinutes(range.start, step) : range.end,
    serviceId: null,
    staffKey: staffKeyFor(range, filter),
    availabilityId: null,
    note: '',
    notifySms: false,
    notifyMail: false,
    notifyDaysBefore: 0,
    reminders: [],
  };
}

/** An appointment taking a published availability: its day, times, partner and first service. */
export function appointmentDraftFromAvailability(a: {
  id: string;
  day: string;
  start: string;
  end: string;
  staff: { id: string } | null;
  services: { id: string }[];
}): AppointmentValues {
  return {
    ...appointmentDraft(
      {
        day: a.day,
        endDay: a.day,
        start: a.start,
        end: a.end,
        resourceId: a.staff?.id ?? ANY_STAFF,
        single: false,
      },
      null,
      0,
    ),
    serviceId: a.services[0]?.id ?? null,
    availabilityId: a.id,
  };
}

export function availabilityDraft(range: PickedRange, filter: StaffFilter): AvailabilityValues {
  const end = range.single ? addMinutes(range.start, AVAILABILITY_CLICK_MINUTES) : range.end;
  return {
    day: range.day,
    endDay: range.single ? range.day : range.endDay,
    start: range.start,
    end,
    staffKeys: [staffKeyFor(range, filter)],
    serviceIds: [],
    note: '',
    recurrence: 'none',
    customInterval: 1,
    customUnit: 'weekly',
    until: range.day,
    split: false,
    slotMinutes: SLOT_MINUTES_DEFAULT,
  };
}
