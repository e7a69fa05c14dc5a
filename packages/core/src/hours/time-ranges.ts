/** Pure rules about wall-clock times ('HH:mm') and ranges of a day, shared by opening hours and staff hours. */

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of a 'HH:mm' time, or null when it is not a valid 24-hour time. */
export function parseTimeOfDay(value: string): number | null {
  const match = TIME_PATTERN.exec(value);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 'HH:mm' of a number of minutes since midnight (0..1439). */
export function formatTimeOfDay(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** A range of a day in minutes since midnight. */
export interface MinuteRange {
  start: number;
  end: number;
}

/** A problem found in a day's ranges: which range (index as given) and which kind. */
export interface RangeProblem {
  index: number;
  kind: 'order' | 'overlap';
}

/**
 * Checks a day's ranges: each must end after it starts, and no two may overlap (touching is fine:
 * 09:00-12:00 then 12:00-14:00). An overlap is reported on the range that starts later.
 */
export function findRangeProblems(ranges: readonly MinuteRange[]): RangeProblem[] {
  const problems: RangeProblem[] = [];
  ranges.forEach((r, index) => {
    if (r.end <= r.start) problems.push({ index, kind: 'order' });
  });
  const ordered = ranges
    .map((r, index) => ({ ...r, index }))
    .filter((r) => r.end > r.start)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  let latestEnd = -1;
  for (const r of ordered) {
    if (r.start < latestEnd) problems.push({ index: r.index, kind: 'overlap' });
    latestEnd = Math.max(latestEnd, r.end);
  }
  return problems;
}
