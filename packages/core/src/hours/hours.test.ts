import { describe, expect, it } from 'vitest';
import { openingHoursSchema } from './hours.schemas.js';
import { findRangeProblems, formatTimeOfDay, parseTimeOfDay } from './time-ranges.js';

const issues = (value: unknown) => {
  const result = openingHoursSchema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};
const day = (weekday: number, ...ranges: [string, string][]) => ({
  weekday,
  ranges: ranges.map(([opens, closes]) => ({ opens, closes })),
});

describe('parseTimeOfDay / formatTimeOfDay', () => {
  it('reads 24-hour times and refuses anything else', () => {
    expect(parseTimeOfDay('00:00')).toBe(0);
    expect(parseTimeOfDay('09:05')).toBe(545);
    expect(parseTimeOfDay('23:59')).toBe(1439);
    for (const bad of ['24:00', '9:00', '09:60', '0900', '', '09:00:00'])
      expect(parseTimeOfDay(bad)).toBeNull();
    expect(formatTimeOfDay(545)).toBe('09:05');
  });
});

describe('findRangeProblems', () => {
  it('accepts ordered, touching ranges', () => {
    expect(
      findRangeProblems([
        { start: 540, end: 720 },
        { start: 720, end: 840 },
      ]),
    ).toEqual([]);
  });

  it('reports a range that does not end after it starts', () => {
    expect(findRangeProblems([{ start: 600, end: 600 }])).toEqual([{ index: 0, kind: 'order' }]);
    expect(findRangeProblems([{ start: 600, end: 540 }])).toEqual([{ index: 0, kind: 'order' }]);
  });

  it('reports an overlap on the range that starts later, whatever the order given', () => {
    expect(
      findRangeProblems([
        { start: 660, end: 780 },
        { start: 540, end: 720 },
      ]),
    ).toEqual([{ index: 0, kind: 'overlap' }]);
    expect(
      findRangeProblems([
        { start: 540, end: 1080 },
        { start: 600, end: 660 },
        { start: 700, end: 720 },
      ]),
    ).toEqual([
      { index: 1, kind: 'overlap' },
      { index: 2, kind: 'overlap' },
    ]);
  });
});

describe('openingHoursSchema', () => {
  it('accepts a week with up to three ranges a day and a step', () => {
    const week = {
      days: [day(0, ['09:00', '12:00'], ['13:00', '15:00'], ['16:00', '19:00']), day(5)],
      step: 45,
    };
    expect(openingHoursSchema.parse(week)).toEqual(week);
  });

  it('requires at least one range in the week', () => {
    expect(issues({ days: [day(0), day(1)] })).toEqual({
      days: "Veuillez renseigner vos heures d'ouverture !",
    });
    expect(issues({ days: [] })).toEqual({ days: "Veuillez renseigner vos heures d'ouverture !" });
  });

  it('points at the closing time of a range that closes before it opens', () => {
    expect(issues({ days: [day(0, ['09:00', '12:00']), day(1, ['14:00', '13:00'])] })).toEqual({
      'days.1.ranges.0.closes': "L'heure de fermeture doit être après l'heure d'ouverture.",
    });
  });

  it('points at the overlapping range of a day', () => {
    expect(issues({ days: [day(2, ['09:00', '12:00'], ['11:30', '14:00'])] })).toEqual({
      'days.0.ranges.1.opens': "Les plages horaires d'une même journée ne doivent pas se chevaucher.",
    });
  });

  it('refuses malformed times, times off the 5-minute step and a fourth range', () => {
    const result = issues({
      days: [
        day(0, ['9h', '12:00']),
        day(1, ['09:03', '12:00']),
        day(2, ['08:00', '09:00'], ['10:00', '11:00'], ['12:00', '13:00'], ['14:00', '15:00']),
      ],
    });
    expect(result).toEqual({
      'days.0.ranges.0.opens': 'Veuillez saisir une heure au format HH:mm.',
      'days.1.ranges.0.opens': 'Les heures doivent être saisies par pas de 5 minutes.',
      'days.2.ranges': 'Trois plages horaires au maximum par jour.',
    });
  });

  it('refuses a weekday given twice or out of range', () => {
    expect(issues({ days: [day(0, ['09:00', '10:00']), day(0, ['11:00', '12:00'])] })).toEqual({
      'days.1.weekday': 'Chaque jour ne peut figurer qu’une seule fois.',
    });
    expect(issues({ days: [day(7, ['09:00', '10:00'])] })['days.0.weekday']).toBe(
      'Le jour doit être compris entre 0 (lundi) et 6 (dimanche).',
    );
  });

  it('keeps the appointment step between 5 and 240 minutes, by 5', () => {
    const base = { days: [day(0, ['09:00', '10:00'])] };
    for (const step of [5, 30, 240]) expect(issues({ ...base, step })).toEqual({});
    for (const step of [0, 4, 7, 245, 30.5]) {
      expect(issues({ ...base, step }).step).toBe(
        'Le pas des rendez-vous doit être compris entre 5 et 240 minutes, par multiples de 5.',
      );
    }
  });
});
