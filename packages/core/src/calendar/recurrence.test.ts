import { describe, expect, it } from 'vitest';
import { expandRecurrence, lastRecurrenceDay } from './recurrence.js';
import { instantsFor, splitRange } from './slots.js';

describe('expandRecurrence', () => {
  it('returns the single day without a rule', () => {
    expect(expandRecurrence('2026-11-23', null)).toEqual(['2026-11-23']);
  });

  it('repeats daily up to and including the until day', () => {
    expect(expandRecurrence('2026-11-23', { frequency: 'daily', interval: 1, until: '2026-11-26' })).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
  });

  it('repeats every 2 weeks', () => {
    expect(expandRecurrence('2026-11-23', { frequency: 'weekly', interval: 2, until: '2026-12-31' })).toEqual(
      ['2026-11-23', '2026-12-07', '2026-12-21'],
    );
  });

  it('repeats every year up to its ten-year horizon, 29 February only in leap years', () => {
    const until = lastRecurrenceDay('2028-02-29', 'yearly');
    expect(until).toBe('2038-03-01');
    expect(expandRecurrence('2028-02-29', { frequency: 'yearly', interval: 1, until })).toEqual([
      '2028-02-29',
      '2032-02-29',
      '2036-02-29',
    ]);
    expect(lastRecurrenceDay('2026-11-24', 'daily')).toBe('2027-11-24');
    expect(lastRecurrenceDay('2026-11-24', 'monthly')).toBe('2031-11-24');
  });

  it('skips months without the 31st', () => {
    expect(
      expandRecurrence('2027-01-31', { frequency: 'monthly', interval: 1, until: '2027-06-30' }),
    ).toEqual(['2027-01-31', '2027-03-31', '2027-05-31']);
  });

  it('repeats yearly, skipping non-leap years for 29 February', () => {
    expect(expandRecurrence('2028-02-29', { frequency: 'yearly', interval: 1, until: '2033-01-01' })).toEqual(
      ['2028-02-29', '2032-02-29'],
    );
  });

  it('caps the number of occurrences', () => {
    expect(
      expandRecurrence('2026-01-01', { frequency: 'daily', interval: 1, until: '2030-01-01' }, 50),
    ).toHaveLength(50);
  });
});

describe('daily recurrence across daylight-saving changes keeps the Paris wall-clock time', () => {
  const paris = 'Europe/Paris';
  it('across 2026-10-25 (UTC+2 -> UTC+1)', () => {
    const days = expandRecurrence('2026-10-24', { frequency: 'daily', interval: 1, until: '2026-10-26' });
    const instants = instantsFor(days, [{ start: '09:00', end: '09:30' }], paris).map((i) =>
      i.startsAt.toISOString(),
    );
    expect(instants).toEqual([
      '2026-10-24T07:00:00.000Z',
      '2026-10-25T08:00:00.000Z',
      '2026-10-26T08:00:00.000Z',
    ]);
  });

  it('across 2027-03-28 (UTC+1 -> UTC+2)', () => {
    const days = expandRecurrence('2027-03-27', { frequency: 'daily', interval: 1, until: '2027-03-29' });
    const instants = instantsFor(days, [{ start: '09:00', end: '09:30' }], paris).map((i) =>
      i.startsAt.toISOString(),
    );
    expect(instants).toEqual([
      '2027-03-27T08:00:00.000Z',
      '2027-03-28T07:00:00.000Z',
      '2027-03-29T07:00:00.000Z',
    ]);
  });
});

describe('splitRange', () => {
  it('cuts 9:00-19:00 into twenty 30-minute slots', () => {
    const slots = splitRange('09:00', '19:00', 30);
    expect(slots).toHaveLength(20);
    expect(slots[0]).toEqual({ start: '09:00', end: '09:30' });
    expect(slots.at(-1)).toEqual({ start: '18:30', end: '19:00' });
  });

  it('drops a remainder shorter than a slot', () => {
    expect(splitRange('09:00', '10:10', 45)).toEqual([{ start: '09:00', end: '09:45' }]);
  });
});
