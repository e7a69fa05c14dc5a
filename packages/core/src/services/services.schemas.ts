import { z } from 'zod';
import { MAX_AMOUNT_CENTS, MAX_DURATION_MINUTES, parseDurationHhmm, parseEuros } from './amount-duration.js';
import { hexColorSchema } from './color.js';
import { singleLine } from '../shared/control-chars.js';
import { servicesMessages as m } from './services.messages.js';

/** Longest rich-text HTML accepted for a description or notes (before sanitising). */
export const RICH_TEXT_MAX_LENGTH = 20_000;

/** Single line: a service name is the summary line of visitors' .ics files. */
const nameSchema = z
  .string({ error: m.nameRequired })
  .trim()
  .overwrite(singleLine)
  .min(1, { error: m.nameRequired })
  .max(255, { error: m.nameTooLong });

/** A price in euros (number, or text with ',' or '.'), parsed to cents. */
export const amountSchema = z
  .union([z.string().max(20, { error: m.amountInvalid }), z.number()], { error: m.amountRequired })
  .transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: m.amountRequired });
      return z.NEVER;
    }
    const cents = parseEuros(value);
    if (cents === null) ctx.addIssue({ code: 'custom', message: m.amountInvalid });
    else if (cents > MAX_AMOUNT_CENTS) ctx.addIssue({ code: 'custom', message: m.amountTooLarge });
    return cents ?? 0;
  });

/** A duration 'hh:mm', above zero and at most 12:00, parsed to minutes. */
export const durationSchema = z
  .string({ error: m.durationRequired })
  .max(10, { error: m.durationInvalid })
  .transform((value, ctx) => {
    if (value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: m.durationRequired });
      return z.NEVER;
    }
    const minutes = parseDurationHhmm(value);
    if (minutes === null) ctx.addIssue({ code: 'custom', message: m.durationInvalid });
    else if (minutes === 0) ctx.addIssue({ code: 'custom', message: m.durationZero });
    else if (minutes > MAX_DURATION_MINUTES) ctx.addIssue({ code: 'custom', message: m.durationTooLong });
    return minutes ?? 0;
  });

/** A category name typed or chosen from the list; blank or null means no category. */
export const categoryNameSchema = z
  .string({ error: m.categoryTooLong })
  .trim()
  .overwrite(singleLine)
  .max(255, { error: m.categoryTooLong })
  .nullish()
  .transform((value) => (value ? value : null));

/** Rich-text HTML (description, notes); the server sanitises it before storing. */
export const richTextSchema = (message: string) =>
  z.string({ error: message }).max(RICH_TEXT_MAX_LENGTH, { error: message });

/** Colour of a service; null means 'Aucune couleur'. */
export const serviceColorSchema = hexColorSchema(m.colorInvalid).nullable();

/** A list of ids, duplicates dropped. */
export const idListSchema = (message: string) =>
  z
    .array(z.string({ error: message }).min(1, { error: message }).max(100, { error: message }), {
      error: message,
    })
    .max(500, { error: message })
    .transform((ids) => [...new Set(ids)]);

/** POST /services: the add-service form. Category is optional (the spec's category message never blocks). */
export const serviceCreateSchema = z
  .object({ name: nameSchema, category: categoryNameSchema, amount: amountSchema, duration: durationSchema })
  .transform(({ name, category, amount, duration }) => ({
    name,
    category,
    amountCents: amount,
    durationMinutes: duration,
  }));
export type ServiceCreateInput = z.input<typeof serviceCreateSchema>;
export type ServiceCreate = z.output<typeof serviceCreateSchema>;

/** PATCH /services/:id: any subset of the fields; `category: null` (or '') removes the category. */
export const serviceUpdateSchema = z
  .object({
    name: nameSchema.optional(),
    category: categoryNameSchema.optional(),
    amount: amountSchema.optional(),
    duration: durationSchema.optional(),
    description: richTextSchema(m.descriptionTooLong).optional(),
    color: serviceColorSchema.optional(),
    visible: z.boolean().optional(),
    staffIds: idListSchema(m.staffIdsInvalid).optional(),
  })
  .transform(({ amount, duration, ...rest }) => ({
    ...rest,
    amountCents: amount,
    durationMinutes: duration,
  }));
export type ServiceUpdateInput = z.input<typeof serviceUpdateSchema>;
export type ServiceUpdate = z.output<typeof serviceUpdateSchema>;

/** A service as the API returns it. */
export const serviceViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  categoryId: z.string().nullable(),
  category: z.string().nullable(),
  /** Euros, e.g. 45.5 */
  amount: z.number(),
  amountCents: z.number(),
  /** 'hh:mm' */
  duration: z.string(),
  durationMinutes: z.number(),
  /** Sanitised HTML */
  description: z.string(),
  /** 6 hex digits without '#', or null for 'Aucune couleur' */
  color: z.string().nullable(),
  visible: z.boolean(),
  position: z.number(),
  staffIds: z.array(z.string()),
});
export type ServiceView = z.infer<typeof serviceViewSchema>;

export const serviceListSchema = z.object({ services: z.array(serviceViewSchema), total: z.number() });
export type ServiceList = z.infer<typeof serviceListSchema>;

export const serviceCategorySchema = z.object({ id: z.string(), name: z.string() });
export type ServiceCategory = z.infer<typeof serviceCategorySchema>;
