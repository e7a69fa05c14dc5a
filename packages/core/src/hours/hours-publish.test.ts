import { describe, expect, it } from 'vitest';
import {
  hoursPublishMessages as m,
  hoursPublishSchema,
  planPublication,
  publishDays,
  publishPeriodIssue,
  withoutOverlaps,
} from './hours-publish.js';

const issues = (value: unknown) => {
  const result = hoursPublishSchema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};
const mondayMorning = [{ weekday: 0, ranges: [{ opens: '09:00', closes: '10:00' }] }];
const paris = 'Europe/Paris';

describe('hoursPublishSchema', () => {
  it('accepts the three recurrence choices', () => {
    for (const recurrence of [
      { kind: 'weekly', from: '2027-01-04', until: '2027-01-10' },
      { kind: 'everyNWeeks', every: 7, from: '2027-01-04', until: '2027-01-10' },
      { kind: 'yearly', from: '2027-01-04', until: '2027-01-04' },
    ])
      expect(issues({ recurrence, staffIds: [null] })).toEqual({});
  });

  it('names the faulty field in French', () => {
    expect(issues({ recurrence: { kind: 'weekly', from: '2027-01-10', until: '2027-01-04' } })).toEqual({
      'recurrence.until': 'La date de fin doit être supérieure à la date du début',
    });
    expect(
      issues({ recurrence: { kind: 'everyNWeeks', every: 8, from: '2027-01-04', until: '2027-01-10' } }),
    ).toEqual({ 'recurrence.every': m.everyInvalid });
    expect(
      issues({ recurrence: { kind: 'everyNWeeks', every: 0, from: '2027-01-04', until: '2027-01-10' } }),
    ).toEqual({ 'recurrence.every': m.everyInvalid });
    expect(issues({ recurrence: { kind: 'daily', from: '2027-01-04', until: '2027-01-10' } })).toEqual({
      'recurrence.kind': m.kindInvalid,
    });
    expect(
      issues({ recurrence: { kind: 'weekly', from: '2027-02-30', until: '2027-03-01' }, staffIds: [] }),
    ).toEqual({
      'recurrence.from': 'Veuillez saisir une date valide (AAAA-MM-JJ).',
      staffIds: m.staffRequired,
    });
  });
});

describe('publishPeriodIssue', () => {
  it('refuses a start in the past and an end over one year after today', () => {
    expect(publishPeriodIssue({ from: '2026-11-22', until: '2027-11-22' }, '2026-11-22')).toBeNull();
    expect(publishPeriodIssue({ from: '2026-11-21', until: '2026-11-30' }, '2026-11-22')).toEqual({
      field: 'recurrence.from',
      message: m.fromPast,
    });
    expect(publishPeriodIssue({ from: '2026-11-22', until: '2027-11-23' }, '2026-11-22')).toEqual({
      field: 'recurrence.until',
      message: m.tooFar,
    });
  });
});

describe('publishDays', () => {
  it('keeps every day for weekly and yearly, weeks 0, N, 2N from the week of the start otherwise', () => {
    expect(publishDays({ kind: 'weekly', from: '2027-01-06', until: '2027-01-12' })).toHaveLength(7);
    expect(publishDays({ kind: 'yearly', from: '2027-01-01', until: '2027-12-31' })).toHaveLength(365);
    // Wednesday 6 January 2027: its week runs from Monday 4; weeks kept start on 4 and 18 January.
    expect(publishDays({ kind: 'everyNWeeks', every: 2, from: '2027-01-06', until: '2027-01-24' })).toEqual([
      '2027-01-06',
      '2027-01-07',
      '2027-01-08',
      '2027-01-09',
      '2027-01-10',
      '2027-01-18',
      '2027-01-19',
      '2027-01-20',
      '2027-01-21',
      '2027-01-22',
      '2027-01-23',
      '2027-01-24',
    ]);
  });
});

describe('planPublication', () => {
  it('keeps 09:00 in Paris on both sides of the spring-forward change of 28 March 2027', () => {
    const slots = planPublication({
      recurrence: { kind: 'weekly', from: '2027-03-22', until: '2027-04-04' },
      week: mondayMorning,
      slotMinutes: 30,
      staffIds: [null],
      timeZone: paris,
      now: new Date('2026-11-22T00:00:00Z'),
    });
    expect(slots.map((s) => [s.startsAt.toISOString(), s.endsAt.toISOString()])).toEqual([
      ['2027-03-22T08:00:00.000Z', '2027-03-22T08:30:00.000Z'],
      ['2027-03-22T08:30:00.000Z', '2027-03-22T09:00:00.000Z'],
      ['2027-03-29T07:00:00.000Z', '2027-03-29T07:30:00.000Z'],
      ['2027-03-29T07:30:00.000Z', '2027-03-29T08:00:00.000Z'],
    ]);
  });

  it('repeats each slot per staff entry, skips past slots and the hour a DST change removes', () => {
    const slots = planPublication({
      recurrence: { kind: 'weekly', from: '2027-03-28', until: '2027-03-29' },
      week: [
        { weekday: 6, ranges: [{ opens: '01:00', closes: '04:00' }] },
        { weekday: 0, ranges: [{ opens: '09:00', closes: '10:15' }] },
      ],
      slotMinutes: 60,
      staffIds: ['a', null, 'a'],
      timeZone: paris,
      now: new Date('2027-03-28T00:30:00Z'),
    });
    // Sunday 01:00 (00:00Z) is past; 02:00-03:00 does not exist that night; 03:00-04:00 is kept.
    expect(slots.map((s) => `${s.startsAt.toISOString()} ${s.staffId}`)).toEqual([
      '2027-03-28T01:00:00.000Z a',
      '2027-03-28T01:00:00.000Z null',
      '2027-03-29T07:00:00.000Z a',
      '2027-03-29T07:00:00.000Z null',
    ]);
  });
});

describe('withoutOverlaps', () => {
  it('skips slots overlapping an availability of the same staff entry only', () => {
    const at = (h: string) => new Date(`2027-01-04T${h}:00Z`);
    const planned = [
      { startsAt: at('08:00'), endsAt: at('08:30'), staffId: 'a' },
      { startsAt: at('08:30'), endsAt: at('09:00'), staffId: 'a' },
      { startsAt: at('08:00'), endsAt: at('08:30'), staffId: null },
    ];
    const existing = [
      { startsAt: at('07:00'), endsAt: at('08:10'), staffId: 'a' },
      { startsAt: at('09:00'), endsAt: at('10:00'), staffId: 'a' },
    ];
    const { kept, skipped } = withoutOverlaps(planned, existing);
    expect(kept).toEqual([planned[1], planned[2]]);
    expect(skipped).toBe(1);
  });
});
