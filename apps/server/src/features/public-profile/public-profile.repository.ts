import type { Executor } from '../../db/database.js';

/** What a review shows publicly. */
export const REVIEW_COLUMNS = [
  'id',
  'prenom',
  'rating',
  'message',
  'replyMessage',
  'replyAt',
  'createdAt',
  'visitAt',
  'verified',
] as const;

/** Sum and count of the ratings of each professional listed. */
export async function ratingTotals(
  db: Executor,
  proIds: string[],
): Promise<Map<string, { sum: number; count: number }>> {
  const totals = new Map<string, { sum: number; count: number }>();
  if (!proIds.length) return totals;
  const rows = await db
    .selectFrom('reviews')
    .select((eb) => [
      'proId',
      eb.fn.sum<number | string>('rating').as('sum'),
      eb.fn.countAll<number | string>().as('count'),
    ])
    .where('proId', 'in', proIds)
    .groupBy('proId')
    .execute();
  for (const r of rows) totals.set(r.proId, { sum: Number(r.sum), count: Number(r.count) });
  return totals;
}

export const photoIds = (db: Executor, proId: string) =>
  db
    .selectFrom('photos')
    .select('id')
    .where('proId', '=', proId)
    .orderBy('position')
    .orderBy('createdAt')
    .execute();

export const openingRanges = (db: Executor, proId: string) =>
  db
    .selectFrom('openingHours')
    .select(['weekday', 'opens', 'closes'])
    .where('proId', '=', proId)
    .orderBy('weekday')
    .orderBy('rangeIndex')
    .execute();

export async function establishmentTypeName(db: Executor, id: string | null): Promise<string | null> {
  if (!id) return null;
  const row = await db
    .selectFrom('establishmentTypes')
    .select('name')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.name ?? null;
}
