import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { ClientsTable } from '../../db/schema.js';

export const listClientRows = (db: Executor, proId: string) =>
  db.selectFrom('clients').selectAll().where('proId', '=', proId).execute();

export const findClientRow = (db: Executor, proId: string, id: string) =>
  db.selectFrom('clients').selectAll().where('proId', '=', proId).where('id', '=', id).executeTakeFirst();

export async function insertClient(db: Executor, row: Insertable<ClientsTable>): Promise<void> {
  await db.insertInto('clients').values(row).execute();
}

export async function updateClientRow(
  db: Executor,
  proId: string,
  id: string,
  changes: Updateable<ClientsTable>,
) {
  if (!Object.keys(changes).length) return;
  await db.updateTable('clients').set(changes).where('proId', '=', proId).where('id', '=', id).execute();
}

export async function deleteClientRow(db: Executor, proId: string, id: string): Promise<number> {
  const r = await db.deleteFrom('clients').where('proId', '=', proId).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** The client's appointments, newest first ('Voir Rendez-vous'). */
export const appointmentsOfClient = (db: Executor, proId: string, clientId: string) =>
  db
    .selectFrom('appointments')
    .select(['id', 'startsAt'])
    .where('proId', '=', proId)
    .where('clientId', '=', clientId)
    .orderBy('startsAt', 'desc')
    .execute();
