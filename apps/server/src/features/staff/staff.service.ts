import { randomUUID } from 'node:crypto';
import { nextStaffColor, staffMessages, type StaffUpdate, type StaffView } from '@quickrdv/core';
import type { Updateable } from 'kysely';
import type { Db, Executor } from '../../db/database.js';
import type { StaffTable } from '../../db/schema.js';
import { fieldError, notFound } from '../../http/app-error.js';
import { sanitizeRichText } from '../../http/sanitize-html.js';
import { toStaffView } from './staff.presenter.js';
import {
  cancelJobsOf,
  countStaffAvailabilities,
  deleteStaffRow,
  findStaffRow,
  insertStaff,
  listServiceIdsOfPro,
  listStaffAppointmentIds,
  listStaffHourRows,
  listStaffRows,
  listStaffServiceLinks,
  nextStaffPosition,
  setStaffHours,
  setStaffServices,
  updateStaffRow,
} from './staff.repository.js';

/** The professional's staff in display order, each with their services and working hours. */
export async function listStaff(db: Executor, proId: string): Promise<StaffView[]> {
  const [rows, links, hours] = await Promise.all([
    listStaffRows(db, proId),
    listStaffServiceLinks(db, proId),
    listStaffHourRows(db, proId),
  ]);
  return rows.map((row) =>
    toStaffView(
      row,
      links.filter((l) => l.staffId === row.id).map((l) => l.serviceId),
      hours.filter((h) => h.staffId === row.id),
    ),
  );
}

async function staffView(db: Executor, proId: string, id: string): Promise<StaffView> {
  const view = (await listStaff(db, proId)).find((s) => s.id === id);
  if (!view) throw notFound(staffMessages.notFound);
  return view;
}

/** Adds a staff member at the end of the list, performing every existing service (as new services do). */
export async function createStaff(
  db: Db,
  proId: string,
  input: { prenom: string; nom: string },
): Promise<StaffView> {
  return db.transaction().execute(async (trx) => {
    const id = randomUUID();
    await insertStaff(trx, {
      id,
      proId,
      prenom: input.prenom,
      nom: input.nom,
      // Each new partner gets a colour of their own, so columns and appointments tell them apart.
      color: nextStaffColor((await listStaff(trx, proId)).map((s) => s.color)),
      position: await nextStaffPosition(trx, proId),
      createdAt: new Date().toISOString(),
    });
    await setStaffServices(trx, id, await listServiceIdsOfPro(trx, proId));
    return staffView(trx, proId, id);
  });
}

/** Changes any subset of a staff member's fields; `hours` and `serviceIds` replace the previous ones. */
export async function updateStaff(db: Db, proId: string, id: string, input: StaffUpdate): Promise<StaffView> {
  return db.transaction().execute(async (trx) => {
    if (!(await findStaffRow(trx, proId, id))) throw notFound(staffMessages.notFound);
    const changes: Updateable<StaffTable> = {};
    if (input.prenom !== undefined) changes.prenom = input.prenom;
    if (input.nom !== undefined) changes.nom = input.nom;
    if (input.email !== undefined) changes.email = input.email;
    if (input.color !== undefined) changes.color = input.color;
    if (input.notes !== undefined) changes.notes = sanitizeRichText(input.notes);
    if (input.serviceIds) {
      const own = new Set(await listServiceIdsOfPro(trx, proId));
      if (!input.serviceIds.every((s) => own.has(s)))
        throw fieldError('serviceIds', staffMessages.serviceNotFound);
      await setStaffServices(trx, id, input.serviceIds);
    }
    if (input.hours) {
      const rows = input.hours.flatMap((day) =>
        [...day.ranges]
          .sort((a, b) => a.start.localeCompare(b.start))
          .map((r, rangeIndex) => ({ weekday: day.weekday, rangeIndex, starts: r.start, ends: r.end })),
      );
      await setStaffHours(trx, id, rows);
    }
    await updateStaffRow(trx, proId, id, changes);
    return staffView(trx, proId, id);
  });
}

/** What deleting a staff member would remove from now on: appointments and published availabilities. */
export async function staffDeletionImpact(db: Db, proId: string, id: string, now = new Date()) {
  if (!(await findStaffRow(db, proId, id))) throw notFound(staffMessages.notFound);
  const from = now.toISOString();
  return {
    futureAppointments: (await listStaffAppointmentIds(db, id, from)).length,
    futureAvailabilities: await countStaffAvailabilities(db, id, from),
  };
}

/**
 * Deletes a staff member with all their appointments and availabilities (the foreign keys cascade) and
 * cancels the reminders of those appointments. Returns how many appointments were removed.
 */
export async function deleteStaff(db: Db, proId: string, id: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (!(await findStaffRow(trx, proId, id))) throw notFound(staffMessages.notFound);
    const appointmentIds = await listStaffAppointmentIds(trx, id);
    await cancelJobsOf(trx, appointmentIds);
    await deleteStaffRow(trx, proId, id);
    return appointmentIds.length;
  });
}
