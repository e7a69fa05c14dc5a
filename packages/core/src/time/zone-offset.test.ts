import { tzOffset } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { zoneOffsetMinutes } from './zone-offset.js';

describe('zoneOffsetMinutes', () => {
  // Every 7 minutes of 2026 (and its change days) in zones with whole-hour, half-hour and 45-minute offsets
  // and changes: the per-day cache answers what tzOffset answers, before and after the day is cached.
  it.each(['Europe/Paris', 'America/New_York', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Asia/Kolkata'])(
    'matches tzOffset every 7 minutes of a year in %s',
    (zone) => {
      const start = Date.UTC(2026, 0, 1);
      const mismatches: string[] = [];
      for (let ms = start; ms < Date.UTC(2027, 0, 1); ms += 7 * 60_000) {
        const expected = tzOffset(zone, new Date(ms));
        if (zoneOffsetMinutes(zone, ms) !== expected || zoneOffsetMinutes(zone, ms) !== expected)
          mismatches.push(new Date(ms).toISOString());
      }
      expect(mismatches).toEqual([]);
    },
  );

  it('changes within the hour of Paris’s spring and autumn changes', () => {
    expect(zoneOffsetMinutes('Europe/Paris', Date.UTC(2026, 2, 29, 0, 59, 59))).toBe(60);
    expect(zoneOffsetMinutes('Europe/Paris', Date.UTC(2026, 2, 29, 1, 0, 0))).toBe(120);
    expect(zoneOffsetMinutes('Europe/Paris', Date.UTC(2026, 9, 25, 0, 59, 59))).toBe(120);
    expect(zoneOffsetMinutes('Europe/Paris', Date.UTC(2026, 9, 25, 1, 0, 0))).toBe(60);
  });
});
