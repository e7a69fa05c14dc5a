import { zonedTimeToUtc, type LocalDate } from '../time/zoned.js';
import { isWithinNotice } from './booking-notice.js';

export interface AvailabilityWarnings {
  /** Starts before now: refused by the create panel. */
  past: boolean;
  /** Starts within the minimum notice: clients cannot book it online yet. */
  withinNotice: boolean;
  /** Falls on a weekday with no opening hours: allowed, but worth a second look. */
  closedDay: boolean;
}

/** Weekday 0 = Monday ... 6 = Sunday, as the opening hours count them. */
export const mondayWeekday = (day: LocalDate) => (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;

/**
 * What to tell the professional about an availability before creating it. `openWeekdays` is null while
 * the opening hours are unknown (or none were entered: then no day is "closed").
 */
export function availabilityWarnings(o: {
  day: LocalDate;
  start: string;
  timeZone: string;
  nowMs: number;
  noticeHours: number;
  openWeekdays: ReadonlySet<number> | null;
}): AvailabilityWarnings {
  const startsAt = zonedTimeToUtc(o.day, o.start, o.timeZone).toISOString();
  const past = Date.parse(startsAt) < o.nowMs;
  return {
    past,
    withinNotice: !past && isWithinNotice(startsAt, o.nowMs, o.noticeHours),
    closedDay:
      o.openWeekdays !== null && o.openWeekdays.size > 0 && !o.openWeekdays.has(mondayWeekday(o.day)),
  };
}
