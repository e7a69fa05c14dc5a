import { z } from 'zod';
import { calendarMessages } from '../calendar/calendar.messages.js';
import { idSchema, localDaySchema } from '../calendar/calendar.schemas.js';
import { daysBetween, oneYearAfter } from '../calendar/days.js';
import { splitRange } from '../calendar/slots.js';
import { addDays, weekdayOf, zonedTimeToUtc, type LocalDate } from '../time/zoned.js';
import { whenFieldsValid } from '../shared/when-valid.js';
import { hoursMessages } from './hours.messages.js';
import { appointmentStepSchema } from './hours.schemas.js';

/** French texts of publishing availabilities from the opening hours ('PARAMETRES', option 'Rendez-vous'). */
export const hoursPublishMessages = {
  untilBeforeFrom: calendarMessages.endAfterStart,
  kindInvalid: 'Veuillez choisir une récurrence : chaque semaine, une semaine sur N ou tous les ans.',
  everyInvalid: 'Le nombre de semaines doit être un nombre entier entre 1 et 7.',
  fromPast: 'La date de début ne peut pas être dans le passé.',
  tooFar: 'La période ne peut pas dépasser un an à partir d’aujourd’hui.',
  noOpeningHours: hoursMessages.noOpeningHours,
  staffRequired: calendarMessages.staffRequired,
  tooMany:
    'Cette publication générerait trop de disponibilités à la fois (20000 au maximum). Raccourcissez la période.',
  freePlanLimit: calendarMessages.freePlanLimit,
} as const;

/** 'Une semaine sur N': N from 1 to 7. */
export const PUBLISH_EVERY_MAX = 7;
/** Most availabilities one publication may write (a year of 10-minute slots for a few staff members). */
export const MAX_PUBLISHED_AVAILABILITIES = 20000;
/** Longest period a publication may cover: one year from today, leap day included. */
const MAX_PUBLISH_DAYS = 366;

const m = hoursPublishMessages;
const period = { from: localDaySchema, until: localDaySchema };

/**
 * The recurrence choices of the old 'PARAMETRES' dialog: chaqueSemaine (Du/dateuntil), uneSemaineSur
 * (N, Du/Au) and tousLesAns (Du/Au).
 */
export const publishRecurrenceSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('weekly'), ...period }),
      z.object({
        kind: z.literal('everyNWeeks'),
        every: z
          .number({ error: m.everyInvalid })
          .int({ error: m.everyInvalid })
          .min(1, { error: m.everyInvalid })
          .max(PUBLISH_EVERY_MAX, { error: m.everyInvalid }),
        ...period,
      }),
      z.object({ kind: z.literal('yearly'), ...period }),
    ],
    { error: m.kindInvalid },
  )
  .superRefine(
    (r, ctx) => {
      if (r.until < r.from) ctx.addIssue({ code: 'custom', path: ['until'], message: m.untilBeforeFrom });
    },
    whenFieldsValid('from', 'until'),
  );
export type PublishRecurrence = z.infer<typeof publishRecurrenceSchema>;

/**
 * POST /opening-hours/publish and its dry run POST /opening-hours/publish/preview. `staffIds`: null stands
 * for 'Indifférent'; left out, every staff member (or 'Indifférent' alone without staff). `slotMinutes`
 * defaults to the step 'pas'.
 */
export const hoursPublishSchema = z.object({
  recurrence: publishRecurrenceSchema,
  staffIds: z
    .array(idSchema.nullable(), { error: m.staffRequired })
    .min(1, { error: m.staffRequired })
    .max(100)
    .optional(),
  slotMinutes: appointmentStepSchema.optional(),
  /** Free plan: publish only the first slots the month's quota still allows (first days first). */
  fit: z.boolean().optional(),
});
export type HoursPublishInput = z.input<typeof hoursPublishSchema>;

export const hoursPublishResultSchema = z.object({
  created: z.number(),
  skipped: z.number(),
  /** Of the slots to create, how many the plan still allows (first days first); null without a quota. */
  allowed: z.number().nullable(),
  /** Null for a preview or when nothing was written. */
  seriesId: z.string().nullable(),
});
export type HoursPublishResult = z.infer<typeof hoursPublishResultSchema>;

/** The period must start today or later and end at most one year after today (the professional's today). */
export function publishPeriodIssue(
  r: { from: LocalDate; until: LocalDate },
  today: LocalDate,
): { field: 'recurrence.from' | 'recurrence.until'; message: string } | null {
  if (r.from < today) return { field: 'recurrence.from', message: m.fromPast };
  if (r.until > oneYearAfter(today)) return { field: 'recurrence.until', message: m.tooFar };
  return null;
}

/**
 * The days of the period the rule keeps. Weekly: every day. Every N weeks: the days of weeks 0, N, 2N...
 * counted from the week (Monday to Sunday) holding `from`. Yearly: the old 'tousLesAnsDu/tousLesAnsAu'
 * pair only bounded a period, filled week after week like 'chaqueSemaine'; as nothing may be published
 * more than a year ahead, it is read as the weekly rule over a period of up to one year.
 */
export function publishDays(r: PublishRecurrence): LocalDate[] {
  const firstMonday = addDays(r.from, -weekdayOf(r.from));
  const every = r.kind === 'everyNWeeks' ? r.every : 1;
  const span = daysBetween(r.from, r.until);
  // Bounded here whatever the caller checked: a period is at most a year (publishPeriodIssue).
  if (!(span <= MAX_PUBLISH_DAYS) || !Number.isInteger(every) || every < 1)
    throw new RangeError('publishDays: period or rule out of bounds');
  const days: LocalDate[] = [];
  for (let i = 0, day = r.from; i <= span; i++, day = addDays(day, 1)) {
    const week = Math.floor(daysBetween(firstMonday, day) / 7);
    if (week % every === 0) days.push(day);
  }
  return days;
}

export interface PublishedSlot {
  startsAt: Date;
  endsAt: Date;
  staffId: string | null;
}

/**
 * Every slot a publication would write: for each day kept by the rule, each opening range of its weekday
 * cut into slots of `slotMinutes`, once per staff entry, as UTC instants of the professional's wall-clock
 * times (DST-correct). Slots starting before `now`, and a slot a DST change empties, are left out.
 */
export function planPublication(o: {
  recurrence: PublishRecurrence;
  week: { weekday: number; ranges: { opens: string; closes: string }[] }[];
  slotMinutes: number;
  staffIds: (string | null)[];
  timeZone: string;
  now: Date;
  /** Stops once more than this many are planned (the caller refuses the publication): bounded memory and time. */
  max?: number;
}): PublishedSlot[] {
  const staff = [...new Set(o.staffIds)];
  const max = o.max ?? MAX_PUBLISHED_AVAILABILITIES;
  const out: PublishedSlot[] = [];
  for (const day of publishDays(o.recurrence)) {
    const ranges = o.week.find((d) => d.weekday === weekdayOf(day))?.ranges ?? [];
    for (const range of ranges) {
      for (const slot of splitRange(range.opens, range.closes, o.slotMinutes)) {
        const startsAt = zonedTimeToUtc(day, slot.start, o.timeZone);
        const endsAt = zonedTimeToUtc(day, slot.end, o.timeZone);
        if (endsAt <= startsAt || startsAt < o.now) continue;
        for (const staffId of staff) out.push({ startsAt, endsAt, staffId });
        if (out.length > max) return out;
      }
    }
  }
  return out;
}

/**
 * Splits planned slots into those free and those overlapping an existing availability of the same staff
 * entry ('Indifférent' included), so publishing twice writes nothing new.
 */
export function withoutOverlaps<T extends PublishedSlot>(
  planned: T[],
  existing: { startsAt: Date; endsAt: Date; staffId: string | null }[],
): { kept: T[]; skipped: number } {
  const byStaff = new Map<string | null, { s: number; e: number }[]>();
  for (const x of existing) {
    const list = byStaff.get(x.staffId) ?? [];
    list.push({ s: x.startsAt.getTime(), e: x.endsAt.getTime() });
    byStaff.set(x.staffId, list);
  }
  for (const list of byStaff.values()) list.sort((a, b) => a.s - b.s);
  const kept = planned.filter((p) => {
    const list = byStaff.get(p.staffId) ?? [];
    const start = p.startsAt.getTime();
    const end = p.endsAt.getTime();
    // Availabilities last less than a day: only those starting within a day before can reach this slot.
    for (let i = firstAtOrAfter(list, start - 86_400_000); i < list.length && list[i]!.s < end; i++)
      if (list[i]!.e > start) return false;
    return true;
  });
  return { kept, skipped: planned.length - kept.length };
}

function firstAtOrAfter(list: { s: number }[], t: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.s < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
