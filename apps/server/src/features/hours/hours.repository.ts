import type { Executor } from '../../db/database.js';

export const listOpeningRows = (db: Executor, proId: string) =>
  db
    .selectFrom('openingHours')
    .select(['weekday', 'rangeIndex', 'opens', 'closes'])
    .where('proId', '=', proId)
    .orderBy('weekday')
    .orderBy('rangeIndex')
    .execute();

/** Replaces the whole week of opening hours. */
export async function replaceOpeningRows(
  db: Executor,
  proId: string,
  rows: { weekday: number; rangeIndex: number; opens: string; closes: string }[],
): Promise<void> {
  await db.deleteFrom('openingHours').where('proId', '=', proId).execute();
  if (rows.length)
    await db
      .insertInto('openingHours')
      .values(rows.map((r) => ({ proId, ...r })))
      .execute();
}

export async function hasOpeningHours(db: Executor, proId: string): Promise<boolean> {
  return !!(await db
    .selectFrom('openingHours')
    .select('proId')
    .where('proId', '=', proId)
    .limit(1)
    .executeTakeFirst());
}

/** Ids of the professional's staff members, in their display order. */
export async function listStaffIds(db: Executor, proId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('staff')
    .select('id')
    .where('proId', '=', proId)
    .orderBy('position')
    .orderBy('createdAt')
    .execute();
  return rows.map((r) => r.id);
}
