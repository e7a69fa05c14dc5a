import { formatTimeOfDay, MAX_RANGES_PER_DAY, parseTimeOfDay, type OpeningHoursView } from '@quickrdv/core';

/** A range of a day as the grid edits it (the opening hours' opens/closes, the staff's start/end). */
export interface TimeRange {
  start: string;
  end: string;
}

/** Seven days of ranges, index = weekday (0 = Monday). */
export type Week = TimeRange[][];

/** Messages keyed '<weekday>.<range>.<start|end>', plus 'week' for the whole grid. */
export type WeekErrors = Record<string, string>;

export const emptyWeek = (): Week => Array.from({ length: 7 }, () => []);

export const DEFAULT_RANGE: TimeRange = { start: '09:00', end: '18:00' };

/** A range to add after the day's last one: from its end, two hours long, within the day. */
export function nextRange(ranges: TimeRange[]): TimeRange {
  const lastEnd = parseTimeOfDay(ranges.at(-1)?.end ?? '') ?? 9 * 60;
  const start = Math.min(lastEnd + 60, 22 * 60);
  return { start: formatTimeOfDay(start), end: formatTimeOfDay(Math.min(start + 120, 23 * 60 + 55)) };
}

export const canAddRange = (ranges: TimeRange[]) => ranges.length < MAX_RANGES_PER_DAY;

export function fromOpeningHours(view: OpeningHoursView): Week {
  const week = emptyWeek();
  for (const day of view.days) week[day.weekday] = day.ranges.map((r) => ({ start: r.opens, end: r.closes }));
  return week;
}

export const toOpeningDays = (week: Week) =>
  week.map((ranges, weekday) => ({
    weekday,
    ranges: ranges.map((r) => ({ opens: r.start, closes: r.end })),
  }));

export function fromStaffHours(hours: { weekday: number; ranges: TimeRange[] }[]): Week {
  const week = emptyWeek();
  for (const day of hours) week[day.weekday] = day.ranges.map((r) => ({ ...r }));
  return week;
}

export const toStaffHours = (week: Week) => week.map((ranges, weekday) => ({ weekday, ranges }));

/**
 * Turns API or schema field paths into grid keys: 'days.1.ranges.0.closes' -> '1.0.end',
 * 'hours.2.ranges.1.start' -> '2.1.start', and the week-level 'days' or 'hours' -> 'week'.
 */
export function toWeekErrors(fields: Record<string, string>, root: 'days' | 'hours'): WeekErrors {
  const errors: WeekErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const match = new RegExp(`^${root}\\.(\\d)\\.ranges(?:\\.(\\d)\\.(\\w+))?`).exec(path);
    if (match) {
      const side = match[3] === 'opens' || match[3] === 'start' ? 'start' : 'end';
      errors[match[2] === undefined ? `${match[1]}` : `${match[1]}.${match[2]}.${side}`] ??= message;
    } else if (path === root || path.startsWith(`${root}.`) || path === 'form') {
      errors.week ??= message;
    }
  }
  return errors;
}

/** '09:00 – 12:00 · 14:00 – 19:00', or null for a closed day. */
export function describeRanges(ranges: TimeRange[]): string | null {
  if (ranges.length === 0) return null;
  return ranges.map((r) => `${r.start} – ${r.end}`).join(' · ');
}
