/**
 * Booking throughput: 50 concurrent visitors booking distinct slots through the real route
 * (POST /public/pros/:slug/bookings), on one salon and on five, on SQLite and on PostgreSQL, beside a trivial
 * Fastify POST route loaded the same way in the same run; prints bookings/s, latency and the ratios.
 * The load generator runs on a worker thread (bench/lib/post-visitors.mjs). PostgreSQL runs on a fresh
 * database of BENCH_PG_URL's server (default postgres://dev:dev@127.0.0.1:5432/postgres; BENCH_PG_URL=off
 * skips it). BENCH_SECONDS per run (default 5), BENCH_ROUNDS (default 3, medians), BENCH_VISITORS (50).
 * Slots are booked by availability id (what old widgets send); BENCH_REFS=1 books by the compact
 * references the slot search gives (slot-ref.ts). BENCH_JOBS=off runs the server without its job worker
 * (which otherwise sends each booking's three messages in the same process, as in production).
 * BENCH_CPU_PROF=/tmp/x writes the server thread's profile of the last round's booking run.
 * BENCH_SQL_TIMES=1 prints, per SQLite configuration, each statement's µs per booking in the last round.
 * Run: npm run bench:booking (loopback only, bounded).
 */
import { cpus, loadavg } from 'node:os';
import Fastify from 'fastify';
import { bookingRequests, runVisitors, seedSalons, type Figures } from './lib/booking-load.js';
import { startProfile } from './lib/cpu-profile.js';
import { mainThreadCpuMs, mainThreadWriteCalls } from './lib/thread-cpu.js';
import { createBenchPgDatabase } from './lib/pg-database.js';
import { startBenchServer } from './lib/server.js';
import { timeSqliteStatements } from './lib/sqlite-statement-times.js';
import { sqliteHandle } from '../apps/server/src/db/database.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const visitors = Number(process.env.BENCH_VISITORS ?? 50);
const useRefs = process.env.BENCH_REFS === '1';
const pgAdmin = process.env.BENCH_PG_URL ?? 'postgres://dev:dev@127.0.0.1:5432/postgres';
/** Enough distinct slots per salon for the fastest run to never run out (checked: 'exhausted'). */
const SLOTS_PER_SALON = Number(process.env.BENCH_SLOTS ?? 40_000);

/** A fresh PostgreSQL database for one run, dropped afterwards; null when BENCH_PG_URL=off or unreachable. */
async function pgDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  if (pgAdmin === 'off') return null;
  try {
    return await createBenchPgDatabase(pgAdmin);
  } catch {
    console.log(`PostgreSQL unreachable at ${pgAdmin}: skipped.`);
    return null;
  }
}

const trivial = Fastify();
trivial.post('/', async () => ({ ok: true }));
const trivialUrl = await trivial.listen({ port: 0, host: '127.0.0.1' });

const configName = (dialect: string, salons: number) =>
  `${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${salons} salon${salons > 1 ? 's' : ''}`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const results: Record<string, Record<string, string | number>> = {};
const sqlTimeTables: [string, Record<string, string | number>[]][] = [];
const loadBefore = loadavg()[0]!;
// BENCH_ONLY='SQLite|1 salon' keeps the matching configurations.
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
for (const dialect of ['sqlite', 'postgres'] as const) {
  for (const salonCount of [1, 5]) {
    if (only && !only.test(configName(dialect, salonCount))) continue;
    const pgdb = dialect === 'postgres' ? await pgDatabase() : null;
    if (dialect === 'postgres' && !pgdb) continue;
    const server = await startBenchServer({
      BOOKING_RATE_LIMIT_PER_IP: '100000',
      ...(pgdb ? { DATABASE_URL: pgdb.url } : {}),
    });
    try {
      const salons = await seedSalons(server, salonCount, { slotsPerSalon: SLOTS_PER_SALON, useRefs });
      // BENCH_JOBS=off: the job worker stopped once the salons exist, to see the booking alone.
      if (process.env.BENCH_JOBS === 'off') await server.app.jobs.stop();
      const perRound = Math.floor((SLOTS_PER_SALON * salonCount) / rounds);
      const runs: Figures[] = [];
      const trivialRuns: Figures[] = [];
      /** The server thread's CPU per booking, each run (the job worker's share included). */
      const threadMs: number[] = [];
      /** The same thread's CPU per trivial request: what a booking is compared with, in the thread's time. */
      const trivialThreadMs: number[] = [];
      /** The server thread's write system calls per booking, each run (responses, SQLite's files). */
      const writeCalls: number[] = [];
      /** BENCH_SQL_TIMES=1 times this connection's statements (SQLite only). */
      const sqlite = sqliteHandle(server.database.db);
      for (let r = 0; r < rounds; r++) {
        const requests = bookingRequests(salons, Math.floor((r * SLOTS_PER_SALON) / rounds), perRound);
        const trivialCpuBefore = mainThreadCpuMs();
        const trivialRun = await runVisitors(
          trivialUrl,
          requests.map(([, body]) => ['/', body]),
          { visitors, seconds },
        );
        const trivialCpuAfter = mainThreadCpuMs();
        trivialRuns.push(trivialRun);
        const answered = Object.values(trivialRun.statuses).reduce((n, x) => n + x, 0);
        if (trivialCpuBefore !== null && trivialCpuAfter !== null && answered)
          trivialThreadMs.push((trivialCpuAfter - trivialCpuBefore) / answered);
        // BENCH_CPU_PROF=<path>: the server thread's profile during the booking runs of the last round only.
        const profile = process.env.BENCH_CPU_PROF && r === rounds - 1 ? await startProfile() : null;
        const sqlTimes =
          process.env.BENCH_SQL_TIMES === '1' && r === rounds - 1 && sqlite
            ? timeSqliteStatements(sqlite)
            : null;
        const cpuBefore = mainThreadCpuMs();
        const writesBefore = mainThreadWriteCalls();
        const run = await runVisitors(server.url, requests, { visitors, seconds });
        const cpuAfter = mainThreadCpuMs();
        const writesAfter = mainThreadWriteCalls();
        await profile?.(`${process.env.BENCH_CPU_PROF}.${dialect}.${salonCount}.cpuprofile`);
        runs.push(run);
        const made = Math.max(1, run.statuses['201'] ?? 0);
        if (sqlTimes) {
          sqlTimes.stop();
          sqlTimeTables.push([configName(dialect, salonCount), sqlTimes.report(made)]);
        }
        if (cpuBefore !== null && cpuAfter !== null) threadMs.push((cpuAfter - cpuBefore) / made);
        if (writesBefore !== null && writesAfter !== null)
          writeCalls.push((writesAfter - writesBefore) / made);
      }
      const name = configName(dialect, salonCount);
      const ok = runs.reduce((n, x) => n + (x.statuses['201'] ?? 0), 0);
      const other = runs.reduce(
        (n, x) =>
          n +
          Object.entries(x.statuses)
            .filter(([c]) => c !== '201')
            .reduce((m, [, v]) => m + v, 0),
        0,
      );
      results[name] = {
        'bookings/s': Math.round(median(runs.map((x) => x.perSecond))),
        'p50 ms': Number(median(runs.map((x) => x.p50)).toFixed(1)),
        'p99 ms': Number(median(runs.map((x) => x.p99)).toFixed(1)),
        'trivial POST/s': Math.round(median(trivialRuns.map((x) => x.perSecond))),
        ratio: Number(median(runs.map((x, i) => x.perSecond / trivialRuns[i]!.perSecond)).toFixed(3)),
        ...(threadMs.length ? { 'thread ms/booking': Number(median(threadMs).toFixed(2)) } : {}),
        ...(trivialThreadMs.length
          ? { 'trivial thread ms': Number(median(trivialThreadMs).toFixed(3)) }
          : {}),
        ...(writeCalls.length ? { 'writes/booking': Number(median(writeCalls).toFixed(1)) } : {}),
        'not 201': other,
        runs: runs.map((x) => Math.round(x.perSecond)).join(' / '),
        ...(runs.some((x) => x.exhausted) ? { note: 'slots ran out: raise BENCH_SLOTS' } : {}),
      };
      if (!ok) throw new Error(`${name}: no booking succeeded: ${JSON.stringify(runs[0]!.statuses)}`);
    } finally {
      await server.stop();
      await pgdb?.drop();
    }
  }
}
const loadAfter = loadavg()[0]!;
await trivial.close();
console.log(
  `Booking throughput (${cpus().length} cores, load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after): ` +
    `${visitors} concurrent visitors booking distinct slots${useRefs ? ' by compact reference' : ' by availability id'}, ` +
    `${seconds} s per run, ${rounds} rounds (medians; ratio = bookings/s over the trivial POST route's, per round; ` +
    `thread ms/booking = the server thread's CPU time per booking made, the steadier figure on a shared machine; trivial thread ms = its CPU time per trivial request; writes/booking = its write system calls per booking). ` +
    `Targets: SQLite ≥ 2,500/s (ratio ≥ 0.15), p99 < 50 ms; PostgreSQL ≥ 1,000/s, p99 < 100 ms.`,
);
console.table(results);
for (const [name, table] of sqlTimeTables) {
  console.log(`${name}: SQLite's statements on the server thread, last round (µs per booking made):`);
  console.table(table);
}
