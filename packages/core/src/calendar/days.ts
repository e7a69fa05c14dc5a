import type { LocalDate } from '../time/zoned.js';

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** True for an existing calendar day written 'YYYY-MM-DD' (2026-02-30 is not one). */
export function isValidDay(value: string): boolean {
  if (!DAY_RE.test(value)) return false;
  // Arithmetic rather than a Date: every slot search validates its first day (a Date and its ISO text cost
  // more than the rest of the query's validation).
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days of a month (1 to 12) in the proleptic Gregorian calendar, as Date counts them. */
function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : MONTH_DAYS[month - 1]!;
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

/** The same day `years` later (29 February becomes 1 March when that year has none). */
export function yearsAfter(day: LocalDate, years: number): LocalDate {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
}

/** The same day one year later (29 February becomes 1 March). */
export const oneYearAfter = (day: LocalDate): LocalDate => yearsAfter(day, 1);

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
