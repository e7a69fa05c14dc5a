import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { BOOKING_MESSAGE_JOB, bookingMessageHandler } from '../features/booking/booking-notify.js';
import { createMailDelivery } from '../features/notifications/mail-delivery.js';
import { createSmsProvider } from '../features/notifications/sms-provider.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { signedUpPro } from '../test/test-client.js';
import { JobWorker } from './worker.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function waitFor(check: () => boolean | Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(10);
  }
}

/**
 * A real SMTP server on a loopback port that counts what the tests look at: recipients received, open
 * connections, and mail transactions under way at once. It answers "451 try later" to the next
 * `refuseNext` MAIL FROM commands and takes `dataMs` to accept each message.
 */
async function smtpSink(o: { dataMs?: number } = {}) {
  const s = { received: [] as string[], connections: 0, open: 0, sending: 0, maxSending: 0, refuseNext: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      s.connections += 1;
      s.open += 1;
      callback();
    },
    onClose() {
      s.open -= 1;
    },
    onMailFrom(_address, _session, callback) {
      if (s.refuseNext > 0) {
        s.refuseNext -= 1;
        return callback(
          Object.assign(new Error('Trop de messages, réessayez plus tard'), { responseCode: 451 }),
        );
      }
      s.sending += 1;
      s.maxSending = Math.max(s.maxSending, s.sending);
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () =>
        setTimeout(() => {
          s.received.push(...session.envelope.rcptTo.map((r) => r.address));
          s.sending -= 1;
          callback();
        }, o.dataMs ?? 0),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    stats: s,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Sink = Awaited<ReturnType<typeof smtpSink>>;
let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.reverse()) await c();
  cleanups = [];
});

async function setUp(sink: Sink, env: Record<string, string> = {}) {
  const t = await createTestApp({
    SMTP_URL: sink.url,
    JOBS_POLL_MS: '0',
    JOBS_CONCURRENCY: '8',
    SMTP_MAX_CONNECTIONS: '5',
    ...env,
  });
  cleanups.push(
    () => sink.close(),
    () => t.close(),
  );
  const { pro } = await signedUpPro(t.app);
  // Whatever the sign-up itself sends goes first, so the counts below are the tests' messages only.
  if (env.JOBS_POLL_MS) await waitFor(async () => (await unfinished(t)) === 0);
  else await t.app.jobs.runOnce();
  sink.stats.received = [];
  sink.stats.maxSending = 0;
  return { t, proId: pro.id };
}

/** `n` booking e-mails due now, written to the job table as a booking writes them. Returns the recipients. */
async function dueMessages(t: TestApp, proId: string, n: number): Promise<string[]> {
  const at = new Date(Date.now() - 1000).toISOString();
  const to = Array.from({ length: n }, (_, i) => `client-${i}@example.fr`);
  await t.database.db
    .insertInto('jobs')
    .values(
      to.map((address) => ({
        id: randomUUID(),
        kind: BOOKING_MESSAGE_JOB,
        payload: JSON.stringify({
          appointmentId: randomUUID(),
          channel: 'email',
          message: {
            proId,
            isDemo: false,
            to: address,
            fromName: 'Salon Lumière',
            subject: 'Votre rendez-vous est confirmé',
            text: 'À bientôt',
            html: '<p>À bientôt</p>',
          },
        }),
        runAt: at,
        refId: null,
        lockedUntil: null,
        lastError: null,
        createdAt: at,
      })),
    )
    .execute();
  return to;
}

const unfinished = async (t: TestApp) =>
  (
    await t.database.db
      .selectFrom('jobs')
      .select('id')
      .where('status', 'in', ['pending', 'running'])
      .execute()
  ).length;
const statuses = async (t: TestApp) =>
  (
    await t.database.db
      .selectFrom('jobs')
      .select(['status', 'attempts'])
      .where('kind', '=', BOOKING_MESSAGE_JOB)
      .execute()
  ).map((j) => `${j.status} ${j.attempts}`);
const counted = (xs: string[]) =>
  Object.entries(xs.reduce<Record<string, number>>((m, x) => ({ ...m, [x]: (m[x] ?? 0) + 1 }), {})).sort();

describe('message throughput', () => {
  it('sends 200 due e-mails each exactly once, several at a time, over a few reused connections', async () => {
    const sink = await smtpSink({ dataMs: 5 });
    const { t, proId } = await setUp(sink);
    const to = await dueMessages(t, proId, 200);

    expect(await t.app.jobs.runOnce()).toBe(200);

    expect(sink.stats.received.sort()).toEqual(to.sort());
    expect(counted(await statuses(t))).toEqual([['done 1', 200]]);
    expect(sink.stats.maxSending).toBeGreaterThan(1);
    expect(sink.stats.connections).toBeLessThanOrEqual(5);
    const outbox = await t.database.db
      .selectFrom('outboxMessages')
      .select('id')
      .where('proId', '=', proId)
      .execute();
    expect(outbox).toHaveLength(200);
  });

  it('shares the queue between two workers on two connections to one database: each e-mail once', async () => {
    const sink = await smtpSink({ dataMs: 5 });
    const { t, proId } = await setUp(sink);
    const to = await dueMessages(t, proId, 200);
    // A second worker as another instance would run it: its own database connection and SMTP pool.
    const database = openDatabase(t.config.database);
    const mail = createMailDelivery(t.config);
    cleanups.push(async () => {
      mail.close();
      await database.close();
    });
    const other = new JobWorker({
      db: database.db,
      dialect: database.dialect,
      log: t.app.log,
      pollMs: 0,
      concurrency: 8,
      handlers: { [BOOKING_MESSAGE_JOB]: bookingMessageHandler({ mail, sms: createSmsProvider(t.config) }) },
    });

    const [a, b] = await Promise.all([t.app.jobs.runOnce(), other.runOnce()]);

    expect(a + b).toBe(200);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    expect(sink.stats.received.sort()).toEqual(to.sort());
    expect(counted(await statuses(t))).toEqual([['done 1', 200]]);
    expect(sink.stats.maxSending).toBeGreaterThan(2);
  });

  it('retries the e-mails a busy server answers "try later" to, and sends none twice', async () => {
    const sink = await smtpSink();
    const { t, proId } = await setUp(sink);
    const to = await dueMessages(t, proId, 20);
    sink.stats.refuseNext = 5;

    await t.app.jobs.runOnce();
    expect(counted(await statuses(t))).toEqual([
      ['done 1', 15],
      ['pending 1', 5],
    ]);
    const waiting = await t.database.db
      .selectFrom('jobs')
      .select('lastError')
      .where('status', '=', 'pending')
      .execute();
    for (const j of waiting) expect(j.lastError).toMatch(/^Serveur SMTP momentanément indisponible : .*451/);
    // Not before the retry delay; after it, each refused e-mail goes once.
    await t.app.jobs.runOnce();
    expect(sink.stats.received).toHaveLength(15);
    await t.app.jobs.runOnce(new Date(Date.now() + 61_000));
    await t.app.jobs.runOnce(new Date(Date.now() + 3_600_000));

    expect(sink.stats.received.sort()).toEqual(to.sort());
    expect(counted(await statuses(t))).toEqual([
      ['done 1', 15],
      ['done 2', 5],
    ]);
  });

  it('lets the sends under way finish at shutdown, claims no more, and closes the SMTP connections', async () => {
    const sink = await smtpSink({ dataMs: 100 });
    const { t, proId } = await setUp(sink, { JOBS_POLL_MS: '20', JOBS_CONCURRENCY: '4' });
    await dueMessages(t, proId, 40);
    t.app.jobs.wake();
    await waitFor(() => sink.stats.sending >= 2);

    await t.app.close();

    const jobs = await statuses(t);
    expect(jobs.filter((j) => j.startsWith('running'))).toEqual([]);
    const done = jobs.filter((j) => j === 'done 1').length;
    expect(done).toBe(sink.stats.received.length);
    expect(done).toBeGreaterThanOrEqual(2);
    expect(jobs.filter((j) => j === 'pending 0').length).toBe(40 - done);
    await waitFor(() => sink.stats.open === 0, 2000);
  });

  it('keeps SMTP connections open between messages and closes them when the app closes', async () => {
    const sink = await smtpSink();
    const { t, proId } = await setUp(sink);
    await dueMessages(t, proId, 3);
    await t.app.jobs.runOnce();
    expect(sink.stats.received).toHaveLength(3);
    await sleep(50);
    expect(sink.stats.open).toBeGreaterThan(0);

    await t.app.close();

    await waitFor(() => sink.stats.open === 0, 2000);
  });
});
