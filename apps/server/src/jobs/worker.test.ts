import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { parisDay } from '../features/availabilities/calendar.fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { signedUpPro } from '../test/test-client.js';
import type { JobRow } from './jobs.repository.js';
import { JobWorker, RetryLater, SkipJob, type JobHandler } from './worker.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function waitFor(check: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(25);
  }
}

/** A professional with one client and an appointment whose SMS reminder is due at once (worker off). */
async function plannedReminder(t: TestApp) {
  const { client, pro } = await signedUpPro(t.app, { nomSociete: 'Salon Lumière' });
  const c = (
    await client.post('/api/v1/clients', { nom: 'Durand', prenom: 'Sophie', telPortable: '0612345678' })
  ).json();
  const res = await client.post('/api/v1/appointments', {
    clientId: c.id,
    day: parisDay(2),
    start: '10:00',
    end: '10:30',
    notifySms: true,
  });
  expect(res.statusCode).toBe(201);
  return { proId: pro.id, appointmentId: res.json().id as string };
}

const jobOf = (db: Db, refId: string) =>
  db.selectFrom('jobs').selectAll().where('refId', '=', refId).executeTakeFirstOrThrow();
const smsCount = async (db: Db, proId: string) =>
  (
    await db
      .selectFrom('outboxMessages')
      .select('id')
      .where('proId', '=', proId)
      .where('channel', '=', 'sms')
      .execute()
  ).length;

describe('durable reminders across a restart', () => {
  it('sends a job planned before the restart exactly once, from the new app on the same database', async () => {
    const first = await createTestApp({ JOBS_POLL_MS: '0' });
    try {
      const { proId, appointmentId } = await plannedReminder(first);
      expect((await jobOf(first.database.db, appointmentId)).status).toBe('pending');
      await first.app.close();
      await first.database.close();

      const database = openDatabase(first.config.database);
      await migrateToLatest(database.raw);
      const second = await buildApp({ ...first.config, jobsPollMs: 30 }, database, false);
      await second.ready();
      await waitFor(async () => (await jobOf(database.db, appointmentId)).status === 'done');
      await sleep(300); // several more polls
      expect(await smsCount(database.db, proId)).toBe(1);
      expect((await jobOf(database.db, appointmentId)).attempts).toBe(1);
      await second.close();
      await database.close();
    } finally {
      await first.close();
    }
  });

  it('marks a job left running by a crashed worker as failed and never sends it', async () => {
    const t = await createTestApp({ JOBS_POLL_MS: '0' });
    try {
      const { proId, appointmentId } = await plannedReminder(t);
      // The crashed process had claimed it: running, lease expired.
      await t.database.db
        .updateTable('jobs')
        .set({ status: 'running', attempts: 1, lockedUntil: new Date(Date.now() - 1000).toISOString() })
        .where('refId', '=', appointmentId)
        .execute();
      const worker = new JobWorker({
        db: t.database.db,
        dialect: t.database.dialect,
        log: t.app.log,
        pollMs: 0,
        handlers: {},
      });
      await worker.runOnce();
      await worker.runOnce();
      const job = await jobOf(t.database.db, appointmentId);
      expect(job.status).toBe('failed');
      expect(job.lastError).toMatch(/non renvoyé/);
      expect(await smsCount(t.database.db, proId)).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe('JobWorker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_POLL_MS: '0' });
  });
  afterAll(() => t.close());

  async function addJobs(kind: string, n: number): Promise<string[]> {
    const now = new Date(Date.now() - 1000).toISOString();
    const rows = Array.from({ length: n }, () => ({
      id: randomUUID(),
      kind,
      payload: '{}',
      runAt: now,
      refId: null,
      lockedUntil: null,
      lastError: null,
      createdAt: now,
    }));
    await t.database.db.insertInto('jobs').values(rows).execute();
    return rows.map((r) => r.id);
  }
  const job = (id: string) =>
    t.database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const worker = (handlers: Record<string, JobHandler>, extra: { maxAttempts?: number } = {}) =>
    new JobWorker({
      db: t.database.db,
      dialect: t.database.dialect,
      log: t.app.log,
      pollMs: 0,
      handlers,
      ...extra,
    });

  it('lets exactly one of two racing workers run each job', async () => {
    const kind = `race-${randomUUID()}`;
    const ids = await addJobs(kind, 10);
    const runs: string[] = [];
    const handler: JobHandler = async (j: JobRow) => {
      runs.push(j.id);
      await sleep(5);
    };
    await Promise.all([worker({ [kind]: handler }).runOnce(), worker({ [kind]: handler }).runOnce()]);
    expect(runs.sort()).toEqual([...ids].sort());
    for (const id of ids) expect(await job(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('requeues a job that asks to be retried, then fails it after the last attempt', async () => {
    const kind = `retry-${randomUUID()}`;
    const [id] = await addJobs(kind, 1);
    const w = worker(
      { [kind]: async () => Promise.reject(new RetryLater('Serveur injoignable', 0)) },
      { maxAttempts: 2 },
    );
    await w.runOnce();
    expect(await job(id!)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Serveur injoignable',
    });
    await w.runOnce(new Date(Date.now() + 10));
    expect(await job(id!)).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('cancels a skipped job and fails a broken or unknown one', async () => {
    const kind = `mixed-${randomUUID()}`;
    const [skipped] = await addJobs(`${kind}-skip`, 1);
    const [broken] = await addJobs(`${kind}-broken`, 1);
    const [unknown] = await addJobs(`${kind}-unknown`, 1);
    await worker({
      [`${kind}-skip`]: async () => Promise.reject(new SkipJob('Le rendez-vous a été supprimé.')),
      [`${kind}-broken`]: async () => Promise.reject(new Error('boom')),
    }).runOnce();
    expect(await job(skipped!)).toMatchObject({
      status: 'cancelled',
      lastError: 'Le rendez-vous a été supprimé.',
    });
    expect(await job(broken!)).toMatchObject({ status: 'failed', lastError: 'boom' });
    expect(await job(unknown!)).toMatchObject({
      status: 'failed',
      lastError: `Type de tâche inconnu : ${kind}-unknown`,
    });
  });

  it('retries an e-mail whose SMTP server cannot be reached instead of losing it', async () => {
    const app = await createTestApp({ JOBS_POLL_MS: '0', SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const { client } = await signedUpPro(app.app);
      const c = (
        await client.post('/api/v1/clients', { nom: 'Durand', prenom: 'Sophie', email: 'sophie@example.fr' })
      ).json();
      const appt = (
        await client.post('/api/v1/appointments', {
          clientId: c.id,
          day: parisDay(2),
          start: '10:00',
          end: '10:30',
          notifyMail: true,
        })
      ).json();
      await app.app.jobs.runOnce();
      expect(await jobOf(app.database.db, appt.id)).toMatchObject({ status: 'pending', attempts: 1 });
      expect((await jobOf(app.database.db, appt.id)).lastError).toMatch(/^Serveur SMTP injoignable/);
    } finally {
      await app.close();
    }
  });
});
