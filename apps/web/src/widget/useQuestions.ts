import { questionsForServices, type BookingAnswers, type PublicProfile } from '@quickrdv/core';
import { useMemo, useState } from 'react';
import { missingAnswers, type AnswerErrors } from './QuestionsForm';

const ANSWER_PREFIX = 'answers.';

/**
 * The questionnaires of the chosen services (each once, as the salon attached them) and the visitor's
 * answers: what is still owed, what to send, and the server's refusals mapped back to their questions.
 */
export function useQuestions(profile: PublicProfile, serviceIds: string[]) {
  const [answers, setAnswers] = useState<BookingAnswers>({});
  const [errors, setErrors] = useState<AnswerErrors>({});
  const key = serviceIds.join(',');
  const questionnaires = useMemo(
    () =>
      questionsForServices(
        (id) => profile.serviceQuestionnaires[id],
        new Map(profile.questionnaires.map((q) => [q.id, q])),
        key ? key.split(',') : [],
      ),
    [profile, key],
  );
  return {
    questionnaires,
    answers,
    errors,
    /** Each error clears as its question is answered. */
    change(next: BookingAnswers) {
      setAnswers(next);
      setErrors((errs) =>
        Object.fromEntries(
          Object.entries(errs).filter(([k]) => {
            const id = k.slice(ANSWER_PREFIX.length);
            return JSON.stringify(next[id]) === JSON.stringify(answers[id]);
          }),
        ),
      );
    },
    /** Marks the required questions left blank; true when nothing is owed. */
    check(): boolean {
      const found = missingAnswers(questionnaires, answers);
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    /** The answers to the questions asked (a service unticked since leaves its answers out). */
    toSend(): BookingAnswers {
      const asked = new Set(questionnaires.flatMap((q) => q.questions.map((x) => x.id)));
      return Object.fromEntries(Object.entries(answers).filter(([id]) => asked.has(id)));
    },
    /** Takes the server's refusals of answers; true when there were some. */
    refused(fields: Record<string, string>): boolean {
      const mine = Object.entries(fields).filter(([k]) => k.startsWith(ANSWER_PREFIX));
      if (mine.length) setErrors(Object.fromEntries(mine));
      return mine.length > 0;
    },
  };
}
