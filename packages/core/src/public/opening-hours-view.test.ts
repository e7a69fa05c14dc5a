import { describe, expect, it } from 'vitest';
import { formatOpeningRanges, todayWeekday } from './opening-hours-view.js';

describe('todayWeekday', () => {
  it('counts from Monday = 0', () => {
    // Monday 2026-03-02, noon in Paris.
    expect(todayWeekday('Europe/Paris', new Date('2026-03-02T11:00:00Z'))).toBe(0);
    expect(todayWeekday('Europe/Paris', new Date('2026-03-08T11:00:00Z'))).toBe(6);
  });

  it("uses the professional's time zone, not the visitor's", () => {
    // Sunday 23:30 UTC is already Monday in Paris, still Sunday in Martinique.
    const instant = new Date('2026-03-08T23:30:00Z');
    expect(todayWeekday('Europe/Paris', instant)).toBe(0);
    expect(todayWeekday('America/Martinique', instant)).toBe(6);
  });
});

describe('formatOpeningRanges', () => {
  it('lists the ranges, or says closed', () => {
    expect(formatOpeningRanges([{ opens: '09:00', closes: '19:00' }])).toBe('09:00 - 19:00');
    expect(
      formatOpeningRanges([
        { opens: '09:00', closes: '12:00' },
        { opens: '14:00', closes: '18:30' },
      ]),
    ).toBe('09:00 - 12:00, 14:00 - 18:30');
    expect(formatOpeningRanges([])).toBe('Fermé');
  });
});
