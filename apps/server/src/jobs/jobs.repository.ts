import { sql, type Insertable, type Selectable } from 'kysely';
import type { Dialect, Executor } from '../db/database.js';
import type { JobsTable } from '../db/schema.js';
import { timeOrderedId } from '../db/time-ordered-id.js';

export type JobRow = Selectable<JobsTable>;
export type NewJob = Insertable<JobsTable>;
export type JobStatus = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';

/**
 * A pending job of `kind`, its payload kept as JSON, due at `runAt` (default: `now`). `refId` ties it to a row
 * (an appointment, a conversation) whose change cancels it (cancelPendingJobs). Ids are time-ordered unless
 * the caller has one already.
 */
export function newJob(o: {
  kind: string;
  payload: unknown;
  now: Date;
  runAt?: string;
  refId?: string | null;
  id?: string;
}): NewJob {
  const createdAt = o.now.toISOString();
  return {
    id: o.id ?? timeOrderedId(),
    kind: o.kind,
    payload: JSON.stringify(o.payload),
    runAt: o.runAt ?? createdAt,
    refId: o.refId ?? null,
    lastError: null,
    lockedUntil: null,
    createdAt,
  };
}

export async function insertJobs(db: Executor, jobs: NewJob[]): Promise<void> {
  if (jobs.length) await db.insertInto('jobs').values(jobs).execute();
}

/**
 * Takes up to `limit` due jobs for this worker in one statement: status 'running', a lease, one more attempt.
 * On PostgreSQL the due rows are locked with SKIP LOCKED, so workers racing for the queue get disjoint jobs
 * instead of waiting on each other; SQLite has a single writer, so the statement is atomic there too. The
 * status test in the outer WHERE keeps it exact either way: a job is handed to one worker only.
 */
export async function claimDueJobs(
  db: Executor,
  dialect: Dialect,
  o: {
    nowIso: string;
    limit: number;
    lockedUntilIso: string;
    /** Only jobs of these kinds, or of any kind but these. */
    kinds?: { only: readonly string[] } | { except: readonly string[] };
  },
): Promise<JobRow[]> {
  let due = db.selectFrom('jobs').select('id').where('status', '=', 'pending').where('runAt', '<=', o.nowIso);
  if (o.kinds && 'only' in o.kinds) due = due.where('kind', 'in', o.kinds.only);
  else if (o.kinds?.except.length) due = due.where('kind', 'not in', o.kinds.except);
  due = due.orderBy('runAt').limit(o.limit);
  if (dialect === 'postgres') due = due.forUpdate().skipLocked();
  // SQLite's planner would read the outer status test through jobs_due, i.e. visit every pending job (the
  // reminders of every future appointment) on each claim; the unary + keeps it to the primary key lookups.
  const status =
    dialect === 'sqlite' ? sql<string>`+${sql.ref('status')}` : sql<string>`${sql.ref('status')}`;
  return db
    .updateTable('jobs')
    .set((eb) => ({ status: 'running', lockedUntil: o.lockedUntilIso, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', due)
    .where(status, '=', 'pending')
    .returningAll()
    .execute();
}

/** Ends a running job with its final status (done, failed or cancelled) and the reason, if any. */
export async function finishJob(
  db: Executor,
  id: string,
  status: Exclude<JobStatus, 'pending' | 'running'>,
  reason: string | null = null,
) {
  await db
    .updateTable('jobs')
    .set({ status, lockedUntil: null, lastError: reason })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

/** Marks running jobs done, in one statement (the worker gathers the jobs that finished together). */
export async function finishDoneJobs(db: Executor, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('jobs')
    .set({ status: 'done', lockedUntil: null, lastError: null })
    .where('id', 'in', ids)
    .where('status', '=', 'running')
    .execute();
}

/** Puts a running job back in the queue: only for failures where nothing was sent. */
export async function requeueJob(db: Executor, id: string, runAtIso: string, reason: string) {
  await db
    .updateTable('jobs')
    .set({ status: 'pending', lockedUntil: null, runAt: runAtIso, lastError: reason })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

/**
 * Jobs left 'running' past their lease belonged to a worker that stopped mid-send (crash, kill). They
 * may or may not have been sent, so they are marked failed and never run again: at most once.
 */
export async function failAbandonedJobs(db: Executor, nowIso: string, reason: string): Promise<number> {
  const result = await db
    .updateTable('jobs')
    .set({ status: 'failed', lockedUntil: null, lastError: reason })
    .where('status', '=', 'running')
    .where('lockedUntil', '<', nowIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Cancels the jobs of a row (an appointment) that have not started yet. */
export async function cancelPendingJobs(db: Executor, refId: string, reason: string): Promise<number> {
  const result = await db
    .updateTable('jobs')
    .set({ status: 'cancelled', lastError: reason })
    .where('refId', '=', refId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function jobsForRefs(db: Executor, refIds: string[]): Promise<JobRow[]> {
  if (!refIds.length) return [];
  const out: JobRow[] = [];
  for (let i = 0; i < refIds.length; i += 500) {
    const chunk = refIds.slice(i, i + 500);
    out.push(
      ...(await db
        .selectFrom('jobs')
        .selectAll()
        .where('refId', 'in', chunk)
        .orderBy('createdAt')
        .orderBy('id')
        .execute()),
    );
  }
  return out;
}

/** Jobs waiting, running and failed, by status: the queue's depth and its failures, for the metrics. */
export async function countJobsByStatus(db: Executor): Promise<{ status: string; count: number }[]> {
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
    .where('status', 'in', ['pending', 'running', 'failed'])
    .groupBy('status')
    .execute();
  return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
}
