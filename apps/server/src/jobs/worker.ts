import type { FastifyBaseLogger } from 'fastify';
import type { Db, Dialect, Executor } from '../db/database.js';
import { runWrite, type Statement } from '../db/statements.js';
import {
  claimDueJobs,
  failAbandonedJobs,
  finishDoneJobs,
  finishJob,
  requeueJob,
  type JobRow,
} from './jobs.repository.js';

/** A local job's own savepoint in its batch's transaction. */
const SAVEPOINT: Statement = { sql: 'SAVEPOINT job', parameters: [] };
const ROLLBACK_TO_SAVEPOINT: Statement = { sql: 'ROLLBACK TO SAVEPOINT job', parameters: [] };
const RELEASE_SAVEPOINT: Statement = { sql: 'RELEASE SAVEPOINT job', parameters: [] };

export interface JobContext {
  /** The database, or for a local job (JobWorkerOptions.local) the transaction of its batch. */
  db: Executor;
  log: FastifyBaseLogger;
}

/** Runs one job. Returning normally marks it done; throwing marks it failed unless it is one of the two below. */
export type JobHandler = (job: JobRow, ctx: JobContext) => Promise<void>;

/** Thrown by a handler when nothing was sent (e.g. the SMTP server refused the connection): run it again later. */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly afterMs = 60_000,
  ) {
    super(message);
  }
}

/** Thrown by a handler when the job no longer makes sense (its appointment is gone): cancelled, not failed. */
export class SkipJob extends Error {}

export interface JobWorkerOptions {
  db: Db;
  /** PostgreSQL claims with SKIP LOCKED, so several workers share the queue without waiting on each other. */
  dialect: Dialect;
  log: FastifyBaseLogger;
  handlers: Record<string, JobHandler>;
  /** Delay between two polls when idle. */
  pollMs: number;
  /** How long a claimed job may run before it counts as abandoned. */
  leaseMs?: number;
  /** Jobs run at once by this worker (default 8): e-mails wait on the network, not on this process. */
  concurrency?: number;
  /** Attempts allowed for jobs that ask to be retried. */
  maxAttempts?: number;
  /**
   * Kinds whose handlers only write to this database (messages kept in the outbox, no SMTP server or SMS
   * provider configured). They run inside the transaction that claims them and are marked done in it: one
   * commit for a whole batch instead of a claim, a write and a `done` each (on SQLite these commits queue
   * on the bookings' one connection), and a crash leaves them pending, never half-sent: exactly once.
   */
  local?: ReadonlySet<string>;
  /** Called by wake() while this worker does not run (JOBS_POLL_MS=0): another instance's worker must. */
  wakeOthers?: () => void;
}

const SWEEP_EVERY_MS = 30_000;
/** Local jobs claimed and run in one transaction at most (a booking plans three messages). */
const LOCAL_BATCH = 100;
const ABANDONED = 'Interrompu pendant l’envoi (arrêt du serveur) : non renvoyé pour éviter un doublon.';

/**
 * Polls the jobs table for due jobs and runs them, several at a time, at most once each: a job is claimed
 * atomically before it runs and marked done after, and a job found still running after its lease is
 * failed, never retried.
 */
export class JobWorker {
  private timer: NodeJS.Timeout | null = null;
  private tick: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  /** Set by stop(): the pass in progress lets its jobs under way finish and claims no more. */
  private stopping = false;
  /** Last search for abandoned jobs: a write, so not on every idle poll. */
  private lastSweep = 0;

  constructor(private readonly o: JobWorkerOptions) {}

  start(): void {
    this.stopped = false;
    this.stopping = false;
    this.schedule(0);
  }

  /** Polls now instead of waiting for the next tick (after planning a job due at once). */
  wake(): void {
    if (this.stopped) return this.o.wakeOthers?.();
    if (this.tick) this.again = true;
    else this.schedule(0);
  }

  /** Stops polling and waits for the jobs being sent, if any (graceful shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.tick;
  }

  /**
   * One pass: fails abandoned jobs, runs the due local jobs in batches (options.local), then keeps up to
   * `concurrency` other jobs running, claiming more as slots free up, until no job due at `now` is left (or
   * stop() is called). Returns how many ran.
   */
  async runOnce(now = new Date()): Promise<number> {
    const { db, log } = this.o;
    if (now.getTime() - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = now.getTime();
      const abandoned = await failAbandonedJobs(db, now.toISOString(), ABANDONED);
      if (abandoned) log.warn({ abandoned }, 'jobs left running by a stopped worker were marked failed');
    }
    const local = [...(this.o.local ?? [])];
    let ran = 0;
    // Local jobs first, in batches of their own: they wait on nothing, so a batch can be large.
    if (local.length) {
      while (!this.stopping) {
        const claimed = await this.runLocalBatch(now, local);
        ran += claimed;
        if (claimed < LOCAL_BATCH) break;
      }
    }
    const concurrency = this.o.concurrency ?? 8;
    const inFlight = new Set<Promise<void>>();
    // Jobs sent since the last write: marked done together, one statement instead of one each (a crash
    // before it leaves them running, failed once their lease ends and never sent again, as for one job).
    const done: string[] = [];
    const finishDone = () =>
      finishDoneJobs(db, done.splice(0)).catch((err) => log.error({ err }, 'job outcome not recorded'));
    try {
      while (!this.stopping) {
        await finishDone();
        const free = concurrency - inFlight.size;
        if (free > 0) {
          // Claimed only when a slot is free: a claimed job starts at once, none waits under its lease.
          const jobs = await claimDueJobs(db, this.o.dialect, {
            ...this.lease(now, free),
            kinds: { except: local },
          });
          for (const job of jobs) {
            const p: Promise<void> = this.run(job, now, db)
              .then((sent) => void (sent && done.push(job.id)))
              .catch((err) => log.error({ err, jobId: job.id }, 'job outcome not recorded'))
              .finally(() => inFlight.delete(p));
            inFlight.add(p);
          }
          ran += jobs.length;
          if (jobs.length < free) break; // the queue is empty for now
        }
        if (inFlight.size) await Promise.race(inFlight);
      }
    } finally {
      // Graceful: whatever stops the pass (stop(), a failed claim), the sends already started finish.
      await Promise.all(inFlight);
      await finishDone();
    }
    return ran;
  }

  private lease(now: Date, limit: number) {
    const lockedUntilIso = new Date(Date.now() + (this.o.leaseMs ?? 5 * 60_000)).toISOString();
    return { nowIso: now.toISOString(), limit, lockedUntilIso };
  }

  /**
   * Claims up to LOCAL_BATCH due local jobs (options.local) in one transaction, runs them in it, each in a
   * savepoint (a failed one undoes only its own writes), and marks them done in it. Returns how many.
   */
  private async runLocalBatch(now: Date, kinds: string[]): Promise<number> {
    return this.o.db.transaction().execute(async (trx) => {
      const jobs = await claimDueJobs(trx, this.o.dialect, {
        ...this.lease(now, LOCAL_BATCH),
        kinds: { only: kinds },
      });
      const done: string[] = [];
      for (const job of jobs) {
        await runWrite(trx, SAVEPOINT);
        const sent = await this.run(job, now, trx, () => runWrite(trx, ROLLBACK_TO_SAVEPOINT));
        await runWrite(trx, RELEASE_SAVEPOINT);
        if (sent) done.push(job.id);
      }
      await finishDoneJobs(trx, done);
      return jobs.length;
    });
  }

  /**
   * Runs one job: true when it was sent (to be marked done), else its outcome is already recorded, on `db`
   * (a local job's batch transaction, where `undo` first drops the failed handler's own writes).
   */
  private async run(
    job: JobRow,
    passStart: Date,
    db: Executor,
    undo: () => Promise<unknown> = async () => {},
  ): Promise<boolean> {
    const { log } = this.o;
    const handler = this.o.handlers[job.kind];
    try {
      if (!handler) throw new Error(`Type de tâche inconnu : ${job.kind}`);
      await handler(job, { db, log });
      return true;
    } catch (error) {
      await undo();
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof SkipJob) {
        await finishJob(db, job.id, 'cancelled', reason);
        return false;
      }
      if (error instanceof RetryLater && job.attempts < (this.o.maxAttempts ?? 5)) {
        log.warn({ jobId: job.id, reason }, 'job will be retried');
        // Strictly after this pass's `now`, so the pass that requeues it does not run it again.
        const at = Math.max(Date.now() + error.afterMs, passStart.getTime() + 1);
        await requeueJob(db, job.id, new Date(at).toISOString(), reason);
        return false;
      }
      log.error({ jobId: job.id, kind: job.kind, reason }, 'job failed');
      await finishJob(db, job.id, 'failed', reason);
      return false;
    }
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.tick = this.runOnce()
        .then(() => undefined)
        .catch((err) => this.o.log.error({ err }, 'job worker pass failed'))
        .finally(() => {
          this.tick = null;
          const next = this.again ? 0 : this.o.pollMs;
          this.again = false;
          this.schedule(next);
        });
    }, delay);
    this.timer.unref();
  }
}
