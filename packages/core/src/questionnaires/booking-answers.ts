import { singleLine } from '../shared/control-chars.js';
import type { AppointmentAnswer, QuestionDto } from './questionnaire.dto.js';
import { questionnaireMessages as m } from './questionnaire.messages.js';
import { MAX_ANSWER_LENGTH } from './questionnaire.constants.js';
import type { BookingAnswers } from './questionnaire.schemas.js';

/** Field key of one question's answer in a booking's errors: 'answers.<question id>'. */
export const answerField = (questionId: string) => `answers.${questionId}`;

export type AnswersCheck =
  { ok: true; answers: AppointmentAnswer[] } | { ok: false; errors: Record<string, string> };

/**
 * Checks a visitor's answers against the questions asked for the chosen services, in their order: a
 * required question needs an answer, a choice must be one of the options (one for 'single'), a text is
 * at most 1,000 characters. Answers to questions not asked are ignored. The result is the snapshot kept
 * with the appointment (unanswered optional questions left out).
 */
export function checkBookingAnswers(questions: QuestionDto[], given: BookingAnswers): AnswersCheck {
  const errors: Record<string, string> = {};
  const answers: AppointmentAnswer[] = [];
  for (const q of questions) {
    const raw = given[q.id];
    const chosen = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw])
      .map((v) => v.trim())
      .filter(Boolean);
    if (!chosen.length) {
      if (q.required) errors[answerField(q.id)] = m.answerRequired;
      continue;
    }
    if (q.type === 'text') {
      const text = chosen.join('\n');
      if (text.length > MAX_ANSWER_LENGTH) errors[answerField(q.id)] = m.answerTooLong;
      else answers.push({ question: q.title, answer: text });
      continue;
    }
    const unique = [...new Set(chosen.map(singleLine))];
    if (unique.some((c) => !q.options.includes(c)) || (q.type === 'single' && unique.length > 1)) {
      errors[answerField(q.id)] = m.answerInvalid;
      continue;
    }
    // The options' order, not the clicks'.
    answers.push({ question: q.title, answer: q.options.filter((o) => unique.includes(o)).join(', ') });
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, answers };
}

/** The questions to ask for a selection of services: each questionnaire once, in the services' order. */
export function questionsForServices<Q extends { id: string; questions: QuestionDto[] }>(
  serviceQuestionnaire: (serviceId: string) => string | null | undefined,
  questionnaires: Map<string, Q>,
  serviceIds: string[],
): Q[] {
  const seen = new Set<string>();
  const out: Q[] = [];
  for (const id of serviceIds) {
    const qid = serviceQuestionnaire(id);
    if (!qid || seen.has(qid)) continue;
    seen.add(qid);
    const q = questionnaires.get(qid);
    if (q && q.questions.length) out.push(q);
  }
  return out;
}

/** Reads the stored snapshot back; anything unreadable counts as no answers (never breaks a page). */
export function parseStoredAnswers(json: string | null | undefined): AppointmentAnswer[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (a): a is AppointmentAnswer =>
        typeof a === 'object' && a !== null && typeof a.question === 'string' && typeof a.answer === 'string',
    );
  } catch {
    return [];
  }
}
