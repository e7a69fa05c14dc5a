import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signupSchema, passwordChangeSchema } from '../account/account.schemas.js';
import { calendarMessages } from '../calendar/calendar.messages.js';
import {
  appointmentCreateSchema,
  availabilityBulkDeleteSchema,
  availabilityCreateSchema,
  dayRangeQuerySchema,
} from '../calendar/calendar.schemas.js';
import { expandRecurrence } from '../calendar/recurrence.js';
import { splitRange } from '../calendar/slots.js';
import { hoursPublishSchema, planPublication, publishDays } from '../hours/hours-publish.js';
import { openingHoursSchema } from '../hours/hours.schemas.js';
import { staffUpdateSchema } from '../staff/staff.schemas.js';

/** Values no field accepts as they are, of every JSON type and a few numbers that break loops. */
const HOSTILE: unknown[] = [
  -1,
  0,
  0.5,
  -0.0001,
  1e308,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  '',
  'x',
  '99:99',
  '0000-00-00',
  'a'.repeat(100_000),
  null,
  true,
  [],
  [null],
  {},
  { length: 1e9 },
];

/** Every schema with a refinement across fields, with a value it accepts. */
const SCHEMAS: [string, z.ZodType, Record<string, unknown>][] = [
  [
    'availabilityCreate',
    availabilityCreateSchema,
    {
      day: '2027-03-01',
      start: '09:00',
      end: '12:00',
      staffIds: [null],
      recurrence: { frequency: 'weekly', interval: 1, until: '2027-04-01' },
      split: { slotMinutes: 30 },
    },
  ],
  [
    'appointmentCreate',
    appointmentCreateSchema,
    { day: '2027-03-01', start: '09:00', end: '10:00', clientId: 'c1', notifyDaysBefore: 1 },
  ],
  ['availabilityBulkDelete', availabilityBulkDeleteSchema, { days: ['2027-03-01'] }],
  ['dayRangeQuery', dayRangeQuerySchema, { from: '2027-03-01', to: '2027-03-07' }],
  [
    'hoursPublish',
    hoursPublishSchema,
    {
      recurrence: { kind: 'everyNWeeks', every: 2, from: '2027-03-01', until: '2027-06-01' },
      staffIds: [null],
      slotMinutes: 30,
    },
  ],
  [
    'openingHours',
    openingHoursSchema,
    {
      days: [
        { weekday: 0, ranges: [{ opens: '09:00', closes: '12:00' }] },
        { weekday: 1, ranges: [{ opens: '14:00', closes: '18:00' }] },
      ],
      step: 30,
    },
  ],
  [
    'staffUpdate',
    staffUpdateSchema,
    { prenom: 'Léa', hours: [{ weekday: 0, ranges: [{ start: '09:00', end: '12:00' }] }] },
  ],
  [
    'signup',
    signupSchema,
    {
      nomSociete: 'Salon',
      prenom: 'Léa',
      nom: 'Martin',
      email: 'lea@example.fr',
      password: 'Motdepasse1!',
      passwordConfirmation: 'Motdepasse1!',
      acceptTerms: true,
    },
  ],
  [
    'passwordChange',
    passwordChangeSchema,
    { oldPassword: 'a', newPassword: 'Motdepasse1!', confirmation: 'Motdepasse1!' },
  ],
];

/** Paths of every value inside `value` (containers included), root excluded. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...paths(child, [...prefix, key])]);
}

function replaced(value: unknown, path: (string | number)[], by: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = by;
  return copy;
}

describe('cross-field refinements run only on values the fields accepted', () => {
  for (const [name, schema, valid] of SCHEMAS) {
    it(`${name}: every field given every hostile value parses without throwing`, () => {
      expect(schema.safeParse(valid).success).toBe(true);
      for (const path of paths(valid))
        for (const hostile of HOSTILE) {
          const input = replaced(valid, path, hostile);
          // A refinement computing with a refused value throws (TypeError, RangeError) or never returns.
          expect(
            () => schema.safeParse(input),
            `${name} ${path.join('.')} = ${String(hostile)}`,
          ).not.toThrow();
        }
    });
  }

  it('a refused slot step gets its own message only (the range rule never runs on it)', () => {
    for (const slotMinutes of [-1, 0, 7, 600, 1e9, Number.NaN]) {
      const result = availabilityCreateSchema.safeParse({
        day: '2027-03-01',
        start: '09:00',
        end: '10:00',
        staffIds: [null],
        split: { slotMinutes },
      });
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['split.slotMinutes', calendarMessages.slotInvalid],
      ]);
    }
  });

  it('fields a refinement does not read may fail beside it: a form shows every error at once', () => {
    const result = appointmentCreateSchema.safeParse({
      day: '2027-03-01',
      start: '10:00',
      end: '09:00',
      clientId: '',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['clientId', 'end']);
  });

  it('a malformed opening range is reported alone, without a crash on its neighbours', () => {
    const result = openingHoursSchema.safeParse({
      days: [{ weekday: 0, ranges: [null, { opens: '10:00', closes: '09:00' }] }, null],
    });
    expect(result.success).toBe(false);
  });
});

describe('loops driven by input end whatever they are given', () => {
  it('splitRange refuses a step that would never advance', () => {
    for (const step of [0, -15, 0.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => splitRange('09:00', '12:00', step)).toThrow(RangeError);
    expect(splitRange('09:00', '10:00', 30)).toHaveLength(2);
  });

  it('expandRecurrence refuses an interval below 1', () => {
    for (const interval of [0, -1, 0.5, Number.NaN])
      expect(() =>
        expandRecurrence('2027-01-01', { frequency: 'daily', interval, until: '2027-12-31' }),
      ).toThrow(RangeError);
  });

  it('publishDays refuses a period longer than a year', () => {
    expect(() => publishDays({ kind: 'weekly', from: '2027-01-01', until: '9999-12-31' })).toThrow(
      RangeError,
    );
    expect(() =>
      publishDays({ kind: 'everyNWeeks', every: 0, from: '2027-01-01', until: '2027-01-31' }),
    ).toThrow(RangeError);
  });

  it('planPublication stops past its maximum instead of planning everything', () => {
    const week = Array.from({ length: 7 }, (_, weekday) => ({
      weekday,
      ranges: [{ opens: '00:00', closes: '23:55' }],
    }));
    const planned = planPublication({
      recurrence: { kind: 'weekly', from: '2027-01-01', until: '2027-12-31' },
      week,
      slotMinutes: 5,
      staffIds: Array.from({ length: 100 }, (_, i) => `s${i}`),
      timeZone: 'Europe/Paris',
      now: new Date('2026-12-01T00:00:00Z'),
      max: 1000,
    });
    expect(planned.length).toBeLessThanOrEqual(1000 + 100);
    expect(planned.length).toBeGreaterThan(1000);
  });
});
