import type { Executor } from '../../db/database.js';

export async function layoutRow(db: Executor, proId: string) {
  return db
    .selectFrom('pros')
    .select(['pageLayout', 'pageLayoutVersion', 'slug'])
    .where('id', '=', proId)
    .executeTakeFirstOrThrow();
}

/** Writes the layout if it is still at `version`; false when another save came first. */
export async function saveLayoutIfVersion(
  db: Executor,
  o: { proId: string; json: string; version: number; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('pros')
    .set({ pageLayout: o.json, pageLayoutVersion: o.version + 1, updatedAt: o.now })
    .where('id', '=', o.proId)
    .where('pageLayoutVersion', '=', o.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const insertPageImage = (db: Executor, row: { id: string; proId: string; createdAt: string }) =>
  db.insertInto('pageImages').values(row).execute();

export const pageImageIds = async (db: Executor, proId: string, ids: string[]) =>
  ids.length
    ? (
        await db
          .selectFrom('pageImages')
          .select('id')
          .where('proId', '=', proId)
          .where('id', 'in', ids)
          .execute()
      ).map((r) => r.id)
    : [];

/** The page images of a professional not in `keep` and uploaded before `before` (pending ones are newer). */
export const unusedPageImages = async (db: Executor, proId: string, keep: string[], before: string) => {
  let q = db.selectFrom('pageImages').select('id').where('proId', '=', proId).where('createdAt', '<', before);
  if (keep.length) q = q.where('id', 'not in', keep);
  return (await q.execute()).map((r) => r.id);
};

export const deletePageImages = (db: Executor, ids: string[]) =>
  ids.length ? db.deleteFrom('pageImages').where('id', 'in', ids).execute() : Promise.resolve([]);

/** The owner of a page image, for serving it. */
export async function findPageImageFile(db: Executor, id: string) {
  const row = await db.selectFrom('pageImages').select('proId').where('id', '=', id).executeTakeFirst();
  return row && { proId: row.proId, fileId: id };
}
