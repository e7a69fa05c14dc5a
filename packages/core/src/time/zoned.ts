import { zoneOffsetMinutes } from './zone-offset.js';

export const DEFAULT_TIME_ZONE = 'Europe/Paris';
const MINUTE_MS = 60_000;

/** A calendar day as 'YYYY-MM-DD'. */
export type LocalDate = string;

/**
 * The UTC instant of a wall-clock time on a day in a time zone, as TZDate gives it: a time skipped by a
 * change moves forward (02:30 becomes 03:30), a time met twice is the second. From the cached offsets
 * rather than a TZDate, as every booking plans its reminders with it.
 */
export function zonedTimeToUtc(day: LocalDate, time: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // The offset near the wall time, then the offset at the instant it gives: where they agree, that's it.
  const near = zoneOffsetMinutes(timeZone, wall);
  const at = zoneOffsetMinutes(timeZone, wall - near * MINUTE_MS);
  const instant = wall - at * MINUTE_MS;
  if (zoneOffsetMinutes(timeZone, instant) === at) return new Date(instant);
  // Skipped by a change: read with the offset before it (the smaller), the time lands after the gap.
  return new Date(wall - Math.min(near, at) * MINUTE_MS);
}

/** The day ('YYYY-MM-DD'), wall-clock time ('HH:mm') and weekday (0 = Monday) of an instant in a time zone. */
export function utcToZoned(
  instant: Date,
  timeZone: string,
): { day: LocalDate; time: string; weekday: number } {
  // The zone's offset at that instant, then UTC getters on the shifted instant: the same wall clock as a
  // TZDate, without building one (every booking plans its reminders and messages with this).
  const z = new Date(instant.getTime() + zoneOffsetMinutes(timeZone, instant.getTime()) * MINUTE_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    day: `${z.getUTCFullYear()}-${pad(z.getUTCMonth() + 1)}-${pad(z.getUTCDate())}`,
    time: `${pad(z.getUTCHours())}:${pad(z.getUTCMinutes())}`,
    weekday: (z.getUTCDay() + 6) % 7,
  };
}

/** Today in a time zone ('YYYY-MM-DD'): the salon's today, whatever the browser's zone. */
export const todayIn = (timeZone: string, now: Date = new Date()): LocalDate => utcToZoned(now, timeZone).day;

/** The calendar day N days after a day (calendar arithmetic, independent of any time zone). */
export function addDays(day: LocalDate, n: number): LocalDate {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Weekday of a calendar day, 0 = Monday ... 6 = Sunday. */
export function weekdayOf(day: LocalDate): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}
