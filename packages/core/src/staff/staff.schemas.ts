import { z } from 'zod';
import { MAX_RANGES_PER_DAY, hoursMessages } from '../hours/hours.messages.js';
import {
  refineDayRanges,
  refineUniqueWeekdays,
  timeOfDaySchema,
  weekdaySchema,
} from '../hours/hours.schemas.js';
import { singleLine } from '../shared/control-chars.js';
import { hexColorSchema } from '../services/color.js';
import { idListSchema, richTextSchema } from '../services/services.schemas.js';
import { staffMessages as m } from './staff.messages.js';

const prenomSchema = z
  .string({ error: m.prenomRequired })
  .trim()
  .overwrite(singleLine)
  .min(1, { error: m.prenomRequired })
  .max(255, { error: m.prenomTooLong });
const nomSchema = z
  .string({ error: m.nomTooLong })
  .trim()
  .overwrite(singleLine)
  .max(255, { error: m.nomTooLong });

/** E-mail of a staff member: optional (blank clears it), else a valid address. */
const staffEmailSchema = z
  .string({ error: m.emailInvalid })
  .trim()
  .max(255, { error: m.emailTooLong })
  .refine((value) => value === '' || z.email().safeParse(value).success, { error: m.emailInvalid })
  .transform((value) => value.toLowerCase());

/** The days and hours a staff member works: up to three ranges a day. */
export const staffHoursSchema = z
  .array(
    z.object({
      weekday: weekdaySchema,
      ranges: z
        .array(z.object({ start: timeOfDaySchema, end: timeOfDaySchema }))
        .max(MAX_RANGES_PER_DAY, { error: hoursMessages.tooManyRanges })
        .superRefine(refineDayRanges('start', 'end', m.endBeforeStart)),
    }),
  )
  .max(7, { error: hoursMessages.duplicateDay })
  .superRefine(refineUniqueWeekdays);

/**
 * POST /staff: the add form. The old submit check also blocked an empty last name although the form
 * labels it optional; the label is what a user expects, so only the first name is required.
 */
export const staffCreateSchema = z.object({ prenom: prenomSchema, nom: nomSchema.optional().default('') });
export type StaffCreateInput = z.input<typeof staffCreateSchema>;

/** PATCH /staff/:id: any subset; `hours` replaces the whole week (days left out have no hours). */
export const staffUpdateSchema = z.object({
  prenom: prenomSchema.optional(),
  nom: nomSchema.optional(),
  email: staffEmailSchema.optional(),
  color: hexColorSchema(m.colorInvalid).optional(),
  notes: richTextSchema(m.notesTooLong).optional(),
  serviceIds: idListSchema(m.serviceIdsInvalid).optional(),
  hours: staffHoursSchema.optional(),
});
export type StaffUpdateInput = z.input<typeof staffUpdateSchema>;
export type StaffUpdate = z.output<typeof staffUpdateSchema>;

/** A staff member as the API returns it; `hours` always has the seven days, Monday first. */
export const staffViewSchema = z.object({
  id: z.string(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string(),
  color: z.string(),
  /** Sanitised HTML */
  notes: z.string(),
  position: z.number(),
  serviceIds: z.array(z.string()),
  hours: z.array(
    z.object({ weekday: z.number(), ranges: z.array(z.object({ start: z.string(), end: z.string() })) }),
  ),
});
export type StaffView = z.infer<typeof staffViewSchema>;

export const staffListSchema = z.object({ staff: z.array(staffViewSchema), total: z.number() });
export type StaffList = z.infer<typeof staffListSchema>;
