import { tzOffset } from '@date-fns/tz';

const DAY_MS = 86_400_000;
/** Bounds on what is kept (zones are few; days add up over a long-running server). */
const MAX_ZONES = 200;
const MAX_DAYS = 20_000;

/** Per zone, per UTC day: the zone's offset in minutes when it holds all day, null when it changes that day. */
const byZone = new Map<string, Map<number, number | null>>();

/**
 * A time zone's offset from UTC in minutes at an instant (tzOffset), looked up once per zone and UTC day:
 * Intl's lookup costs microseconds, and every booking, reminder and slot list asks it many times. On a day
 * with a daylight-saving change (its first and last millisecond differ) each instant is looked up.
 */
export function zoneOffsetMinutes(timeZone: string, ms: number): number {
  let days = byZone.get(timeZone);
  if (!days) {
    if (byZone.size >= MAX_ZONES) byZone.clear();
    byZone.set(timeZone, (days = new Map()));
  }
  const utcDay = Math.floor(ms / DAY_MS);
  let offset = days.get(utcDay);
  if (offset === undefined) {
    const first = tzOffset(timeZone, new Date(utcDay * DAY_MS));
    const last = tzOffset(timeZone, new Date((utcDay + 1) * DAY_MS - 1));
    offset = first === last ? first : null;
    if (days.size >= MAX_DAYS) days.clear();
    days.set(utcDay, offset);
  }
  return offset ?? tzOffset(timeZone, new Date(ms));
}
