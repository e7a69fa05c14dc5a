import {
  ANY_STAFF_COLOR,
  type AppointmentDto,
  type AvailabilityDto,
  type BusyTimeDto,
  type OpeningHoursView,
  type StaffView,
} from '@quickrdv/core';
import type { BusinessHoursInput, EventInput } from '@fullcalendar/core';
import type { ResourceInput } from '@fullcalendar/resource';
import { calendarStrings as t } from '../calendar.strings';
import { ANY_STAFF } from '../calendar-views';
import { cssColor, textOn, tint } from '../colors';
import { toFcDate } from '../wall-clock';
import type { ColorBy } from './use-color-by';

export type CalendarMode = 'clients' | 'dispo';

/** What an event stands for, kept in its extendedProps. */
export type EventMeta =
  | { kind: 'appointment'; appointment: AppointmentDto }
  | { kind: 'availability'; availability: AvailabilityDto }
  | { kind: 'busy'; busy: BusyTimeDto };

/** Staff filter: null shows everyone, ANY_STAFF only 'Indifférent', else one staff member's id. */
export type StaffFilter = string | null;

export const staffKeyOf = (staff: { id: string } | null) => staff?.id ?? ANY_STAFF;

const passes = (filter: StaffFilter, staff: { id: string } | null) =>
  filter === null || staffKeyOf(staff) === filter;

export const clientName = (a: AppointmentDto) =>
  a.client ? `${a.client.nom} ${a.client.prenom}`.trim() : t.events.noClient;

/** The appointment's colour: its partner's, or with 'service' its first service that has a colour. */
export const appointmentColor = (a: AppointmentDto, colorBy: ColorBy) =>
  (colorBy === 'service' ? a.services.find((s) => s.color)?.color : null) ?? a.color;

function appointmentEvent(a: AppointmentDto, draggable: boolean, colorBy: ColorBy): EventInput {
  const meta: EventMeta = { kind: 'appointment', appointment: a };
  const color = appointmentColor(a, colorBy);
  return {
    // Moved by dragging, resized by its end, to another partner's column too (desktop only).
    editable: draggable,
    resourceEditable: draggable,
    id: `apt:${a.id}`,
    title: clientName(a),
    start: toFcDate(a.day, a.start),
    end: toFcDate(a.day, a.end),
    resourceId: staffKeyOf(a.staff),
    backgroundColor: cssColor(color),
    borderColor: cssColor(color),
    textColor: textOn(color),
    classNames: ['cal-event', 'cal-event-appointment'],
    extendedProps: meta,
  };
}

function availabilityEvent(a: AvailabilityDto, mode: CalendarMode, bookableFrom: number): EventInput {
  const meta: EventMeta = { kind: 'availability', availability: a };
  const free = mode === 'clients';
  // Published but too close to its start for clients to book it online (the minimum notice).
  const tooClose = !a.booked && Date.parse(a.startsAt) < bookableFrom;
  return {
    id: `av:${a.id}`,
    title: a.services.map((s) => s.name).join(', ') || t.events.available,
    start: toFcDate(a.day, a.start),
    end: toFcDate(a.day, a.end),
    resourceId: staffKeyOf(a.staff),
    backgroundColor: a.booked ? '#eef0f5' : tint(a.color, free ? 0.08 : 0.16),
    borderColor: cssColor(a.color),
    textColor: '#1e2233',
    classNames: [
      'cal-event',
      free ? 'cal-event-free' : 'cal-event-availability',
      ...(a.booked ? ['cal-event-booked'] : []),
      ...(tooClose ? ['cal-event-too-close'] : []),
    ],
    extendedProps: meta,
  };
}

/** An imported calendar's busy time: read-only, striped grey, in its staff member's column. */
function busyEvent(b: BusyTimeDto): EventInput {
  const meta: EventMeta = { kind: 'busy', busy: b };
  return {
    id: `busy:${b.id}`,
    title: b.summary,
    start: toFcDate(b.day, b.start),
    end: toFcDate(b.endDay, b.end),
    resourceId: b.staffId,
    editable: false,
    backgroundColor: '#eceef2',
    borderColor: '#9aa1ad',
    textColor: '#1e2233',
    classNames: ['cal-event', 'cal-event-busy'],
    extendedProps: meta,
  };
}

/**
 * The events of a mode: appointments plus the still-free availabilities (which can be booked from here)
 * in the clients calendar; every availability, booked ones marked, in the availability calendar.
 */
export function buildEvents(o: {
  mode: CalendarMode;
  appointments: AppointmentDto[];
  availabilities: AvailabilityDto[];
  /** Imported calendars' busy times (clients calendar). */
  busy: BusyTimeDto[];
  filter: StaffFilter;
  /** The month view of the clients calendar lists appointments only: free slots would drown them. */
  month: boolean;
  /** Epoch ms from which clients may book (now plus the minimum notice): earlier free slots are marked. */
  bookableFrom: number;
  /** Appointments can be dragged and resized (not on phones, where a long press scrolls). */
  draggable: boolean;
  colorBy: ColorBy;
}): EventInput[] {
  const withFree = o.mode === 'dispo' || !o.month;
  const availabilities = (withFree ? o.availabilities : [])
    .filter((a) => passes(o.filter, a.staff))
    .filter((a) => o.mode === 'dispo' || !a.booked)
    .map((a) => availabilityEvent(a, o.mode, o.bookableFrom));
  if (o.mode === 'dispo') return availabilities;
  const appointments = o.appointments
    .filter((a) => passes(o.filter, a.staff))
    .map((a) => appointmentEvent(a, o.draggable, o.colorBy));
  const busy = o.busy.filter((b) => passes(o.filter, { id: b.staffId })).map(busyEvent);
  return [...availabilities, ...busy, ...appointments];
}

/** One column per staff member, then 'Indifférent'; only the chosen one when the list is filtered. */
export function buildResources(staff: StaffView[], filter: StaffFilter): ResourceInput[] {
  const all: ResourceInput[] = [
    ...staff.map((s, order) => ({
      id: s.id,
      title: `${s.prenom} ${s.nom}`.trim(),
      eventColor: cssColor(s.color),
      extendedProps: { color: s.color, order },
    })),
    {
      id: ANY_STAFF,
      title: t.staffFilter.any,
      extendedProps: { color: ANY_STAFF_COLOR, order: staff.length },
    },
  ];
  return filter === null ? all : all.filter((r) => r.id === filter);
}

/** Opening hours as FullCalendar business hours (it counts weekdays from Sunday, the API from Monday). */
export function businessHoursOf(hours: OpeningHoursView | undefined): BusinessHoursInput {
  const ranges = (hours?.days ?? []).flatMap((d) =>
    d.ranges.map((r) => ({ daysOfWeek: [(d.weekday + 1) % 7], startTime: r.opens, endTime: r.closes })),
  );
  // The specification's default when the professional has not entered any: 09:00-18:00, Monday to Friday.
  return ranges.length ? ranges : [{ daysOfWeek: [1, 2, 3, 4, 5], startTime: '09:00', endTime: '18:00' }];
}
