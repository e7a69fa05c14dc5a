import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import {
  claimJob,
  dueJobIds,
  failAbandonedJobs,
  finishJob,
  requeueJob,
  type JobRow,
} from './jobs.repository.js';

export interface JobContext {
  db: Db;
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
  log: FastifyBaseLogger;
  handlers: Record<string, JobHandler>;
  /** Delay between two polls when idle. */
  pollMs: number;
  /** How long a claimed job may run before it counts as abandoned. */
  leaseMs?: number;
  /** Jobs taken per poll. */
  batch?: number;
  /** Attempts allowed for jobs that ask to be retried. */
  maxAttempts?: number;
}

const SWEEP_EVERY_MS = 30_000;
const ABANDONED = 'Interrompu pendant l’envoi (arrêt du serveur) : non renvoyé pour éviter un doublon.';

/**
 * Polls the jobs table for due jobs and runs them, at most once each: a job is claimed atomically
 * before it runs, and a job found still running after its lease is failed, never retried.
 */
export class JobWorker {
  private timer: NodeJS.Timeout | null = null;
  private tick: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  /** Set by stop(): the pass in progress finishes its current job and claims no more. */
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
    if (this.stopped) return;
    if (this.tick) this.again = true;
    else this.schedule(0);
  }

  /** Stops polling and waits for the job being sent, if any (graceful shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.tick;
  }

  /** One pass: fails abandoned jobs, then runs every due job this worker manages to claim. Returns how many ran. */
  async runOnce(now = new Date()): Promise<number> {
    const { db, log } = this.o;
    if (now.getTime() - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = now.getTime();
      const abandoned = await failAbandonedJobs(db, now.toISOString(), ABANDONED);
      if (abandoned) log.warn({ abandoned }, 'jobs left running by a stopped worker were marked failed');
    }
    let ran = 0;
    for (const id of await dueJobIds(db, now.toISOString(), this.o.batch ?? 20)) {
      if (this.stopping) break;
      const lockedUntil = new Date(Date.now() + (this.o.leaseMs ?? 5 * 60_000)).toISOString();
      const job = await claimJob(db, id, lockedUntil);
      if (!job) continue; // another worker took it
      await this.run(job);
      ran += 1;
    }
    return ran;
  }

  private async run(job: JobRow): Promise<void> {
    const { db, log } = this.o;
    const handler = this.o.handlers[job.kind];
    try {
      if (!handler) throw new Error(`Type de tâche inconnu : ${job.kind}`);
      await handler(job, { db, log });
      await finishJob(db, job.id, 'done');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof SkipJob) return finishJob(db, job.id, 'cancelled', reason);
      if (error instanceof RetryLater && job.attempts < (this.o.maxAttempts ?? 5)) {
        log.warn({ jobId: job.id, reason }, 'job will be retried');
        return requeueJob(db, job.id, new Date(Date.now() + error.afterMs).toISOString(), reason);
      }
      log.error({ jobId: job.id, kind: job.kind, reason }, 'job failed');
      await finishJob(db, job.id, 'failed', reason);
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
