import type { LocalDate } from '../time/zoned.js';

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** True for an existing calendar day written 'YYYY-MM-DD' (2026-02-30 is not one). */
export function isValidDay(value: string): boolean {
  if (!DAY_RE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** True for 'YYYY-MM' with a month 01 to 12. */
export const isValidMonth = (value: string): boolean => MONTH_RE.test(value);

/** True for a wall-clock time 'HH:mm' from 00:00 to 23:59. */
export const isValidTime = (value: string): boolean => TIME_RE.test(value);

/** Whole calendar days from `from` to `to` (negative when `to` is earlier); no time zone involved. */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

/** The same day one year later (29 February becomes 1 March). */
export function oneYearAfter(day: LocalDate): LocalDate {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + 1, m - 1, d)).toISOString().slice(0, 10);
}

/** The first day of a month 'YYYY-MM' and the first day of the next one. */
export function monthBounds(month: string): { first: LocalDate; next: LocalDate } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  return { first: `${month}-01`, next };
}

/** Every month 'YYYY-MM' touched by a list of days, in order, without repeats. */
export function monthsOf(days: LocalDate[]): string[] {
  return [...new Set(days.map((d) => d.slice(0, 7)))].sort();
}
