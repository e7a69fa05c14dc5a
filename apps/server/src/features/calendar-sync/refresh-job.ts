import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { insertJobs } from '../../jobs/jobs.repository.js';
import { SkipJob, type JobHandler } from '../../jobs/worker.js';
import { findPro } from '../account/pros.repository.js';
import { findImportById, replaceImportEvents, updateImportRow } from './imports.repository.js';

/** Re-reads a calendar imported from a web address; each run plans the next one. */
export const CALENDAR_REFRESH_JOB = 'calendar-import.refresh';

export const refreshRef = (importId: string) => `calendar-import:${importId}`;

/** Plans the next read of an import `minutes` from `now`. */
export async function planRefresh(db: Executor, o: { importId: string; now: Date; minutes: number }) {
  await insertJobs(db, [
    {
      id: randomUUID(),
      kind: CALENDAR_REFRESH_JOB,
      payload: JSON.stringify({ importId: o.importId }),
      runAt: new Date(o.now.getTime() + o.minutes * 60_000).toISOString(),
      refId: refreshRef(o.importId),
      createdAt: o.now.toISOString(),
    },
  ]);
}

export interface RefreshDeps {
  refreshMinutes: number;
  /** Reads the calendar's text (the safe fetch) and its busy occurrences' rows; throws AppError when refused. */
  read: (
    url: string,
    o: { importId: string; proId: string; staffId: string; timeZone: string; now: Date },
  ) => Promise<{ rows: Parameters<typeof replaceImportEvents>[2]; count: number }>;
  /** Drops cached slots everywhere and refreshes open calendars (the live bus). */
  changed: (proId: string) => Promise<void>;
  log: FastifyBaseLogger;
}

/**
 * The refresh job: plans the next run first (so a crash or a failure never ends the subscription), then
 * reads the address and replaces the events in one transaction. A failed read keeps the previous events
 * and records the French reason, shown in the dialog. An import deleted meanwhile ends the chain.
 */
export function calendarRefreshHandler(deps: RefreshDeps): JobHandler {
  return async (job, ctx) => {
    const { importId } = JSON.parse(job.payload) as { importId: string };
    await refreshImport(ctx.db, deps, importId, new Date());
  };
}

export async function refreshImport(db: Db, deps: RefreshDeps, importId: string, now: Date): Promise<void> {
  const row = await findImportById(db, importId);
  if (!row?.sourceUrl) throw new SkipJob('Calendrier importé supprimé');
  const pro = await findPro(db, row.proId);
  if (!pro) throw new SkipJob('Professionnel supprimé');
  await planRefresh(db, { importId, now, minutes: deps.refreshMinutes });
  let read;
  try {
    read = await deps.read(row.sourceUrl, { ...row, importId, timeZone: pro.timeZone, now });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    deps.log.warn({ importId, reason: error.message }, 'calendar import refresh failed');
    await updateImportRow(db, importId, { lastError: error.message });
    return;
  }
  await db.transaction().execute(async (trx) => {
    // Deleted while it was being read: nothing to write.
    if (!(await findImportById(trx, importId))) return;
    await replaceImportEvents(trx, importId, read.rows);
    await updateImportRow(trx, importId, {
      eventCount: read.count,
      refreshedAt: now.toISOString(),
      lastError: null,
    });
  });
  await deps.changed(row.proId);
}

/** Deletes finished refresh jobs planned before `before` (maintenance): one every few minutes per import adds up. */
export async function purgeFinishedRefreshJobs(db: Executor, before: string): Promise<void> {
  await db
    .deleteFrom('jobs')
    .where('kind', '=', CALENDAR_REFRESH_JOB)
    .where('status', 'in', ['done', 'cancelled', 'failed'])
    .where('createdAt', '<', before)
    .execute();
}
