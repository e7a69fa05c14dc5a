import { zonedTimeToUtc, type LocalDate } from '../time/zoned.js';

export const SLOT_MINUTES_MIN = 15;
export const SLOT_MINUTES_MAX = 300;
export const SLOT_MINUTES_STEP = 15;
export const SLOT_MINUTES_DEFAULT = 30;
/** Splitting is offered from a range of this many minutes. */
export const SPLIT_MIN_RANGE_MINUTES = 60;

export const toMinutes = (time: string): number => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

export const toTime = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Whole slots of `slotMinutes` from `start` to `end` (wall-clock 'HH:mm'); a remainder too short is dropped.
 * The step is checked here too, not only by the schemas: a loop driven by input must end whatever it is given.
 */
export function splitRange(
  start: string,
  end: string,
  slotMinutes: number,
): { start: string; end: string }[] {
  if (!Number.isInteger(slotMinutes) || slotMinutes <= 0)
    throw new RangeError(`splitRange: invalid step ${slotMinutes}`);
  const from = toMinutes(start);
  const to = Math.min(toMinutes(end), 24 * 60);
  const slots: { start: string; end: string }[] = [];
  for (let t = from; t + slotMinutes <= to; t += slotMinutes)
    slots.push({ start: toTime(t), end: toTime(t + slotMinutes) });
  return slots;
}

/** UTC instants of wall-clock ranges on each day, in the professional's time zone (DST-correct). */
export function instantsFor(
  days: LocalDate[],
  ranges: { start: string; end: string }[],
  timeZone: string,
): { startsAt: Date; endsAt: Date }[] {
  return days.flatMap((day) =>
    ranges.map((r) => ({
      startsAt: zonedTimeToUtc(day, r.start, timeZone),
      endsAt: zonedTimeToUtc(day, r.end, timeZone),
    })),
  );
}
