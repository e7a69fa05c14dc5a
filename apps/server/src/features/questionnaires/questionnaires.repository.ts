import type { QuestionDto, QuestionnaireDto, QuestionType } from '@quickrdv/core';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { QuestionnairesTable, QuestionsTable } from '../../db/schema-questionnaires.js';

type QuestionRow = Selectable<QuestionsTable>;

/** Stored options are a JSON array written by this code; anything else reads as none. */
function parseOptions(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((o): o is string => typeof o === 'string') : [];
  } catch {
    return [];
  }
}

export const toQuestionDto = (r: QuestionRow): QuestionDto => ({
  id: r.id,
  title: r.title,
  description: r.description,
  richDescription: r.richDescription,
  type: r.type as QuestionType,
  options: parseOptions(r.options),
  required: r.required === 1,
  newLine: r.newLine === 1,
});

/** Every questionnaire of a professional with its questions and the services that ask it. */
export async function listQuestionnaires(db: Executor, proId: string): Promise<QuestionnaireDto[]> {
  const [lists, questions, services] = await Promise.all([
    db
      .selectFrom('questionnaires')
      .selectAll()
      .where('proId', '=', proId)
      .orderBy('position')
      .orderBy('createdAt')
      .execute(),
    db.selectFrom('questions').selectAll().where('proId', '=', proId).orderBy('position').execute(),
    db
      .selectFrom('services')
      .select(['id', 'questionnaireId'])
      .where('proId', '=', proId)
      .where('questionnaireId', 'is not', null)
      .orderBy('position')
      .execute(),
  ]);
  return lists.map((q) => ({
    id: q.id,
    title: q.title,
    color: q.color,
    questions: questions.filter((x) => x.questionnaireId === q.id).map(toQuestionDto),
    serviceIds: services.filter((s) => s.questionnaireId === q.id).map((s) => s.id),
  }));
}

export const findQuestionnaire = (db: Executor, proId: string, id: string) =>
  db
    .selectFrom('questionnaires')
    .selectAll()
    .where('proId', '=', proId)
    .where('id', '=', id)
    .executeTakeFirst();

export const findQuestion = (db: Executor, proId: string, id: string) =>
  db.selectFrom('questions').selectAll().where('proId', '=', proId).where('id', '=', id).executeTakeFirst();

export async function countQuestionnaires(db: Executor, proId: string): Promise<number> {
  const r = await db
    .selectFrom('questionnaires')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('proId', '=', proId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** How many questions the questionnaire has, and the next position at its end. */
export async function questionStats(db: Executor, questionnaireId: string) {
  const r = await db
    .selectFrom('questions')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('position').as('last')])
    .where('questionnaireId', '=', questionnaireId)
    .executeTakeFirstOrThrow();
  return { count: Number(r.n), next: r.last === null ? 0 : Number(r.last) + 1 };
}

export const insertQuestionnaire = (db: Executor, row: Insertable<QuestionnairesTable>) =>
  db.insertInto('questionnaires').values(row).execute();

export const updateQuestionnaireRow = (
  db: Executor,
  proId: string,
  id: string,
  changes: Updateable<QuestionnairesTable>,
) => db.updateTable('questionnaires').set(changes).where('proId', '=', proId).where('id', '=', id).execute();

/** Its questions go with it (foreign key cascade); its services stop asking it (set null). */
export async function deleteQuestionnaireRow(db: Executor, proId: string, id: string): Promise<void> {
  // Done here too: SQLite enforces the foreign keys' actions only with the pragma on.
  await db.updateTable('services').set({ questionnaireId: null }).where('questionnaireId', '=', id).execute();
  await db.deleteFrom('questions').where('questionnaireId', '=', id).execute();
  await db.deleteFrom('questionnaires').where('proId', '=', proId).where('id', '=', id).execute();
}

export const insertQuestion = (db: Executor, row: Insertable<QuestionsTable>) =>
  db.insertInto('questions').values(row).execute();

export const updateQuestionRow = (
  db: Executor,
  proId: string,
  id: string,
  changes: Updateable<QuestionsTable>,
) => db.updateTable('questions').set(changes).where('proId', '=', proId).where('id', '=', id).execute();

export const deleteQuestionRow = (db: Executor, proId: string, id: string) =>
  db.deleteFrom('questions').where('proId', '=', proId).where('id', '=', id).execute();

/** The ids among `ids` that are the professional's services. */
export async function ownedServiceIds(db: Executor, proId: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('services')
    .select('id')
    .where('proId', '=', proId)
    .where('id', 'in', ids)
    .execute();
  return rows.map((r) => r.id);
}

/** The services listed ask this questionnaire; those that asked it and are not listed stop. */
export async function setQuestionnaireServices(
  db: Executor,
  proId: string,
  questionnaireId: string,
  serviceIds: string[],
): Promise<void> {
  let release = db
    .updateTable('services')
    .set({ questionnaireId: null })
    .where('proId', '=', proId)
    .where('questionnaireId', '=', questionnaireId);
  if (serviceIds.length) release = release.where('id', 'not in', serviceIds);
  await release.execute();
  if (serviceIds.length)
    await db
      .updateTable('services')
      .set({ questionnaireId })
      .where('proId', '=', proId)
      .where('id', 'in', serviceIds)
      .execute();
}

/**
 * The questions a booking of these services asks (one statement, read before the booking's transaction):
 * each questionnaire once, in the order of the services as the professional sorted them, then its
 * questions in order. Empty when no chosen service has a questionnaire.
 */
export async function questionsForBooking(
  db: Executor,
  proId: string,
  serviceIds: string[],
): Promise<QuestionDto[]> {
  if (!serviceIds.length) return [];
  const rows = await db
    .selectFrom('services as s')
    .innerJoin('questions as q', 'q.questionnaireId', 's.questionnaireId')
    .selectAll('q')
    .select(['s.position as servicePosition'])
    .where('s.proId', '=', proId)
    .where('s.id', 'in', serviceIds)
    .orderBy('s.position')
    .orderBy('q.questionnaireId')
    .orderBy('q.position')
    .execute();
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.id) && seen.add(r.id)).map(toQuestionDto);
}
