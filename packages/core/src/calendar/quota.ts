import { utcToZoned } from '../time/zoned.js';

/** 'YYYY-MM' of an instant in a time zone: the month a free-plan availability counts in. */
export const monthKey = (instant: Date, timeZone: string): string =>
  utcToZoned(instant, timeZone).day.slice(0, 7);

/**
 * The first month that would exceed the cap if `newStarts` were added to `existingByMonth`, or null.
 * Every generated slot counts, so a recurrence or a split is judged as a whole.
 */
export function monthOverCap(
  existingByMonth: Record<string, number>,
  newStarts: Date[],
  cap: number | null,
  timeZone: string,
): string | null {
  if (cap === null) return null;
  const totals: Record<string, number> = { ...existingByMonth };
  for (const start of newStarts) {
    const key = monthKey(start, timeZone);
    totals[key] = (totals[key] ?? 0) + 1;
    if (totals[key]! > cap) return key;
  }
  return null;
}

/**
 * How many of `newStarts`, taken in time order (first days first), fit under the cap with what each month
 * already holds: the 'publish what fits' of a free plan. Null when there is no cap.
 */
export function countFittingUnderCap(
  existingByMonth: Record<string, number>,
  newStarts: Date[],
  cap: number | null,
  timeZone: string,
): number | null {
  if (cap === null) return null;
  const totals: Record<string, number> = { ...existingByMonth };
  const sorted = [...newStarts].sort((a, b) => a.getTime() - b.getTime());
  let fitting = 0;
  for (const start of sorted) {
    const key = monthKey(start, timeZone);
    // A later month may still have room, but 'first days first' stops at the first slot that does not fit.
    if ((totals[key] ?? 0) + 1 > cap) break;
    totals[key] = (totals[key] ?? 0) + 1;
    fitting += 1;
  }
  return fitting;
}
