import { describe, expect, it } from 'vitest';
import { countPlannedAvailabilities, planAvailabilities } from './availability-plan.js';
import { daysBetween, isValidDay, monthBounds, monthsOf, oneYearAfter } from './days.js';

describe('planAvailabilities', () => {
  const paris = 'Europe/Paris';
  it('writes one row per occurrence x slot x staff entry', () => {
    const input = {
      day: '2026-11-23',
      start: '09:00',
      end: '11:00',
      staffIds: ['s1', null, 's1'],
      recurrence: { frequency: 'daily' as const, interval: 1, until: '2026-11-25' },
      split: { slotMinutes: 30 },
    };
    expect(countPlannedAvailabilities(input)).toBe(3 * 4 * 2);
    const rows = planAvailabilities(input, paris);
    expect(rows).toHaveLength(24);
    expect(rows[0]).toEqual({
      day: '2026-11-23',
      start: '09:00',
      end: '09:30',
      startsAt: new Date('2026-11-23T08:00:00Z'),
      endsAt: new Date('2026-11-23T08:30:00Z'),
      staffId: 's1',
    });
    expect(rows[1]!.staffId).toBeNull();
  });

  it('keeps 09:00 Paris across the autumn change', () => {
    const rows = planAvailabilities(
      {
        day: '2026-10-24',
        start: '09:00',
        end: '10:00',
        staffIds: [null],
        recurrence: { frequency: 'daily', interval: 1, until: '2026-10-26' },
        split: null,
      },
      paris,
    );
    expect(rows.map((r) => r.startsAt.toISOString())).toEqual([
      '2026-10-24T07:00:00.000Z',
      '2026-10-25T08:00:00.000Z',
      '2026-10-26T08:00:00.000Z',
    ]);
  });

  it('leaves out a slot that does not exist on the spring-forward night', () => {
    const rows = planAvailabilities(
      {
        day: '2027-03-27',
        start: '02:00',
        end: '03:00',
        staffIds: [null],
        recurrence: { frequency: 'daily', interval: 1, until: '2027-03-29' },
        split: null,
      },
      paris,
    );
    expect(rows.map((r) => r.day)).toEqual(['2027-03-27', '2027-03-29']);
  });

  it('generates a whole year of daily occurrences, leap day included', () => {
    const input = {
      day: '2028-01-01',
      start: '09:00',
      end: '10:00',
      staffIds: [null],
      recurrence: { frequency: 'daily' as const, interval: 1, until: '2029-01-01' },
      split: null,
    };
    expect(countPlannedAvailabilities(input)).toBe(367);
  });
});

describe('calendar day helpers', () => {
  it('validates days', () => {
    expect(isValidDay('2028-02-29')).toBe(true);
    expect(isValidDay('2027-02-29')).toBe(false);
    expect(isValidDay('2027-1-01')).toBe(false);
    expect(isValidDay('2026-13-01')).toBe(false);
    expect(isValidDay('2026-00-10')).toBe(false);
    expect(isValidDay('2026-04-31')).toBe(false);
    expect(isValidDay('2026-04-00')).toBe(false);
    expect(isValidDay('1900-02-29')).toBe(false);
    expect(isValidDay('2000-02-29')).toBe(true);
  });
  it('agrees with Date on every text of the form YYYY-MM-DD in four years around century rules', () => {
    const byDate = (v: string) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    };
    const two = (n: number) => String(n).padStart(2, '0');
    for (const year of [1900, 2000, 2026, 2028])
      for (let month = 0; month <= 13; month++)
        for (let day = 0; day <= 32; day++) {
          const v = `${year}-${two(month)}-${two(day)}`;
          expect(isValidDay(v), v).toBe(byDate(v));
        }
  });
  it('counts days and months', () => {
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-10-26', '2026-10-24')).toBe(-2);
    expect(oneYearAfter('2028-02-29')).toBe('2029-03-01');
    expect(monthBounds('2026-12')).toEqual({ first: '2026-12-01', next: '2027-01-01' });
    expect(monthsOf(['2026-12-30', '2027-01-02', '2026-12-01'])).toEqual(['2026-12', '2027-01']);
  });
});
