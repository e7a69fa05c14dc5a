import { z } from 'zod';

export const ASSISTANT_QUESTION_MAX = 300;

/** Body of POST /assistant/answer: the professional's question to the Chat Bot IA. */
export const assistantQuestionSchema = z.object({
  question: z
    .string({ error: 'Veuillez poser une question.' })
    .trim()
    .min(1, { error: 'Veuillez poser une question.' })
    .max(ASSISTANT_QUESTION_MAX, {
      error: `Votre question ne doit pas dépasser ${ASSISTANT_QUESTION_MAX} caractères.`,
    }),
});
export type AssistantQuestion = z.infer<typeof assistantQuestionSchema>;

/** The model's wording of the help page that answers; `text` empty means 'show the page as it is'. */
export const assistantAnswerSchema = z.object({ pageId: z.string().nullable(), text: z.string() });
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>;

export const assistantStatusSchema = z.object({ model: z.boolean() });
