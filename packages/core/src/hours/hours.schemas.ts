import { z } from 'zod';
import {
  hoursMessages,
  MAX_APPOINTMENT_STEP,
  MAX_RANGES_PER_DAY,
  MIN_APPOINTMENT_STEP,
  TIME_STEP_MINUTES,
} from './hours.messages.js';
import { whenAllValid } from '../shared/when-valid.js';
import { findRangeProblems, parseTimeOfDay } from './time-ranges.js';

/** A wall-clock time 'HH:mm' (24-hour) on a 5-minute step, as the time pickers give it. */
export const timeOfDaySchema = z
  .string({ error: hoursMessages.timeFormat })
  .max(5, { error: hoursMessages.timeFormat, abort: true })
  .superRefine((value, ctx) => {
    const minutes = parseTimeOfDay(value);
    if (minutes === null) ctx.addIssue({ code: 'custom', message: hoursMessages.timeFormat });
    else if (minutes % TIME_STEP_MINUTES !== 0)
      ctx.addIssue({ code: 'custom', message: hoursMessages.fiveMinuteStep });
  });

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Weekday index, 0 = Monday ... 6 = Sunday. */
export const weekdaySchema = z
  .number({ error: hoursMessages.badWeekday })
  .int({ error: hoursMessages.badWeekday })
  .min(0, { error: hoursMessages.badWeekday })
  .max(6, { error: hoursMessages.badWeekday });

/**
 * Refinement of a day's ranges (keys named by the caller): each ends after it starts, none overlap.
 * The issue points at the faulty field, e.g. `ranges.1.closes`, so the form can show it under that picker.
 */
export function refineDayRanges<K extends string>(startKey: K, endKey: K, orderMessage: string) {
  return (ranges: Record<K, string>[], ctx: z.RefinementCtx) => {
    // Runs even when some ranges failed their own checks (so the form shows every error at once): those
    // are skipped here, only well-formed ranges are compared.
    const valid = ranges
      .map((r, index) => ({
        index,
        start: isObject(r) ? parseTimeOfDay(r[startKey]) : null,
        end: isObject(r) ? parseTimeOfDay(r[endKey]) : null,
      }))
      .filter((r): r is { index: number; start: number; end: number } => r.start !== null && r.end !== null);
    for (const problem of findRangeProblems(valid)) {
      ctx.addIssue({
        code: 'custom',
        path: [valid[problem.index]!.index, problem.kind === 'order' ? endKey : startKey],
        message: problem.kind === 'order' ? orderMessage : hoursMessages.overlap,
      });
    }
  };
}

/** Refinement of a week given as days with a weekday: each weekday at most once. */
export function refineUniqueWeekdays(days: { weekday: number }[], ctx: z.RefinementCtx): void {
  const seen = new Set<number>();
  days.forEach((day, index) => {
    // Like refineDayRanges, runs beside the items' own checks: items they refused are skipped.
    if (!isObject(day) || !Number.isInteger(day.weekday)) return;
    if (seen.has(day.weekday)) {
      ctx.addIssue({ code: 'custom', path: [index, 'weekday'], message: hoursMessages.duplicateDay });
    }
    seen.add(day.weekday);
  });
}

export const openingRangeSchema = z.object({ opens: timeOfDaySchema, closes: timeOfDaySchema });

export const openingDaySchema = z.object({
  weekday: weekdaySchema,
  ranges: z
    .array(openingRangeSchema)
    .max(MAX_RANGES_PER_DAY, { error: hoursMessages.tooManyRanges })
    .superRefine(refineDayRanges('opens', 'closes', hoursMessages.closesBeforeOpens)),
});

/** Appointment length ('pas') in minutes: 5 to 240, by 5. */
export const appointmentStepSchema = z
  .number({ error: hoursMessages.step })
  .int({ error: hoursMessages.step })
  .min(MIN_APPOINTMENT_STEP, { error: hoursMessages.step })
  .max(MAX_APPOINTMENT_STEP, { error: hoursMessages.step })
  .multipleOf(TIME_STEP_MINUTES, { error: hoursMessages.step });

/**
 * The week of opening hours (PUT /opening-hours). Days left out are closed; at least one range in the week.
 * `step` is optional: left out, the stored appointment length is kept.
 */
export const openingHoursSchema = z.object({
  days: z
    .array(openingDaySchema, { error: hoursMessages.noOpeningHours })
    .max(7, { error: hoursMessages.duplicateDay })
    .superRefine(refineUniqueWeekdays)
    .superRefine((days, ctx) => {
      if (!days.some((d) => d.ranges.length > 0))
        ctx.addIssue({ code: 'custom', message: hoursMessages.noOpeningHours });
    }, whenAllValid),
  step: appointmentStepSchema.optional(),
});
export type OpeningHoursInput = z.input<typeof openingHoursSchema>;

/** GET /opening-hours and the reply of PUT: always seven days, Monday first, ranges in order. */
export const openingHoursViewSchema = z.object({
  days: z.array(
    z.object({ weekday: z.number(), ranges: z.array(z.object({ opens: z.string(), closes: z.string() })) }),
  ),
  step: z.number(),
});
export type OpeningHoursView = z.infer<typeof openingHoursViewSchema>;
