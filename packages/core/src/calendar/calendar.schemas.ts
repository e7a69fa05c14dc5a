import { z } from 'zod';
import { MAX_REMINDERS, reminderMessages, reminderRulesSchema } from '../reminders/reminder-rules.js';
import { calendarMessages as m } from './calendar.messages.js';
import { whenFieldsValid } from '../shared/when-valid.js';
import { daysBetween, isValidDay, isValidMonth, isValidTime } from './days.js';
import { lastRecurrenceDay, type Frequency } from './recurrence.js';
import {
  SLOT_MINUTES_MAX,
  SLOT_MINUTES_MIN,
  SLOT_MINUTES_STEP,
  SPLIT_MIN_RANGE_MINUTES,
  splitRange,
  toMinutes,
} from './slots.js';

/** Wall-clock times are entered on 5-minute steps (time pickers and server alike). */
export const CALENDAR_TIME_STEP_MINUTES = 5;
export const RECURRENCE_INTERVAL_MAX = 50;
/** Longest period GET /availabilities and GET /appointments answer at once (a month view shows 42 days). */
export const MAX_QUERY_DAYS = 100;
export const NOTE_MAX_LENGTH = 2000;

// Each string bounded first (abort: the pattern check never runs on a huge value), as every input is.
export const localDaySchema = z
  .string({ error: m.dayInvalid })
  .max(10, { error: m.dayInvalid, abort: true })
  .refine(isValidDay, { error: m.dayInvalid, abort: true });

export const monthSchema = z
  .string({ error: m.monthInvalid })
  .max(7, { error: m.monthInvalid, abort: true })
  .refine(isValidMonth, { error: m.monthInvalid });

export const timeSchema = z
  .string({ error: m.timeInvalid })
  .max(5, { error: m.timeInvalid, abort: true })
  .refine(isValidTime, { error: m.timeInvalid, abort: true })
  .refine((t) => toMinutes(t) % CALENDAR_TIME_STEP_MINUTES === 0, { error: m.timeStep });

export const idSchema = z.string({ error: 'Identifiant invalide.' }).min(1).max(100);
const serviceIdsSchema = z.array(idSchema, { error: m.serviceUnknown }).max(100);
export const noteSchema = z
  .string({ error: m.noteTooLong })
  .trim()
  .max(NOTE_MAX_LENGTH, { error: m.noteTooLong });

/** Each frequency's limit, in the words of its horizon (RECURRENCE_HORIZON_YEARS). */
const untilTooFar: Record<Frequency, string> = {
  daily: m.untilTooFar,
  weekly: m.untilTooFar,
  monthly: m.untilTooFarMonthly,
  yearly: m.untilTooFarYearly,
};

export const recurrenceSchema = z.object({
  frequency: z.enum(['daily', 'weekly', 'monthly', 'yearly'], { error: m.frequencyInvalid }),
  interval: z
    .number({ error: m.intervalInvalid })
    .int({ error: m.intervalInvalid })
    .min(1, { error: m.intervalInvalid })
    .max(RECURRENCE_INTERVAL_MAX, { error: m.intervalInvalid })
    .default(1),
  until: localDaySchema,
});

export const splitSchema = z.object({
  slotMinutes: z
    .number({ error: m.slotInvalid })
    // abort: one message, and the step rule never runs on a number already refused.
    .int({ error: m.slotInvalid, abort: true })
    .min(SLOT_MINUTES_MIN, { error: m.slotInvalid, abort: true })
    .max(SLOT_MINUTES_MAX, { error: m.slotInvalid, abort: true })
    .multipleOf(SLOT_MINUTES_STEP, { error: m.slotInvalid }),
});

/** A wall-clock range on one day; `endDay` (default `day`) lets a calendar selection that spans midnight be refused. */
export interface TimeRange {
  day: string;
  endDay?: string | undefined;
  start: string;
  end: string;
}

/**
 * The rule both calendars share: the end is later than the start, on the same day. Returns the field to
 * blame and the message, or null. `sameDayMessage` differs between appointments ('égales') and availabilities.
 */
export function timeRangeIssue(
  range: TimeRange,
  sameDayMessage: string,
): { field: 'end' | 'endDay'; message: string } | null {
  const endDay = range.endDay ?? range.day;
  if (endDay < range.day) return { field: 'end', message: m.endAfterStart };
  if (endDay > range.day) return { field: 'endDay', message: sameDayMessage };
  if (toMinutes(range.end) <= toMinutes(range.start)) return { field: 'end', message: m.endAfterStart };
  return null;
}

const timeRangeShape = {
  day: localDaySchema,
  endDay: localDaySchema.optional(),
  start: timeSchema,
  end: timeSchema,
};

/** Body of POST /availabilities: one row per (occurrence day x slot x staff entry). */
export const availabilityCreateSchema = z
  .object({
    ...timeRangeShape,
    /** Staff ids, and/or null for 'Indifférent' (any partner). */
    staffIds: z
      .array(idSchema.nullable(), { error: m.staffRequired })
      .min(1, { error: m.staffRequired })
      .max(100, { error: m.staffRequired }),
    serviceIds: serviceIdsSchema.default([]),
    note: noteSchema.default(''),
    recurrence: recurrenceSchema.nullable().default(null),
    split: splitSchema.nullable().default(null),
  })
  .superRefine(
    (v, ctx) => {
      const issue = timeRangeIssue(v, m.availabilitySameDay);
      if (issue) {
        ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
        return;
      }
      if (v.recurrence) {
        if (v.recurrence.until < v.day) {
          ctx.addIssue({ code: 'custom', path: ['recurrence', 'until'], message: m.untilBeforeStart });
        } else if (v.recurrence.until > lastRecurrenceDay(v.day, v.recurrence.frequency)) {
          ctx.addIssue({
            code: 'custom',
            path: ['recurrence', 'until'],
            message: untilTooFar[v.recurrence.frequency],
          });
        }
      }
      if (v.split) {
        const length = toMinutes(v.end) - toMinutes(v.start);
        if (length < SPLIT_MIN_RANGE_MINUTES) {
          ctx.addIssue({ code: 'custom', path: ['split'], message: m.splitRangeTooShort });
        } else if (splitRange(v.start, v.end, v.split.slotMinutes).length === 0) {
          ctx.addIssue({ code: 'custom', path: ['split', 'slotMinutes'], message: m.splitSlotTooLong });
        }
      }
    },
    whenFieldsValid('day', 'endDay', 'start', 'end', 'recurrence', 'split'),
  );
export type AvailabilityCreateInput = z.input<typeof availabilityCreateSchema>;
export type AvailabilityCreate = z.output<typeof availabilityCreateSchema>;

/** Body of PATCH /availabilities/:id: any subset; the range rules are checked on the merged result. */
export const availabilityUpdateSchema = z.object({
  day: localDaySchema.optional(),
  endDay: localDaySchema.optional(),
  start: timeSchema.optional(),
  end: timeSchema.optional(),
  staffId: idSchema.nullable().optional(),
  serviceIds: serviceIdsSchema.optional(),
  note: noteSchema.optional(),
});
export type AvailabilityUpdateInput = z.input<typeof availabilityUpdateSchema>;

/** Body of POST /availabilities/bulk-delete: whole local days, or single availabilities. */
export const availabilityBulkDeleteSchema = z
  .object({
    days: z.array(localDaySchema, { error: m.bulkDeleteEmpty }).max(400).optional(),
    ids: z.array(idSchema, { error: m.bulkDeleteEmpty }).max(5000).optional(),
  })
  .superRefine(
    (v, ctx) => {
      if (v.days?.length && v.ids?.length)
        ctx.addIssue({ code: 'custom', path: ['days'], message: m.bulkDeleteBoth });
      else if (!v.days?.length && !v.ids?.length)
        ctx.addIssue({ code: 'custom', path: ['days'], message: m.bulkDeleteEmpty });
    },
    whenFieldsValid('days', 'ids'),
  );
export type AvailabilityBulkDeleteInput = z.input<typeof availabilityBulkDeleteSchema>;

const notifyDaysBeforeSchema = z
  .number({ error: m.delayInvalid })
  .int({ error: m.delayInvalid })
  .min(0, { error: m.delayInvalid })
  .max(7, { error: m.delayInvalid });

/** How many reminders an appointment gets: its single one (if a channel is ticked) and its rules. */
export const reminderCount = (v: { notifySms?: boolean; notifyMail?: boolean; reminders?: unknown[] }) =>
  (v.notifySms || v.notifyMail ? 1 : 0) + (v.reminders?.length ?? 0);

/** Body of POST /appointments (a client appointment planned by the professional). */
export const appointmentCreateSchema = z
  .object({
    ...timeRangeShape,
    clientId: z.string({ error: m.clientRequired }).min(1, { error: m.clientRequired }).max(100),
    serviceIds: serviceIdsSchema.default([]),
    staffId: idSchema.nullable().default(null),
    /** Optional: the published availability this appointment takes (it then shows as booked). */
    availabilityId: idSchema.nullable().default(null),
    note: noteSchema.default(''),
    notifySms: z.boolean().default(false),
    notifyMail: z.boolean().default(false),
    notifyDaysBefore: notifyDaysBeforeSchema.default(0),
    /** Reminders beyond the single one above; three at most in all. */
    reminders: reminderRulesSchema().default([]),
  })
  .superRefine(
    (v, ctx) => {
      const issue = timeRangeIssue(v, m.appointmentSameDay);
      if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
      if (reminderCount(v) > MAX_REMINDERS)
        ctx.addIssue({ code: 'custom', path: ['reminders'], message: reminderMessages.tooMany });
    },
    whenFieldsValid('day', 'endDay', 'start', 'end'),
  );
export type AppointmentCreateInput = z.input<typeof appointmentCreateSchema>;
export type AppointmentCreate = z.output<typeof appointmentCreateSchema>;

/** Body of PATCH /appointments/:id: any subset; rules are checked on the merged result. */
export const appointmentUpdateSchema = z.object({
  day: localDaySchema.optional(),
  endDay: localDaySchema.optional(),
  start: timeSchema.optional(),
  end: timeSchema.optional(),
  clientId: z.string({ error: m.clientRequired }).min(1, { error: m.clientRequired }).max(100).optional(),
  serviceIds: serviceIdsSchema.optional(),
  staffId: idSchema.nullable().optional(),
  note: noteSchema.optional(),
  notifySms: z.boolean().optional(),
  notifyMail: z.boolean().optional(),
  notifyDaysBefore: notifyDaysBeforeSchema.optional(),
  reminders: reminderRulesSchema().optional(),
});
export type AppointmentUpdateInput = z.input<typeof appointmentUpdateSchema>;

/** Query of the two calendar lists: local days in the professional's time zone, both included. */
export const dayRangeQuerySchema = z.object({ from: localDaySchema, to: localDaySchema }).superRefine(
  (v, ctx) => {
    const span = daysBetween(v.from, v.to);
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: m.rangeToBeforeFrom });
    else if (span >= MAX_QUERY_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: m.rangeTooLong });
  },
  whenFieldsValid('from', 'to'),
);

export const monthQuerySchema = z.object({ month: monthSchema.optional() });
