import { describe, expect, it } from 'vitest';
import { utcToZoned } from '../time/zoned.js';
import { zonedClock } from './zoned-clock.js';

describe('zonedClock', () => {
  it('agrees with utcToZoned every 5 minutes across daylight-saving changes of several zones', () => {
    const zones = ['Europe/Paris', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC'];
    const windows = [
      '2026-03-27T00:00:00Z',
      '2026-10-23T00:00:00Z',
      '2026-04-03T00:00:00Z',
      '2026-11-01T00:00:00Z',
    ];
    for (const zone of zones) {
      const clock = zonedClock(zone);
      for (const w of windows) {
        for (let ms = Date.parse(w); ms < Date.parse(w) + 4 * 86_400_000; ms += 5 * 60_000) {
          const z = utcToZoned(new Date(ms), zone);
          expect(clock(ms), `${zone} ${new Date(ms).toISOString()}`).toEqual({ day: z.day, time: z.time });
        }
      }
    }
  });

  it('shows a Paris 09:00 slot the day after the autumn change as 09:00', () => {
    expect(zonedClock('Europe/Paris')(Date.parse('2026-10-26T08:00:00Z'))).toEqual({
      day: '2026-10-26',
      time: '09:00',
    });
  });
});
