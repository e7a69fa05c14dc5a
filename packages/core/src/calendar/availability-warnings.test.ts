import { describe, expect, it } from 'vitest';
import { availabilityWarnings, mondayWeekday } from './availability-warnings.js';

const base = {
  timeZone: 'Europe/Paris',
  // Saturday 28 March 2026, 10:00 in Paris (09:00 UTC), the eve of the spring-forward night.
  nowMs: Date.parse('2026-03-28T09:00:00Z'),
  noticeHours: 2,
  openWeekdays: new Set([0, 1, 2, 3, 4, 5]), // Monday to Saturday
};

describe('availabilityWarnings', () => {
  it('counts weekdays from Monday', () => {
    expect(mondayWeekday('2026-03-30')).toBe(0);
    expect(mondayWeekday('2026-03-29')).toBe(6);
  });

  it('flags the past, refused', () => {
    expect(availabilityWarnings({ ...base, day: '2026-03-28', start: '09:45' })).toMatchObject({
      past: true,
      withinNotice: false,
    });
    expect(availabilityWarnings({ ...base, day: '2026-03-27', start: '18:00' }).past).toBe(true);
  });

  it('flags a start within the notice, in local time', () => {
    expect(availabilityWarnings({ ...base, day: '2026-03-28', start: '11:45' })).toMatchObject({
      past: false,
      withinNotice: true,
    });
    expect(availabilityWarnings({ ...base, day: '2026-03-28', start: '12:00' }).withinNotice).toBe(false);
    expect(
      availabilityWarnings({ ...base, noticeHours: 0, day: '2026-03-28', start: '10:15' }).withinNotice,
    ).toBe(false);
  });

  it('counts the notice across the daylight-saving change (an hour is lost that night)', () => {
    // 22:00 Saturday UTC+1 plus 12 h is 11:00 Sunday UTC+2.
    const now = Date.parse('2026-03-28T21:00:00Z');
    const w = (start: string) =>
      availabilityWarnings({ ...base, nowMs: now, noticeHours: 12, day: '2026-03-29', start }).withinNotice;
    expect(w('10:45')).toBe(true);
    expect(w('11:00')).toBe(false);
  });

  it('flags a day with no opening hours, unless no hours are known', () => {
    expect(availabilityWarnings({ ...base, day: '2026-03-29', start: '14:00' }).closedDay).toBe(true);
    expect(availabilityWarnings({ ...base, day: '2026-03-30', start: '14:00' }).closedDay).toBe(false);
    expect(
      availabilityWarnings({ ...base, openWeekdays: null, day: '2026-03-29', start: '14:00' }).closedDay,
    ).toBe(false);
    expect(
      availabilityWarnings({ ...base, openWeekdays: new Set(), day: '2026-03-29', start: '14:00' }).closedDay,
    ).toBe(false);
  });
});
