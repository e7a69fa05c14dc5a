import { randomUUID } from 'node:crypto';
import { servicesMessages, type ServiceCreate, type ServiceUpdate, type ServiceView } from '@quickrdv/core';
import type { Updateable } from 'kysely';
import type { Db, Executor } from '../../db/database.js';
import type { ServicesTable } from '../../db/schema.js';
import { fieldError, notFound } from '../../http/app-error.js';
import { sanitizeRichText } from '../../http/sanitize-html.js';
import { toServiceView } from './services.presenter.js';
import {
  deleteServiceRow,
  findServiceRow,
  insertCategoryIfMissing,
  insertService,
  listCategoryRows,
  listServiceRows,
  listServiceStaffLinks,
  listStaffIdsOfPro,
  nextServicePosition,
  pruneUnusedCategories,
  setServiceStaff,
  updateServiceRow,
} from './services.repository.js';

/** The professional's services in display order, each with its staff. */
export async function listServices(db: Executor, proId: string): Promise<ServiceView[]> {
  const [rows, links] = await Promise.all([listServiceRows(db, proId), listServiceStaffLinks(db, proId)]);
  return rows.map((row) =>
    toServiceView(
      row,
      links.filter((l) => l.serviceId === row.id).map((l) => l.staffId),
    ),
  );
}

async function serviceView(db: Executor, proId: string, id: string): Promise<ServiceView> {
  const row = await findServiceRow(db, proId, id);
  if (!row) throw notFound(servicesMessages.notFound);
  const links = await listServiceStaffLinks(db, proId);
  return toServiceView(
    row,
    links.filter((l) => l.serviceId === id).map((l) => l.staffId),
  );
}

/** The id of the professional's category of that name, whatever its case; created when missing. */
async function categoryIdFor(db: Executor, proId: string, name: string | null): Promise<string | null> {
  if (!name) return null;
  const wanted = name.toLocaleLowerCase('fr');
  const existing = (await listCategoryRows(db, proId)).find((c) => c.name.toLocaleLowerCase('fr') === wanted);
  if (existing) return existing.id;
  return (await insertCategoryIfMissing(db, { id: randomUUID(), proId, name })).id;
}

/** Adds a service at the end of the list, performed by every staff member (the spec's default). */
export async function createService(db: Db, proId: string, input: ServiceCreate): Promise<ServiceView> {
  return db.transaction().execute(async (trx) => {
    const id = randomUUID();
    await insertService(trx, {
      id,
      proId,
      categoryId: await categoryIdFor(trx, proId, input.category),
      name: input.name,
      amountCents: input.amountCents,
      durationMinutes: input.durationMinutes,
      position: await nextServicePosition(trx, proId),
      createdAt: new Date().toISOString(),
    });
    await setServiceStaff(trx, id, await listStaffIdsOfPro(trx, proId));
    return serviceView(trx, proId, id);
  });
}

/** Changes any subset of a service's fields; staff ids must all be this professional's. */
export async function updateService(
  db: Db,
  proId: string,
  id: string,
  input: ServiceUpdate,
): Promise<ServiceView> {
  return db.transaction().execute(async (trx) => {
    if (!(await findServiceRow(trx, proId, id))) throw notFound(servicesMessages.notFound);
    const changes: Updateable<ServicesTable> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.amountCents !== undefined) changes.amountCents = input.amountCents;
    if (input.durationMinutes !== undefined) changes.durationMinutes = input.durationMinutes;
    if (input.description !== undefined) changes.description = sanitizeRichText(input.description);
    if (input.color !== undefined) changes.color = input.color;
    if (input.visible !== undefined) changes.visible = input.visible ? 1 : 0;
    if (input.category !== undefined) changes.categoryId = await categoryIdFor(trx, proId, input.category);
    if (input.staffIds) {
      const own = new Set(await listStaffIdsOfPro(trx, proId));
      if (!input.staffIds.every((staffId) => own.has(staffId)))
        throw fieldError('staffIds', servicesMessages.staffNotFound);
      await setServiceStaff(trx, id, input.staffIds);
    }
    await updateServiceRow(trx, proId, id, changes);
    await pruneUnusedCategories(trx, proId);
    return serviceView(trx, proId, id);
  });
}

/** Deletes a service (its links to staff, availabilities and appointments go with it). */
export async function deleteService(db: Db, proId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await deleteServiceRow(trx, proId, id))) throw notFound(servicesMessages.notFound);
    await pruneUnusedCategories(trx, proId);
  });
}

/** The professional's categories, by name, for the add form's filterable list. */
export const listCategories = (db: Executor, proId: string) => listCategoryRows(db, proId);
