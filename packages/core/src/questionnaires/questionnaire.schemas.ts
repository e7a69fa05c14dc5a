import { z } from 'zod';
import { hexColorSchema } from '../services/color.js';
import { RICH_TEXT_MAX_LENGTH } from '../services/services.schemas.js';
import { singleLine } from '../shared/control-chars.js';
import { questionnaireMessages as m } from './questionnaire.messages.js';

export const QUESTION_TYPES = ['text', 'single', 'multiple'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  text: 'Texte libre',
  single: 'Choix unique',
  multiple: 'Choix multiple',
};

export {
  MAX_ANSWER_LENGTH,
  MAX_OPTIONS,
  MAX_QUESTIONNAIRES,
  MAX_QUESTIONS,
} from './questionnaire.constants.js';
import { MAX_ANSWER_LENGTH, MAX_OPTIONS } from './questionnaire.constants.js';

const line = (required: string, tooLong: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .overwrite(singleLine)
    .min(1, { error: required })
    .max(max, { error: tooLong });

/** Body of POST/PATCH /questionnaires (AQ1). A blank title is refused (the spec's builder does nothing). */
export const questionnaireInputSchema = z.object({
  title: line(m.titleRequired, m.titleTooLong, 120),
  color: hexColorSchema(m.colorInvalid),
});
export type QuestionnaireInput = z.input<typeof questionnaireInputSchema>;

/** Blank options are ignored (spec); duplicates too, keeping the first. */
const optionsSchema = z
  .array(z.string({ error: m.optionTooLong }).max(500, { error: m.optionTooLong }), {
    error: m.optionsRequired,
  })
  .max(100, { error: m.tooManyOptions })
  .transform((list) => [...new Set(list.map((o) => singleLine(o).trim()).filter(Boolean))])
  .pipe(
    z.array(z.string().max(120, { error: m.optionTooLong })).max(MAX_OPTIONS, { error: m.tooManyOptions }),
  );

/** Body of POST /questionnaires/:id/questions and PATCH /questions/:id (AQ2). */
export const questionInputSchema = z
  .object({
    title: line(m.questionIncomplete, m.questionTooLong, 255),
    description: z
      .string({ error: m.descriptionTooLong })
      .trim()
      .max(1000, { error: m.descriptionTooLong })
      .default(''),
    richDescription: z
      .string({ error: m.richDescriptionTooLong })
      .max(RICH_TEXT_MAX_LENGTH, { error: m.richDescriptionTooLong })
      .default(''),
    type: z.enum(QUESTION_TYPES, { error: m.typeInvalid }),
    options: optionsSchema.default([]),
    required: z.boolean().default(false),
    newLine: z.boolean().default(false),
  })
  .superRefine((q, ctx) => {
    if (q.type !== 'text' && q.options.length < 2)
      ctx.addIssue({ code: 'custom', path: ['options'], message: m.optionsRequired });
  })
  .transform((q) => ({ ...q, options: q.type === 'text' ? [] : q.options }));
export type QuestionInput = z.input<typeof questionInputSchema>;

/** Body of PUT /questionnaires/:id/services: the services that ask this questionnaire. */
export const questionnaireServicesSchema = z.object({
  serviceIds: z
    .array(z.string({ error: m.servicesInvalid }).min(1).max(100), { error: m.servicesInvalid })
    .max(500, { error: m.servicesInvalid })
    .transform((ids) => [...new Set(ids)]),
});

/** Answers sent with a booking: question id -> text (text) or chosen option(s). */
export const bookingAnswersSchema = z
  .record(
    z.string().max(100),
    z.union([
      z.string().max(MAX_ANSWER_LENGTH * 2, { error: m.answerTooLong }),
      z.array(z.string().max(500)).max(MAX_OPTIONS),
    ]),
    { error: m.answersInvalid },
  )
  .refine((r) => Object.keys(r).length <= 200, { error: m.answersInvalid })
  .default({});
export type BookingAnswers = z.output<typeof bookingAnswersSchema>;
