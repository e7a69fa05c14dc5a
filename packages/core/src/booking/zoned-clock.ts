import { tzOffset } from '@date-fns/tz';
import type { LocalDate } from '../time/zoned.js';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** 'HH:mm' of every minute of a day, built once. */
const TIMES = Array.from({ length: 1440 }, (_, m) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`);

/**
 * Wall-clock day and time of many instants in one time zone, fast: the zone's offset is looked up once per
 * UTC day and reused for every instant of that day, unless a daylight-saving change falls inside it (then
 * each instant of that day is looked up); day and time texts come from caches. utcToZoned costs
 * microseconds a call, too slow for 8 weeks of slots.
 */
export function zonedClock(timeZone: string): (ms: number) => { day: LocalDate; time: string } {
  const offsets = new Map<number, number | null>();
  const days = new Map<number, string>();
  const offsetAt = (ms: number): number => {
    const utcDay = Math.floor(ms / DAY_MS);
    let offset = offsets.get(utcDay);
    if (offset === undefined) {
      const first = tzOffset(timeZone, new Date(utcDay * DAY_MS));
      const last = tzOffset(timeZone, new Date((utcDay + 1) * DAY_MS - 1));
      offset = first === last ? first : null;
      offsets.set(utcDay, offset);
    }
    return offset ?? tzOffset(timeZone, new Date(ms));
  };
  return (ms) => {
    const local = ms + offsetAt(ms) * MINUTE_MS;
    const localDay = Math.floor(local / DAY_MS);
    let day = days.get(localDay);
    if (day === undefined) {
      day = new Date(localDay * DAY_MS).toISOString().slice(0, 10);
      days.set(localDay, day);
    }
    return { day, time: TIMES[Math.floor((local - localDay * DAY_MS) / MINUTE_MS)]! };
  };
}
