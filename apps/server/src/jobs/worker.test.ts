import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { parisDay } from '../features/availabilities/calendar.fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { signedUpPro } from '../test/test-client.js';
import type { JobRow } from './jobs.repository.js';
import { JobWorker, RetryLater, SkipJob, type JobHandler } from './worker.js';
import { insertOutboxMessage } from '../features/outbox/outbox.repository.js';

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
  const worker = (
    handlers: Record<string, JobHandler>,
    extra: { maxAttempts?: number; local?: ReadonlySet<string> } = {},
  ) =>
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

  describe('local jobs (their handler only writes to the database)', () => {
    /** A handler keeping one outbox row per job, whose recipient is the job's id; `fail` throws after it. */
    const outboxHandler =
      (proId: string, fail?: Error): JobHandler =>
      async (j, { db }) => {
        await insertOutboxMessage(db, {
          proId,
          channel: 'email',
          recipient: j.id,
          subject: 'Rappel',
          body: 'Bonjour',
          deliveredVia: 'outbox',
        });
        if (fail) throw fail;
      };
    const kept = async (ids: string[]) =>
      (
        await t.database.db
          .selectFrom('outboxMessages')
          .select('recipient')
          .where('recipient', 'in', ids)
          .execute()
      ).map((r) => r.recipient);
    const run = (text: string) => sql.raw(text).execute(t.database.raw);

    it('are done with their writes in their claim’s transaction; a failing one undoes only its own', async () => {
      const { pro } = await signedUpPro(t.app, { nomSociete: 'Salon Lot' });
      const kind = `local-${randomUUID()}`;
      const ok = await addJobs(`${kind}-ok`, 5);
      const [broken] = await addJobs(`${kind}-broken`, 1);
      const [skipped] = await addJobs(`${kind}-skip`, 1);
      await worker(
        {
          [`${kind}-ok`]: outboxHandler(pro.id),
          [`${kind}-broken`]: outboxHandler(pro.id, new Error('boom')),
          [`${kind}-skip`]: outboxHandler(pro.id, new SkipJob('Le rendez-vous a été supprimé.')),
        },
        { local: new Set([`${kind}-ok`, `${kind}-broken`, `${kind}-skip`]) },
      ).runOnce();
      for (const id of ok) expect(await job(id)).toMatchObject({ status: 'done', attempts: 1 });
      expect(await job(broken!)).toMatchObject({ status: 'failed', lastError: 'boom' });
      expect(await job(skipped!)).toMatchObject({ status: 'cancelled' });
      expect((await kept([...ok, broken!, skipped!])).sort()).toEqual([...ok].sort());
    });

    it('stay pending with nothing written when their batch cannot commit, then go out once', async () => {
      const { pro } = await signedUpPro(t.app, { nomSociete: 'Salon Panne' });
      const kind = `local-crash-${randomUUID()}`;
      const ids = await addJobs(kind, 3);
      // A crash stand-in at the batch's last statement: the database refuses to mark jobs done.
      if (t.database.dialect === 'sqlite')
        await run(
          "CREATE TRIGGER no_done BEFORE UPDATE ON jobs WHEN NEW.status = 'done' BEGIN SELECT RAISE(ABORT, 'no done'); END",
        );
      else {
        await run(
          "CREATE FUNCTION no_done() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'no done'; END $$ LANGUAGE plpgsql",
        );
        await run(
          "CREATE TRIGGER no_done BEFORE UPDATE ON jobs FOR EACH ROW WHEN (NEW.status = 'done') EXECUTE FUNCTION no_done()",
        );
      }
      const w = worker({ [kind]: outboxHandler(pro.id) }, { local: new Set([kind]) });
      try {
        await expect(w.runOnce()).rejects.toThrow('no done');
      } finally {
        await run('DROP TRIGGER no_done' + (t.database.dialect === 'postgres' ? ' ON jobs' : ''));
      }
      for (const id of ids) expect(await job(id)).toMatchObject({ status: 'pending', attempts: 0 });
      expect(await kept(ids)).toEqual([]);
      await w.runOnce();
      for (const id of ids) expect(await job(id)).toMatchObject({ status: 'done', attempts: 1 });
      expect((await kept(ids)).sort()).toEqual([...ids].sort());
    });
  });
});
