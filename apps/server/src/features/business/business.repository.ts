import type { Executor } from '../../db/database.js';

export const listEstablishmentTypes = (db: Executor) =>
  db.selectFrom('establishmentTypes').select(['id', 'name']).orderBy('position').orderBy('name').execute();

export async function establishmentTypeExists(db: Executor, id: string): Promise<boolean> {
  return !!(await db.selectFrom('establishmentTypes').select('id').where('id', '=', id).executeTakeFirst());
}

/** The current profile image id, read inside the transaction that replaces it. */
export async function findProImage(db: Executor, proId: string): Promise<string | null> {
  const row = await db.selectFrom('pros').select('image').where('id', '=', proId).executeTakeFirst();
  return row?.image ?? null;
}
