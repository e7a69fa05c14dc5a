import { addDays, type LocalDate } from '../time/zoned.js';
import { yearsAfter } from './days.js';

export type Frequency = 'daily' | 'weekly' | 'monthly' | 'yearly';

/** 'Aucune répétition', the four presets, and 'Personnalisé' (every N days, weeks, months or years). */
export interface RecurrenceRule {
  frequency: Frequency;
  /** Every N units; 1 for the presets. */
  interval: number;
  /** 'Répéter jusqu'au': last day that may hold an occurrence (inclusive). */
  until: LocalDate;
}

/**
 * How many years after its first day a rule may go on. A year is enough for daily and weekly rules (up to
 * 366 days); monthly and yearly ones get longer, or 'Tous les ans' would give one date more at most.
 */
export const RECURRENCE_HORIZON_YEARS: Record<Frequency, number> = {
  daily: 1,
  weekly: 1,
  monthly: 5,
  yearly: 10,
};

/** The last day 'Répéter jusqu'au' may take for a rule of `frequency` starting on `start`. */
export const lastRecurrenceDay = (start: LocalDate, frequency: Frequency): LocalDate =>
  yearsAfter(start, RECURRENCE_HORIZON_YEARS[frequency]);

/** Hard ceiling on generated days, whatever the rule, so one request cannot flood the calendar. */
export const MAX_OCCURRENCES = 366;

/**
 * The calendar days of a recurring event starting on `start`, in order, `start` first. Monthly and yearly
 * rules skip months without that day (31st, 29 February), as RFC 5545 does, instead of shifting the date.
 */
export function expandRecurrence(
  start: LocalDate,
  rule: RecurrenceRule | null,
  max = MAX_OCCURRENCES,
): LocalDate[] {
  if (!rule) return [start];
  // An interval below 1 would repeat or walk backwards until `max`: refuse it here as well as in the schema.
  if (!Number.isInteger(rule.interval) || rule.interval < 1)
    throw new RangeError(`expandRecurrence: invalid interval ${rule.interval}`);
  const days: LocalDate[] = [];
  for (let i = 0; days.length < max; i++) {
    const day = nthOccurrence(start, rule, i);
    if (day === null) continue;
    if (day > rule.until) break;
    days.push(day);
    if (i > max * 12) break; // only reachable with monthly rules on a day that never exists again
  }
  return days;
}

function nthOccurrence(start: LocalDate, rule: RecurrenceRule, i: number): LocalDate | null {
  const step = i * rule.interval;
  if (rule.frequency === 'daily') return addDays(start, step);
  if (rule.frequency === 'weekly') return addDays(start, step * 7);
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const months = rule.frequency === 'monthly' ? step : step * 12;
  const target = new Date(Date.UTC(y, m - 1 + months, d));
  // Date.UTC rolls 31 February over into March: that occurrence does not exist.
  if (target.getUTCDate() !== d) return null;
  return target.toISOString().slice(0, 10);
}
