import type { LocalDate } from '../time/zoned.js';
import { zoneOffsetMinutes } from '../time/zone-offset.js';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** 'HH:mm' of every minute of a day, built once. */
const TIMES = Array.from({ length: 1440 }, (_, m) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`);

/**
 * Wall-clock day and time of many instants in one time zone, fast: the zone's offset comes from the
 * per-day cache (zone-offset.ts), day and time texts from caches of their own. utcToZoned builds strings
 * for each call, too slow for 8 weeks of slots.
 */
export function zonedClock(timeZone: string): (ms: number) => { day: LocalDate; time: string } {
  const days = new Map<number, string>();
  return (ms) => {
    const local = ms + zoneOffsetMinutes(timeZone, ms) * MINUTE_MS;
    const localDay = Math.floor(local / DAY_MS);
    let day = days.get(localDay);
    if (day === undefined) {
      day = new Date(localDay * DAY_MS).toISOString().slice(0, 10);
      days.set(localDay, day);
    }
    return { day, time: TIMES[Math.floor((local - localDay * DAY_MS) / MINUTE_MS)]! };
  };
}
