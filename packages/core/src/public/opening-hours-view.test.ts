import { describe, expect, it } from 'vitest';
import { openingRangeLabels, todayWeekday } from './opening-hours-view.js';

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

describe('openingRangeLabels', () => {
  it('lists the ranges, or says closed', () => {
    expect(openingRangeLabels([{ opens: '09:00', closes: '19:00' }])).toEqual(['09:00 - 19:00']);
    expect(
      openingRangeLabels([
        { opens: '09:00', closes: '12:00' },
        { opens: '14:00', closes: '18:30' },
      ]),
    ).toEqual(['09:00 - 12:00', '14:00 - 18:30']);
    expect(openingRangeLabels([])).toEqual(['Fermé']);
  });
});
