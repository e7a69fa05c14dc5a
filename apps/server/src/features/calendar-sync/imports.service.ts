import { randomUUID } from 'node:crypto';
import {
  CALENDAR_IMPORT_DAYS_AHEAD,
  CALENDAR_IMPORT_DAYS_BACK,
  calendarSyncMessages as m,
  utcToZoned,
  type BusyTimeDto,
  type ImportView,
} from '@quickrdv/core';
import { expandIcs, IcsImportError, type ImportedOccurrence } from '@quickrdv/core/ical';
import type { Db, Executor } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { AppError, fieldError, notFound } from '../../http/app-error.js';
import { cancelPendingJobs } from '../../jobs/jobs.repository.js';
import { findStaffRow } from '../staff/staff.repository.js';
import {
  busyRowsBetween,
  deleteImportRow,
  findImportRow,
  insertImport,
  listImportRows,
  replaceImportEvents,
  type ImportRow,
} from './imports.repository.js';
import { planRefresh, refreshRef } from './refresh-job.js';
import { CalendarFetchError, fetchCalendarText, normaliseCalendarUrl } from './safe-fetch.js';

const DAY_MS = 86_400_000;
/** Long events are stored in pieces of a week at most: the slot search reads a bounded range (busy-time). */
const PIECE_MS = 7 * DAY_MS;

export interface ImportDeps {
  db: Db;
  allowPrivateHosts: boolean;
  refreshMinutes: number;
}

export const presentImport = (r: ImportRow): ImportView => ({
  id: r.id,
  staffId: r.staffId,
  name: r.name,
  sourceUrl: r.sourceUrl,
  eventCount: r.eventCount,
  refreshedAt: r.refreshedAt,
  lastError: r.lastError,
});

/** The busy occurrences of a calendar's text in the import window, or a 400 naming `field`. */
export function readCalendar(text: string, o: { timeZone: string; now: Date; field: string }) {
  const now = o.now.getTime();
  try {
    return expandIcs(text, {
      from: now - CALENDAR_IMPORT_DAYS_BACK * DAY_MS,
      to: now + CALENDAR_IMPORT_DAYS_AHEAD * DAY_MS,
      salonZone: o.timeZone,
    });
  } catch (error) {
    if (error instanceof IcsImportError) throw fieldError(o.field, error.message);
    throw error;
  }
}

/** The rows of a read: one per occurrence, long ones cut into weeks. */
function eventRows(o: {
  importId: string;
  proId: string;
  staffId: string;
  occurrences: ImportedOccurrence[];
}) {
  return o.occurrences.flatMap((occ) => {
    const rows = [];
    for (let start = occ.startsAt; start < occ.endsAt; start += PIECE_MS)
      rows.push({
        id: randomUUID(),
        importId: o.importId,
        proId: o.proId,
        staffId: o.staffId,
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(Math.min(start + PIECE_MS, occ.endsAt)).toISOString(),
        summary: occ.summary,
      });
    return rows;
  });
}

async function requireStaff(db: Executor, proId: string, staffId: string): Promise<void> {
  if (!(await findStaffRow(db, proId, staffId))) throw fieldError('staffId', m.staffUnknown);
}

/** Reads a web address for an import, every failure a 400 on `url` with its French message. */
async function fetchForImport(deps: Pick<ImportDeps, 'allowPrivateHosts'>, url: string): Promise<string> {
  try {
    return await fetchCalendarText(url, { allowPrivate: deps.allowPrivateHosts });
  } catch (error) {
    if (error instanceof CalendarFetchError) throw fieldError('url', error.message);
    throw error;
  }
}

const hostOf = (url: string) => normaliseCalendarUrl(url).hostname;

/** Stores a new import and its events in one transaction (and, for a web address, its first refresh). */
async function storeImport(
  deps: ImportDeps,
  o: {
    pro: ProRow;
    staffId: string;
    name: string;
    sourceUrl: string | null;
    occurrences: ImportedOccurrence[];
  },
  now: Date,
): Promise<ImportView> {
  const id = randomUUID();
  const at = now.toISOString();
  const row = {
    id,
    proId: o.pro.id,
    staffId: o.staffId,
    name: o.name.slice(0, 100),
    sourceUrl: o.sourceUrl,
    eventCount: o.occurrences.length,
    refreshedAt: at,
    lastError: null,
    createdAt: at,
  };
  await deps.db.transaction().execute(async (trx) => {
    await insertImport(trx, row);
    await replaceImportEvents(
      trx,
      id,
      eventRows({ importId: id, proId: o.pro.id, staffId: o.staffId, occurrences: o.occurrences }),
    );
    if (o.sourceUrl) await planRefresh(trx, { importId: id, now, minutes: deps.refreshMinutes });
  });
  return presentImport(row);
}

/**
 * Imports the calendar at a web address for a staff member: read now (safely, see safe-fetch.ts), then
 * every `refreshMinutes` by a durable job. Nothing is stored when the address or the calendar is refused.
 */
export async function importFromUrl(
  deps: ImportDeps,
  o: { pro: ProRow; staffId: string; url: string; now?: Date },
): Promise<ImportView> {
  const now = o.now ?? new Date();
  await requireStaff(deps.db, o.pro.id, o.staffId);
  const text = await fetchForImport(deps, o.url);
  const { name, occurrences } = readCalendar(text, { timeZone: o.pro.timeZone, now, field: 'url' });
  return storeImport(deps, { ...o, name: name ?? hostOf(o.url), sourceUrl: o.url, occurrences }, now);
}

/** Imports an uploaded .ics file for a staff member (read once, never refreshed). */
export async function importFromFile(
  deps: ImportDeps,
  o: { pro: ProRow; staffId: string; fileName: string | undefined; text: string; now?: Date },
): Promise<ImportView> {
  const now = o.now ?? new Date();
  await requireStaff(deps.db, o.pro.id, o.staffId);
  const { name, occurrences } = readCalendar(o.text, { timeZone: o.pro.timeZone, now, field: 'file' });
  const fallback = o.fileName?.replace(/\.ics$/i, '') || 'Calendrier importé';
  return storeImport(deps, { ...o, name: name ?? fallback, sourceUrl: null, occurrences }, now);
}

export async function listImports(db: Executor, proId: string): Promise<ImportView[]> {
  return (await listImportRows(db, proId)).map(presentImport);
}

/** Removes an import, its events and its planned refreshes (404 when it is not the professional's). */
export async function removeImport(db: Db, o: { proId: string; id: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await findImportRow(trx, o.proId, o.id))) throw notFound(m.importNotFound);
    await deleteImportRow(trx, o.proId, o.id);
    await cancelPendingJobs(trx, refreshRef(o.id), 'Calendrier importé supprimé');
  });
}

/** The imported busy times of [from, to) for the professional's calendar, in their time zone. */
export async function listBusyTimes(
  db: Executor,
  o: { pro: ProRow; from: string; to: string },
): Promise<BusyTimeDto[]> {
  if (o.from >= o.to) throw new AppError('validation', 'Période invalide.');
  const rows = await busyRowsBetween(db, { proId: o.pro.id, from: o.from, to: o.to });
  return rows.map((r) => {
    const start = utcToZoned(new Date(r.startsAt), o.pro.timeZone);
    const end = utcToZoned(new Date(r.endsAt), o.pro.timeZone);
    return {
      id: r.id,
      importId: r.importId,
      staffId: r.staffId,
      source: r.source,
      summary: r.summary || m.busyFallbackSummary,
      startsAt: r.startsAt,
      endsAt: r.endsAt,
      day: start.day,
      start: start.time,
      end: end.time,
      endDay: end.day,
    };
  });
}

/** The refresh job's read of an import's address: its new rows, or an AppError with the French reason. */
export function refreshReader(deps: Pick<ImportDeps, 'allowPrivateHosts'>) {
  return async (
    url: string,
    o: { importId: string; proId: string; staffId: string; timeZone: string; now: Date },
  ) => {
    const text = await fetchForImport(deps, url);
    const { occurrences } = readCalendar(text, { timeZone: o.timeZone, now: o.now, field: 'url' });
    return { rows: eventRows({ ...o, occurrences }), count: occurrences.length };
  };
}
