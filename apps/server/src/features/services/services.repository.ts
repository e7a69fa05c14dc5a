import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { ServicesTable } from '../../db/schema.js';

const serviceColumns = [
  'services.id',
  'services.name',
  'services.categoryId',
  'c.name as categoryName',
  'services.amountCents',
  'services.durationMinutes',
  'services.description',
  'services.color',
  'services.visible',
  'services.position',
] as const;

function selectServices(db: Executor, proId: string) {
  return db
    .selectFrom('services')
    .leftJoin('serviceCategories as c', 'c.id', 'services.categoryId')
    .select(serviceColumns)
    .where('services.proId', '=', proId);
}
export type ServiceRow = NonNullable<Awaited<ReturnType<typeof findServiceRow>>>;

export const listServiceRows = (db: Executor, proId: string) =>
  selectServices(db, proId)
    .orderBy('services.position')
    .orderBy('services.createdAt')
    .orderBy('services.id')
    .execute();

export const findServiceRow = (db: Executor, proId: string, id: string) =>
  selectServices(db, proId).where('services.id', '=', id).executeTakeFirst();

/** Which staff members perform which services, for one professional. */
export const listServiceStaffLinks = (db: Executor, proId: string) =>
  db
    .selectFrom('staffServices')
    .innerJoin('services', 'services.id', 'staffServices.serviceId')
    .select(['staffServices.serviceId', 'staffServices.staffId'])
    .where('services.proId', '=', proId)
    .execute();

export async function countServices(db: Executor, proId: string): Promise<number> {
  const row = await db
    .selectFrom('services')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('proId', '=', proId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function nextServicePosition(db: Executor, proId: string): Promise<number> {
  const row = await db
    .selectFrom('services')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('proId', '=', proId)
    .executeTakeFirst();
  return row?.last == null ? 0 : Number(row.last) + 1;
}

export async function insertService(db: Executor, service: Insertable<ServicesTable>): Promise<void> {
  await db.insertInto('services').values(service).execute();
}

export async function updateServiceRow(
  db: Executor,
  proId: string,
  id: string,
  changes: Updateable<ServicesTable>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('services').set(changes).where('id', '=', id).where('proId', '=', proId).execute();
}

/** Deletes a service of this professional; false when there is none with this id. */
export async function deleteServiceRow(db: Executor, proId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('services')
    .where('id', '=', id)
    .where('proId', '=', proId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Replaces the staff members performing a service. */
export async function setServiceStaff(db: Executor, serviceId: string, staffIds: string[]): Promise<void> {
  await db.deleteFrom('staffServices').where('serviceId', '=', serviceId).execute();
  if (staffIds.length) {
    await db
      .insertInto('staffServices')
      .values(staffIds.map((staffId) => ({ staffId, serviceId })))
      .execute();
  }
}

/** Ids of this professional's staff members, in display order. */
export async function listStaffIdsOfPro(db: Executor, proId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('staff')
    .select('id')
    .where('proId', '=', proId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.id);
}

export const listCategoryRows = (db: Executor, proId: string) =>
  db
    .selectFrom('serviceCategories')
    .select(['id', 'name'])
    .where('proId', '=', proId)
    .orderBy('name')
    .execute();

/** Inserts a category unless one of that exact name exists (two concurrent adds create it once). */
export async function insertCategoryIfMissing(db: Executor, o: { id: string; proId: string; name: string }) {
  await db
    .insertInto('serviceCategories')
    .values(o)
    .onConflict((oc) => oc.columns(['proId', 'name']).doNothing())
    .execute();
  return db
    .selectFrom('serviceCategories')
    .select('id')
    .where('proId', '=', o.proId)
    .where('name', '=', o.name)
    .executeTakeFirstOrThrow();
}

/** Removes the categories no service of this professional uses any more. */
export async function pruneUnusedCategories(db: Executor, proId: string): Promise<void> {
  await db
    .deleteFrom('serviceCategories')
    .where('proId', '=', proId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('services')
            .select('services.id')
            .whereRef('services.categoryId', '=', 'serviceCategories.id'),
        ),
      ),
    )
    .execute();
}
