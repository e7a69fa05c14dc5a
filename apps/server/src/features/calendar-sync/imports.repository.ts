import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { CalendarImportEventsTable, CalendarImportsTable } from '../../db/schema.js';

const importColumns = [
  'id',
  'proId',
  'staffId',
  'name',
  'sourceUrl',
  'eventCount',
  'refreshedAt',
  'lastError',
] as const;

export const listImportRows = (db: Executor, proId: string) =>
  db
    .selectFrom('calendarImports')
    .select(importColumns)
    .where('proId', '=', proId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
export type ImportRow = Awaited<ReturnType<typeof listImportRows>>[number];

/** One import of a professional (undefined for another professional's id). */
export const findImportRow = (db: Executor, proId: string, id: string) =>
  db
    .selectFrom('calendarImports')
    .select(importColumns)
    .where('proId', '=', proId)
    .where('id', '=', id)
    .executeTakeFirst();

/** An import by id alone: the refresh job's read. */
export const findImportById = (db: Executor, id: string) =>
  db.selectFrom('calendarImports').select(importColumns).where('id', '=', id).executeTakeFirst();

export async function insertImport(db: Executor, row: Insertable<CalendarImportsTable>): Promise<void> {
  await db.insertInto('calendarImports').values(row).execute();
}

const CHUNK = 500;

/** Replaces an import's events with a new read (inside the caller's transaction). */
export async function replaceImportEvents(
  db: Executor,
  importId: string,
  events: Insertable<CalendarImportEventsTable>[],
): Promise<void> {
  await db.deleteFrom('calendarImportEvents').where('importId', '=', importId).execute();
  for (let i = 0; i < events.length; i += CHUNK)
    await db
      .insertInto('calendarImportEvents')
      .values(events.slice(i, i + CHUNK))
      .execute();
}

export async function updateImportRow(
  db: Executor,
  id: string,
  changes: { eventCount?: number; refreshedAt?: string; lastError?: string | null; name?: string },
): Promise<void> {
  await db.updateTable('calendarImports').set(changes).where('id', '=', id).execute();
}

/** Deletes an import of a professional and (cascade) its events; false when it was not theirs or is gone. */
export async function deleteImportRow(db: Executor, proId: string, id: string): Promise<boolean> {
  const r = await db
    .deleteFrom('calendarImports')
    .where('proId', '=', proId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** The busy times of [from, to) with their calendar's name, for the professional's calendar. */
export const busyRowsBetween = (db: Executor, o: { proId: string; from: string; to: string }) =>
  db
    .selectFrom('calendarImportEvents as e')
    .innerJoin('calendarImports as i', 'i.id', 'e.importId')
    .select(['e.id', 'e.importId', 'e.staffId', 'e.startsAt', 'e.endsAt', 'e.summary', 'i.name as source'])
    .where('e.proId', '=', o.proId)
    .where('e.startsAt', '<', o.to)
    .where('e.startsAt', '>=', new Date(Date.parse(o.from) - 7 * 86_400_000).toISOString())
    .where('e.endsAt', '>', o.from)
    .orderBy('e.startsAt')
    .execute();
