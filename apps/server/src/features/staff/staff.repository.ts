import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { StaffTable } from '../../db/schema.js';

const staffColumns = ['id', 'prenom', 'nom', 'email', 'color', 'notes', 'position'] as const;

export const listStaffRows = (db: Executor, proId: string) =>
  db
    .selectFrom('staff')
    .select(staffColumns)
    .where('proId', '=', proId)
    .orderBy('position')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();

export const findStaffRow = (db: Executor, proId: string, id: string) =>
  db
    .selectFrom('staff')
    .select(staffColumns)
    .where('proId', '=', proId)
    .where('id', '=', id)
    .executeTakeFirst();
export type StaffRow = Awaited<ReturnType<typeof listStaffRows>>[number];

/** Which services each staff member of a professional performs. */
export const listStaffServiceLinks = (db: Executor, proId: string) =>
  db
    .selectFrom('staffServices')
    .innerJoin('staff', 'staff.id', 'staffServices.staffId')
    .select(['staffServices.staffId', 'staffServices.serviceId'])
    .where('staff.proId', '=', proId)
    .execute();

/** Working hours of every staff member of a professional. */
export const listStaffHourRows = (db: Executor, proId: string) =>
  db
    .selectFrom('staffHours')
    .innerJoin('staff', 'staff.id', 'staffHours.staffId')
    .select([
      'staffHours.staffId',
      'staffHours.weekday',
      'staffHours.rangeIndex',
      'staffHours.starts',
      'staffHours.ends',
    ])
    .where('staff.proId', '=', proId)
    .orderBy('staffHours.weekday')
    .orderBy('staffHours.rangeIndex')
    .execute();
export type StaffHourRow = Awaited<ReturnType<typeof listStaffHourRows>>[number];

export async function countStaff(db: Executor, proId: string): Promise<number> {
  const row = await db
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('proId', '=', proId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function nextStaffPosition(db: Executor, proId: string): Promise<number> {
  const row = await db
    .selectFrom('staff')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('proId', '=', proId)
    .executeTakeFirst();
  return row?.last == null ? 0 : Number(row.last) + 1;
}

export async function insertStaff(db: Executor, staff: Insertable<StaffTable>): Promise<void> {
  await db.insertInto('staff').values(staff).execute();
}

export async function updateStaffRow(
  db: Executor,
  proId: string,
  id: string,
  changes: Updateable<StaffTable>,
) {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('staff').set(changes).where('id', '=', id).where('proId', '=', proId).execute();
}

/** Deletes a staff member; the foreign keys remove their appointments, availabilities, services and hours. */
export async function deleteStaffRow(db: Executor, proId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('staff')
    .where('id', '=', id)
    .where('proId', '=', proId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function setStaffServices(db: Executor, staffId: string, serviceIds: string[]): Promise<void> {
  await db.deleteFrom('staffServices').where('staffId', '=', staffId).execute();
  if (serviceIds.length) {
    await db
      .insertInto('staffServices')
      .values(serviceIds.map((serviceId) => ({ staffId, serviceId })))
      .execute();
  }
}

export async function setStaffHours(
  db: Executor,
  staffId: string,
  rows: { weekday: number; rangeIndex: number; starts: string; ends: string }[],
): Promise<void> {
  await db.deleteFrom('staffHours').where('staffId', '=', staffId).execute();
  if (rows.length)
    await db
      .insertInto('staffHours')
      .values(rows.map((r) => ({ staffId, ...r })))
      .execute();
}

export async function listServiceIdsOfPro(db: Executor, proId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('services')
    .select('id')
    .where('proId', '=', proId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.id);
}

/** Ids of a staff member's appointments, from an instant on (all of them without one). */
export async function listStaffAppointmentIds(
  db: Executor,
  staffId: string,
  from?: string,
): Promise<string[]> {
  let query = db.selectFrom('appointments').select('id').where('staffId', '=', staffId);
  if (from) query = query.where('startsAt', '>=', from);
  return (await query.execute()).map((r) => r.id);
}

export async function countStaffAvailabilities(db: Executor, staffId: string, from: string): Promise<number> {
  const row = await db
    .selectFrom('availabilities')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('staffId', '=', staffId)
    .where('startsAt', '>=', from)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Cancels the pending jobs (reminders) of appointments about to be deleted. */
export async function cancelJobsOf(db: Executor, refIds: string[]): Promise<void> {
  for (let i = 0; i < refIds.length; i += 500) {
    await db
      .updateTable('jobs')
      .set({ status: 'cancelled', lastError: 'staff member deleted' })
      .where('refId', 'in', refIds.slice(i, i + 500))
      .where('status', '=', 'pending')
      .execute();
  }
}
