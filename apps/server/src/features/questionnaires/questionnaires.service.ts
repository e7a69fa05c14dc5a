import { randomUUID } from 'node:crypto';
import {
  MAX_QUESTIONNAIRES,
  MAX_QUESTIONS,
  questionInputSchema,
  questionnaireInputSchema,
  questionnaireMessages as m,
  type QuestionnaireDto,
} from '@quickrdv/core';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError, fieldError, notFound } from '../../http/app-error.js';
import { sanitizeRichText } from '../../http/sanitize-html.js';
import {
  countQuestionnaires,
  deleteQuestionnaireRow,
  deleteQuestionRow,
  findQuestion,
  findQuestionnaire,
  insertQuestion,
  insertQuestionnaire,
  listQuestionnaires,
  ownedServiceIds,
  questionStats,
  setQuestionnaireServices,
  updateQuestionnaireRow,
  updateQuestionRow,
} from './questionnaires.repository.js';

type QuestionnaireInput = z.output<typeof questionnaireInputSchema>;
type QuestionInput = z.output<typeof questionInputSchema>;

async function one(db: Db, proId: string, id: string): Promise<QuestionnaireDto> {
  const found = (await listQuestionnaires(db, proId)).find((q) => q.id === id);
  if (!found) throw notFound(m.questionnaireNotFound);
  return found;
}

const questionColumns = (input: QuestionInput) => ({
  title: input.title,
  description: input.description,
  richDescription: sanitizeRichText(input.richDescription),
  type: input.type,
  options: JSON.stringify(input.options),
  required: input.required ? 1 : 0,
  newLine: input.newLine ? 1 : 0,
});

/** AQ1: a new questionnaire, at the end of the list. */
export async function createQuestionnaire(db: Db, proId: string, input: QuestionnaireInput) {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    const count = await countQuestionnaires(trx, proId);
    if (count >= MAX_QUESTIONNAIRES) throw new AppError('conflict', m.tooManyQuestionnaires);
    await insertQuestionnaire(trx, {
      id,
      proId,
      ...input,
      position: count,
      createdAt: new Date().toISOString(),
    });
  });
  return one(db, proId, id);
}

export async function updateQuestionnaire(db: Db, proId: string, id: string, input: QuestionnaireInput) {
  if (!(await findQuestionnaire(db, proId, id))) throw notFound(m.questionnaireNotFound);
  await updateQuestionnaireRow(db, proId, id, input);
  return one(db, proId, id);
}

export async function deleteQuestionnaire(db: Db, proId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await findQuestionnaire(trx, proId, id))) throw notFound(m.questionnaireNotFound);
    await deleteQuestionnaireRow(trx, proId, id);
  });
}

/** AQ2: a question added at the end of a questionnaire (the spec's messages when none is chosen). */
export async function addQuestion(db: Db, proId: string, questionnaireId: string, input: QuestionInput) {
  await db.transaction().execute(async (trx) => {
    if (!(await findQuestionnaire(trx, proId, questionnaireId))) {
      const none = (await countQuestionnaires(trx, proId)) === 0;
      throw fieldError('questionnaireId', none ? m.noQuestionnaire : m.questionIncomplete);
    }
    const stats = await questionStats(trx, questionnaireId);
    if (stats.count >= MAX_QUESTIONS) throw new AppError('conflict', m.tooManyQuestions);
    await insertQuestion(trx, {
      id: randomUUID(),
      proId,
      questionnaireId,
      position: stats.next,
      ...questionColumns(input),
      createdAt: new Date().toISOString(),
    });
  });
  return one(db, proId, questionnaireId);
}

export async function updateQuestion(db: Db, proId: string, id: string, input: QuestionInput) {
  const row = await findQuestion(db, proId, id);
  if (!row) throw notFound(m.questionNotFound);
  await updateQuestionRow(db, proId, id, questionColumns(input));
  return one(db, proId, row.questionnaireId);
}

export async function deleteQuestion(db: Db, proId: string, id: string) {
  const row = await findQuestion(db, proId, id);
  if (!row) throw notFound(m.questionNotFound);
  await deleteQuestionRow(db, proId, id);
  return one(db, proId, row.questionnaireId);
}

/** The services that ask this questionnaire (a service asks one at most: choosing it here moves it). */
export async function setServices(db: Db, proId: string, id: string, serviceIds: string[]) {
  await db.transaction().execute(async (trx) => {
    if (!(await findQuestionnaire(trx, proId, id))) throw notFound(m.questionnaireNotFound);
    const owned = await ownedServiceIds(trx, proId, serviceIds);
    if (owned.length !== serviceIds.length) throw fieldError('serviceIds', m.servicesInvalid);
    await setQuestionnaireServices(trx, proId, id, serviceIds);
  });
  return one(db, proId, id);
}
