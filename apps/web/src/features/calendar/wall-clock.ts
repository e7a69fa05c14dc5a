import { toMinutes, toTime, utcToZoned } from '@quickrdv/core';

/**
 * The calendar runs FullCalendar in its 'UTC' time zone and feeds it wall-clock times of the professional's
 * time zone (as the API gives them): what is shown is the salon's time, whatever the browser's zone.
 */
export const FC_TIME_ZONE = 'UTC';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'Now' as FullCalendar must see it: the salon's wall clock, written as a UTC instant. */
export function wallClockNow(timeZone: string): string {
  const { day, time } = utcToZoned(new Date(), timeZone);
  return `${day}T${time}:00Z`;
}

/** An event's start or end for FullCalendar. */
export const toFcDate = (day: string, time: string) => `${day}T${time}:00Z`;

/** The wall-clock day and time of a date FullCalendar gives back (its UTC fields). */
export function fromFcDate(date: Date): { day: string; time: string } {
  const iso = date.toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** 'HH:mm' plus minutes, kept within the day (23:55 at most). */
export const addMinutes = (time: string, minutes: number): string =>
  toTime(Math.min(toMinutes(time) + minutes, 23 * 60 + 55));

/** A 'YYYY-MM-DD' day as the browser-local Date PrimeReact's date pickers work with. */
export function dayToPickerDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

export const pickerDateToDay = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** 'HH:mm' as the Date of PrimeReact's time picker, and back. */
export function timeToPickerDate(time: string): Date {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return new Date(2000, 0, 1, h, m);
}

export const pickerDateToTime = (date: Date): string => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** A short French date for labels: 'mar. 24 nov.'. */
export function shortDateFr(day: string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}
