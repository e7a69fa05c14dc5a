import { utcToZoned } from '../time/zoned.js';

/** Today's weekday (0 = Monday) where the professional is, which may differ from the visitor's day. */
export function todayWeekday(timeZone: string, now: Date = new Date()): number {
  return utcToZoned(now, timeZone).weekday;
}

/** One day of opening hours as the Informations panel lists it: ['09:00 - 12:00', '14:00 - 19:00'] or ['Fermé']. */
export function openingRangeLabels(ranges: { opens: string; closes: string }[]): string[] {
  return ranges.length ? ranges.map((r) => `${r.opens} - ${r.closes}`) : ['Fermé'];
}
