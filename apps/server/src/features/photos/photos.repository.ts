import type { Dialect, Executor } from '../../db/database.js';
import type { PhotosTable } from '../../db/schema.js';
import type { Insertable } from 'kysely';

export const listPhotoRows = (db: Executor, proId: string) =>
  db
    .selectFrom('photos')
    .select(['id', 'position'])
    .where('proId', '=', proId)
    .orderBy('position')
    .orderBy('createdAt')
    .execute();

export async function countPhotos(db: Executor, proId: string): Promise<number> {
  const row = await db
    .selectFrom('photos')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('proId', '=', proId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function nextPhotoPosition(db: Executor, proId: string): Promise<number> {
  const row = await db
    .selectFrom('photos')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('proId', '=', proId)
    .executeTakeFirst();
  return row?.last == null ? 0 : Number(row.last) + 1;
}

export async function insertPhoto(db: Executor, photo: Insertable<PhotosTable>): Promise<void> {
  await db.insertInto('photos').values(photo).execute();
}

/** Deletes a photo of this professional; false when there is none with this id. */
export async function deletePhotoRow(db: Executor, proId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('photos')
    .where('id', '=', id)
    .where('proId', '=', proId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Serialises writes of one professional inside a transaction. PostgreSQL locks the pro row until commit;
 * SQLite needs nothing: Kysely runs its transactions one at a time on its single connection.
 */
export async function lockPro(trx: Executor, dialect: Dialect, proId: string): Promise<void> {
  if (dialect === 'postgres')
    await trx.selectFrom('pros').select('id').where('id', '=', proId).forUpdate().execute();
}
