/**
 * Message throughput: how long the job worker takes to hand 1,000 booking e-mails to an SMTP server.
 * A local smtp-server on loopback receives them; the real server runs in-process on a fresh SQLite file
 * (and on a fresh PostgreSQL database when TEST_DATABASE_URL is set), its worker polling as in production.
 * Each scenario sets JOBS_CONCURRENCY and SMTP_MAX_CONNECTIONS; BENCH_MESSAGES changes the count,
 * BENCH_ONLY=<regular expression> keeps the scenarios whose name matches it.
 * Run: npm run bench:messages
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { BOOKING_MESSAGE_JOB } from '../apps/server/src/features/booking/booking-notify.js';
import { ensureShowcaseSalon } from '../apps/server/src/features/demo/demo.service.js';
import { seedEstablishmentTypes } from '../apps/server/src/features/reference/establishment-types.js';
import { createBenchPgDatabase } from './lib/pg-database.js';

const COUNT = Number(process.env.BENCH_MESSAGES ?? 1000);
const ALL_SCENARIOS = [
  { name: 'one at a time, one connection', concurrency: 1, connections: 1 },
  { name: '8 at a time, 5 connections (default)', concurrency: 8, connections: 5 },
  { name: '16 at a time, 10 connections', concurrency: 16, connections: 10 },
];
const only = new RegExp(process.env.BENCH_ONLY ?? '');
const SCENARIOS = ALL_SCENARIOS.filter((s) => only.test(s.name));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A local SMTP server that only counts the recipients it accepts. */
async function smtpSink() {
  let received = 0;
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received += session.envelope.rcptTo.length;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received: () => received,
    connections: () => connections,
    reset: () => {
      received = 0;
      connections = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A fresh empty database: a SQLite file in `dir`, or a new database on the PostgreSQL server of `admin`. */
async function freshDatabase(dir: string, admin: string | null) {
  if (!admin) return { url: `sqlite:${path.join(dir, 'bench.sqlite')}`, drop: async () => {} };
  return createBenchPgDatabase(admin);
}

async function scenario(admin: string | null, s: (typeof ALL_SCENARIOS)[number]) {
  const smtp = await smtpSink();
  const dir = mkdtempSync(path.join(tmpdir(), 'qrdv-bench-'));
  const target = await freshDatabase(dir, admin);
  const config = loadConfig({
    DATA_DIR: dir,
    DATABASE_URL: target.url,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1:3999',
    WEB_DIST: dir,
    SMTP_URL: smtp.url,
    JOBS_CONCURRENCY: String(s.concurrency),
    SMTP_MAX_CONNECTIONS: String(s.connections),
  });
  const database = openDatabase(config.database);
  await migrateToLatest(database.raw);
  await seedEstablishmentTypes(database.db);
  const app = await buildApp(config, database, false);
  await app.ready(); // starts the job worker, polling every JOBS_POLL_MS (1 s by default)
  try {
    // The showcase salon owns the messages (their outbox copies need a professional).
    await ensureShowcaseSalon(database.db, dir);
    const { id: proId } = await database.db.selectFrom('pros').select('id').executeTakeFirstOrThrow();
    smtp.reset();

    // 1,000 booking e-mails as online bookings write them: due now, in the job table.
    const at = new Date().toISOString();
    const jobs = Array.from({ length: COUNT }, (_, i) => ({
      id: randomUUID(),
      kind: BOOKING_MESSAGE_JOB,
      payload: JSON.stringify({
        appointmentId: randomUUID(),
        channel: 'email',
        message: {
          proId,
          isDemo: false,
          to: `client-${i}@example.fr`,
          fromName: 'Salon Bench',
          subject: 'Votre rendez-vous est confirmé',
          text: 'Bonjour, votre rendez-vous du mardi 3 mars à 10:00 est confirmé. À bientôt !',
          html: '<p>Bonjour, votre rendez-vous du <b>mardi 3 mars à 10:00</b> est confirmé. À bientôt !</p>',
        },
      }),
      runAt: at,
      refId: null,
      lockedUntil: null,
      lastError: null,
      createdAt: at,
    }));
    for (let i = 0; i < jobs.length; i += 200)
      await database.db
        .insertInto('jobs')
        .values(jobs.slice(i, i + 200))
        .execute();
    const t0 = performance.now();
    app.jobs.wake(); // as a booking's commit does
    const deadline = Date.now() + 300_000;
    while (smtp.received() < COUNT && Date.now() < deadline) await sleep(5);
    const seconds = (performance.now() - t0) / 1000;
    await sleep(200); // the last jobs' outcome is written just after the server accepts their e-mail
    const done = await database.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', BOOKING_MESSAGE_JOB)
      .where('status', '=', 'done')
      .execute();
    return {
      scenario: s.name,
      'seconds to receive all': Math.round(seconds * 100) / 100,
      'messages/s': Math.round(smtp.received() / seconds),
      received: smtp.received(),
      'jobs done': done.length,
      'SMTP connections': smtp.connections(),
    };
  } finally {
    await app.close();
    await database.close();
    await target.drop();
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const databases: [string, string | null][] = [['SQLite', null]];
if (process.env.TEST_DATABASE_URL) databases.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);
console.log(
  `Message throughput: ${COUNT} booking e-mails to a local SMTP server (load average ${loadavg()[0]!.toFixed(2)})`,
);
for (const [label, admin] of databases) {
  const rows = [];
  for (const s of SCENARIOS) rows.push(await scenario(admin, s));
  console.log(label);
  console.table(rows);
}
console.log(`load average after: ${loadavg()[0]!.toFixed(2)}`);
