/**
 * What one booking costs the server, one at a time: BENCH_BOOKINGS (default 1,000) bookings through the real
 * route by `inject` (no network, no load generator), after 200 of warm-up, on SQLite (and PostgreSQL unless
 * BENCH_PG_URL=off). Prints the wall time per booking and the process's CPU time per booking, the job
 * worker's sending of each booking's three messages included (it drains before the clock stops; BENCH_JOBS=off
 * stops it). CPU time moves far less than throughput when other work shares the cores: the figure to compare
 * before and after a change on a busy machine. Run: npm run bench:booking-cost
 * (BENCH_CPU_PROF=/tmp/booking writes /tmp/booking.SQLite.cpuprofile).
 */
import { loadavg } from 'node:os';
import { bookingRequests, seedSalons } from './lib/booking-load.js';
import { startProfile } from './lib/cpu-profile.js';
import { createBenchPgDatabase } from './lib/pg-database.js';
import { startBenchServer } from './lib/server.js';

const count = Number(process.env.BENCH_BOOKINGS ?? 1000);
const WARM_UP = 200;
const pgAdmin = process.env.BENCH_PG_URL ?? 'postgres://dev:dev@127.0.0.1:5432/postgres';
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const results: Record<string, Record<string, number>> = {};

for (const dialect of ['SQLite', 'PostgreSQL'] as const) {
  if (only && !only.test(dialect)) continue;
  if (dialect === 'PostgreSQL' && pgAdmin === 'off') continue;
  const pgdb = dialect === 'PostgreSQL' ? await createBenchPgDatabase(pgAdmin) : null;
  const server = await startBenchServer({
    BOOKING_RATE_LIMIT_PER_IP: '100000',
    ...(pgdb ? { DATABASE_URL: pgdb.url } : {}),
  });
  try {
    const [salon] = await seedSalons(server, 1, { slotsPerSalon: count + WARM_UP });
    if (process.env.BENCH_JOBS === 'off') await server.app.jobs.stop();
    const requests = bookingRequests([salon!], 0, count + WARM_UP);
    const book = async ([url, payload]: [string, string]) => {
      const res = await server.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
    };
    /** Until the job worker has sent every message planned so far. */
    const drained = async () => {
      for (;;) {
        const row = await server.database.db
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', 'in', ['pending', 'running'])
          .where('runAt', '<=', new Date().toISOString())
          .executeTakeFirstOrThrow();
        if (Number(row.n) === 0 || process.env.BENCH_JOBS === 'off') return;
        await new Promise((r) => setImmediate(r));
      }
    };
    for (const r of requests.slice(0, WARM_UP)) await book(r);
    await drained();
    const load = loadavg()[0]!;
    const profile = process.env.BENCH_CPU_PROF ? await startProfile() : null;
    const cpu = process.cpuUsage();
    const start = performance.now();
    const times: number[] = [];
    for (const r of requests.slice(WARM_UP)) {
      const t0 = performance.now();
      await book(r);
      times.push(performance.now() - t0);
    }
    await drained();
    const wall = performance.now() - start;
    const used = process.cpuUsage(cpu);
    await profile?.(`${process.env.BENCH_CPU_PROF}.${dialect}.cpuprofile`);
    times.sort((a, b) => a - b);
    results[dialect] = {
      'CPU ms/booking': Number(((used.user + used.system) / 1000 / count).toFixed(2)),
      'wall ms/booking': Number((wall / count).toFixed(2)),
      'request p50 ms': Number(times[Math.floor(count / 2)]!.toFixed(2)),
      'request p99 ms': Number(times[Math.floor(count * 0.99)]!.toFixed(2)),
      'load average': Number(load.toFixed(1)),
    };
  } finally {
    await server.stop();
    await pgdb?.drop();
  }
}
console.log(
  `Booking cost, ${count} bookings one at a time through inject, job worker ${process.env.BENCH_JOBS === 'off' ? 'stopped' : 'sending (drained before the clock stops)'}:`,
);
console.table(results);
