import { describe, expect, it } from 'vitest';
import { countFittingUnderCap, monthKey, monthOverCap } from './quota.js';
import { notificationDelayOptions } from './notification-delay.js';

describe('monthOverCap', () => {
  const tz = 'Europe/Paris';
  it('counts an availability at 00:30 Paris on 1 December in December, not November', () => {
    expect(monthKey(new Date('2026-11-30T23:30:00Z'), tz)).toBe('2026-12');
  });

  it('lets the 20th availability of a month pass and refuses the 21st', () => {
    const start = new Date('2026-12-10T09:00:00Z');
    expect(monthOverCap({ '2026-12': 19 }, [start], 20, tz)).toBeNull();
    expect(monthOverCap({ '2026-12': 20 }, [start], 20, tz)).toBe('2026-12');
  });

  it('judges a recurrence as a whole, month by month', () => {
    const starts = Array.from({ length: 5 }, (_, i) => new Date(Date.UTC(2026, 11, 28 + i, 9)));
    expect(monthOverCap({ '2026-12': 16, '2027-01': 0 }, starts, 20, tz)).toBeNull();
    expect(monthOverCap({ '2026-12': 17 }, starts, 20, tz)).toBe('2026-12');
  });

  it('never refuses an unlimited plan', () => {
    expect(monthOverCap({ '2026-12': 5000 }, [new Date()], null, tz)).toBeNull();
  });
});

describe('notificationDelayOptions', () => {
  it('offers only Immédiatement for today or tomorrow', () => {
    expect(notificationDelayOptions(0).map((o) => o.daysBefore)).toEqual([0]);
    expect(notificationDelayOptions(1).map((o) => o.daysBefore)).toEqual([0]);
  });
  it('offers up to N days before within a week', () => {
    expect(notificationDelayOptions(3).map((o) => o.label)).toEqual([
      'Immédiatement',
      '1 jour avant',
      '2 jours avant',
      '3 jours avant',
    ]);
  });
  it('offers 1 to 7 days before from 8 days away', () => {
    expect(notificationDelayOptions(20).map((o) => o.daysBefore)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('countFittingUnderCap', () => {
  const tz = 'Europe/Paris';
  const day = (d: number, h = 9) => new Date(Date.UTC(2026, 11, d, h));

  it('counts the first slots in time order that fit, whatever order they come in', () => {
    const starts = [day(12), day(10), day(11), day(10, 14)];
    expect(countFittingUnderCap({ '2026-12': 17 }, starts, 20, tz)).toBe(3);
    expect(countFittingUnderCap({ '2026-12': 20 }, starts, 20, tz)).toBe(0);
    expect(countFittingUnderCap({}, starts, 20, tz)).toBe(4);
  });

  it('stops at the first slot over the cap: what is published is a stretch of days without gaps', () => {
    const starts = [day(30), day(31), new Date(Date.UTC(2027, 0, 4, 9))];
    expect(countFittingUnderCap({ '2026-12': 19, '2027-01': 0 }, starts, 20, tz)).toBe(1);
  });

  it('is null without a cap', () => {
    expect(countFittingUnderCap({ '2026-12': 500 }, [day(10)], null, tz)).toBeNull();
  });
});
