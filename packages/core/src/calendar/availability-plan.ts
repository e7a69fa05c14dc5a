import type { LocalDate } from '../time/zoned.js';
import { expandRecurrence, type RecurrenceRule } from './recurrence.js';
import { instantsFor, splitRange } from './slots.js';

/** Most availabilities one creation may generate (occurrences x slots x staff entries). */
export const MAX_GENERATED_AVAILABILITIES = 5000;
/** Enough occurrences for a daily rule over one year, leap day included. */
const MAX_DAYS = 400;

export interface AvailabilityPlanInput {
  day: LocalDate;
  start: string;
  end: string;
  /** Staff ids, null for 'Indifférent'; repeats are ignored. */
  staffIds: (string | null)[];
  recurrence: RecurrenceRule | null;
  split: { slotMinutes: number } | null;
}

export interface PlannedAvailability {
  day: LocalDate;
  start: string;
  end: string;
  startsAt: Date;
  endsAt: Date;
  staffId: string | null;
}

function parts(input: AvailabilityPlanInput) {
  const days = expandRecurrence(input.day, input.recurrence, MAX_DAYS);
  const ranges = input.split
    ? splitRange(input.start, input.end, input.split.slotMinutes)
    : [{ start: input.start, end: input.end }];
  const staff = [...new Set(input.staffIds)];
  return { days, ranges, staff };
}

/** How many rows a creation would write, computed before generating them. */
export function countPlannedAvailabilities(input: AvailabilityPlanInput): number {
  const { days, ranges, staff } = parts(input);
  return days.length * ranges.length * staff.length;
}

/**
 * Every availability a creation writes: one per occurrence day x slot x staff entry, with UTC instants
 * of the wall-clock times in the professional's time zone. A slot that a DST change makes empty
 * (02:00-03:00 on the spring-forward night) does not exist that day and is left out.
 */
export function planAvailabilities(input: AvailabilityPlanInput, timeZone: string): PlannedAvailability[] {
  const { days, ranges, staff } = parts(input);
  const out: PlannedAvailability[] = [];
  for (const day of days) {
    const instants = instantsFor([day], ranges, timeZone);
    instants.forEach(({ startsAt, endsAt }, i) => {
      if (endsAt.getTime() <= startsAt.getTime()) return;
      const range = ranges[i]!;
      for (const staffId of staff)
        out.push({ day, start: range.start, end: range.end, startsAt, endsAt, staffId });
    });
  }
  return out;
}
