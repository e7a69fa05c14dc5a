import { describe, expect, it } from 'vitest';
import { calendarMessages as m } from './calendar.messages.js';
import {
  appointmentCreateSchema,
  availabilityBulkDeleteSchema,
  availabilityCreateSchema,
  dayRangeQuerySchema,
  timeRangeIssue,
} from './calendar.schemas.js';

const fieldsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  // First message per field wins, as in the API's error handler.
  (result.error?.issues ?? []).reduce<Record<string, string>>(
    (acc, i) => ({ [i.path.join('.')]: i.message, ...acc }),
    {},
  );

const base = { day: '2026-11-24', start: '09:00', end: '12:00', staffIds: [null] };

describe('timeRangeIssue', () => {
  it('accepts an end later than the start on the same day', () => {
    expect(
      timeRangeIssue({ day: '2026-11-24', start: '09:00', end: '09:05' }, m.appointmentSameDay),
    ).toBeNull();
  });
  it('refuses an end equal to or before the start', () => {
    expect(timeRangeIssue({ day: '2026-11-24', start: '09:00', end: '09:00' }, m.appointmentSameDay)).toEqual(
      {
        field: 'end',
        message: 'La date de fin doit être supérieure à la date du début',
      },
    );
  });
  it('refuses an end on another day with the wording of each calendar', () => {
    const range = { day: '2026-11-24', endDay: '2026-11-25', start: '22:00', end: '01:00' };
    expect(timeRangeIssue(range, m.appointmentSameDay)?.message).toBe(
      'La date de début et la date de fin doivent être égales',
    );
    expect(timeRangeIssue(range, m.availabilitySameDay)?.message).toBe(
      'La date de début et la date de fin doivent être identiques',
    );
  });
  it('calls an end day before the start day an end before the start', () => {
    expect(
      timeRangeIssue({ day: '2026-11-24', endDay: '2026-11-23', start: '09:00', end: '10:00' }, '')?.message,
    ).toBe(m.endAfterStart);
  });
});

describe('availabilityCreateSchema', () => {
  it('fills the defaults', () => {
    expect(availabilityCreateSchema.parse(base)).toEqual({
      ...base,
      serviceIds: [],
      note: '',
      recurrence: null,
      split: null,
    });
  });

  it('refuses times off the 5-minute grid and malformed days', () => {
    const r = availabilityCreateSchema.safeParse({
      ...base,
      day: '2026-02-30',
      start: '09:03',
      end: '25:00',
    });
    expect(fieldsOf(r)).toEqual({ day: m.dayInvalid, start: m.timeStep, end: m.timeInvalid });
  });

  it('needs at least one staff entry (null = Indifférent)', () => {
    expect(fieldsOf(availabilityCreateSchema.safeParse({ ...base, staffIds: [] }))).toEqual({
      staffIds: m.staffRequired,
    });
  });

  it('refuses an end before the start, and a range over two days', () => {
    expect(fieldsOf(availabilityCreateSchema.safeParse({ ...base, end: '08:00' }))).toEqual({
      end: m.endAfterStart,
    });
    expect(fieldsOf(availabilityCreateSchema.safeParse({ ...base, endDay: '2026-11-25' }))).toEqual({
      endDay: m.availabilitySameDay,
    });
  });

  it('bounds the recurrence: interval 1 to 50, until from the start day to one year after', () => {
    const rec = (r: object) =>
      availabilityCreateSchema.safeParse({ ...base, recurrence: { frequency: 'daily', ...r } });
    expect(rec({ interval: 51, until: '2026-12-01' }).success).toBe(false);
    expect(fieldsOf(rec({ interval: 0, until: '2026-12-01' }))).toEqual({
      'recurrence.interval': m.intervalInvalid,
    });
    expect(fieldsOf(rec({ until: '2026-11-23' }))).toEqual({ 'recurrence.until': m.untilBeforeStart });
    expect(fieldsOf(rec({ until: '2027-11-25' }))).toEqual({ 'recurrence.until': m.untilTooFar });
    expect(rec({ until: '2027-11-24' }).success).toBe(true);
  });

  it('lets monthly rules run five years and yearly rules ten, each with its own message', () => {
    const rec = (frequency: string, interval: number, until: string) =>
      availabilityCreateSchema.safeParse({ ...base, recurrence: { frequency, interval, until } });
    // base.day is 2026-11-24: 'Tous les ans' until 2036 gives eleven dates, not two.
    expect(rec('yearly', 1, '2036-11-24').success).toBe(true);
    expect(fieldsOf(rec('yearly', 1, '2036-11-25'))).toEqual({ 'recurrence.until': m.untilTooFarYearly });
    expect(rec('monthly', 13, '2031-11-24').success).toBe(true);
    expect(fieldsOf(rec('monthly', 1, '2031-11-25'))).toEqual({ 'recurrence.until': m.untilTooFarMonthly });
    expect(fieldsOf(rec('weekly', 1, '2027-11-25'))).toEqual({ 'recurrence.until': m.untilTooFar });
    expect(
      fieldsOf(
        availabilityCreateSchema.safeParse({
          ...base,
          recurrence: { frequency: 'hourly', until: '2026-12-01' },
        }),
      ),
    ).toEqual({
      'recurrence.frequency': m.frequencyInvalid,
    });
  });

  it('splits only a range of an hour or more, in 15 to 300 minute steps of 15', () => {
    const split = (slotMinutes: number, end = '12:00') =>
      availabilityCreateSchema.safeParse({ ...base, end, split: { slotMinutes } });
    expect(split(30).success).toBe(true);
    expect(fieldsOf(split(20))).toEqual({ 'split.slotMinutes': m.slotInvalid });
    expect(fieldsOf(split(315))).toEqual({ 'split.slotMinutes': m.slotInvalid });
    expect(fieldsOf(split(15, '09:55'))).toEqual({ split: m.splitRangeTooShort });
    expect(fieldsOf(split(240))).toEqual({ 'split.slotMinutes': m.splitSlotTooLong });
  });
});

describe('appointmentCreateSchema', () => {
  const appt = { clientId: 'c1', day: '2026-11-24', start: '14:30', end: '15:00' };
  it('needs a client', () => {
    expect(fieldsOf(appointmentCreateSchema.safeParse({ ...appt, clientId: undefined }))).toEqual({
      clientId: m.clientRequired,
    });
  });
  it('uses the appointment wording for a range over two days', () => {
    expect(fieldsOf(appointmentCreateSchema.safeParse({ ...appt, endDay: '2026-11-25' }))).toEqual({
      endDay: 'La date de début et la date de fin doivent être égales',
    });
  });
  it('keeps the reminder delay between 0 and 7 days', () => {
    expect(fieldsOf(appointmentCreateSchema.safeParse({ ...appt, notifyDaysBefore: 8 }))).toEqual({
      notifyDaysBefore: m.delayInvalid,
    });
  });
});

describe('other calendar inputs', () => {
  it('limits a listed period to 100 days, in order', () => {
    expect(dayRangeQuerySchema.safeParse({ from: '2026-11-01', to: '2026-12-12' }).success).toBe(true);
    expect(fieldsOf(dayRangeQuerySchema.safeParse({ from: '2026-11-02', to: '2026-11-01' }))).toEqual({
      to: m.rangeToBeforeFrom,
    });
    expect(fieldsOf(dayRangeQuerySchema.safeParse({ from: '2026-01-01', to: '2026-12-31' }))).toEqual({
      to: m.rangeTooLong,
    });
  });
  it('deletes in bulk either days or ids', () => {
    expect(availabilityBulkDeleteSchema.safeParse({ days: ['2026-11-24'] }).success).toBe(true);
    expect(fieldsOf(availabilityBulkDeleteSchema.safeParse({}))).toEqual({ days: m.bulkDeleteEmpty });
    expect(fieldsOf(availabilityBulkDeleteSchema.safeParse({ days: ['2026-11-24'], ids: ['a'] }))).toEqual({
      days: m.bulkDeleteBoth,
    });
  });
});
