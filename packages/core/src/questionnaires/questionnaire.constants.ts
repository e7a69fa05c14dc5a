// Without zod: the booking frame reads these (its weight is measured) and must not load the schemas.
export const MAX_QUESTIONNAIRES = 20;
export const MAX_QUESTIONS = 30;
export const MAX_OPTIONS = 20;
export const MAX_ANSWER_LENGTH = 1000;
