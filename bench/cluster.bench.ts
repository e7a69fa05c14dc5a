/**
 * Cluster figures: bookings/s (50 concurrent visitors on distinct slots of 5 salons) and slot reads/s (GET a
 * week of slots, 50 connections) on one instance, then on three instances of the real server behind the
 * round-robin proxy, all on one PostgreSQL database (a fresh one on BENCH_PG_URL's server, default
 * postgres://dev:dev@127.0.0.1:5432/postgres). BENCH_SECONDS per run (default 5). The instances are child
 * processes; the proxy runs on this process's main thread and the load generators on worker threads.
 * On a machine with fewer cores than instances, the figures show the cost of sharing cores, not the gain.
 * Run: npm run bench:cluster (loopback only, bounded in time).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, utcToZoned } from '@quickrdv/core';
import { startRoundRobinProxy } from '../apps/server/src/cluster/round-robin-proxy.js';
import {
  freePort,
  runServer,
  waitReady,
  type ServerProcess,
} from '../apps/server/src/test/server-process.js';
import { bookingRequests, runVisitors, seedSalons } from './lib/booking-load.js';
import { createBenchPgDatabase } from './lib/pg-database.js';
import { load, startBenchServer } from './lib/server.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const visitors = 50;
const SLOTS_PER_SALON = 8000;
const pgAdmin = process.env.BENCH_PG_URL ?? 'postgres://dev:dev@127.0.0.1:5432/postgres';

const pgdb = await createBenchPgDatabase(pgAdmin);
const dir = mkdtempSync(path.join(tmpdir(), 'qrdv-cluster-bench-'));
const secret = 'bench-secret-bench-secret-bench-secret-1';
// Seeds through an in-process server, then leaves the database to the instances.
const seeder = await startBenchServer({ DATABASE_URL: pgdb.url, SESSION_SECRET: secret });
const salons = await seedSalons(seeder, 5, { slotsPerSalon: SLOTS_PER_SALON });
await seeder.stop();

const servers: ServerProcess[] = [];
async function startInstance(): Promise<number> {
  const port = await freePort();
  const server = runServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    DATABASE_URL: pgdb.url,
    SESSION_SECRET: secret,
    TRUST_PROXY: 'true',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    BOOKING_RATE_LIMIT_PER_IP: '100000',
    WEB_DIST: path.join(dir, 'no-web'),
  });
  servers.push(server);
  await waitReady(server, port);
  return port;
}

const day = addDays(utcToZoned(new Date(), 'Europe/Paris').day, 2);
const results: Record<string, Record<string, number | string>> = {};
const loadBefore = loadavg()[0]!;
let used = 0;
async function measure(name: string, origin: string) {
  const perRun = Math.floor((SLOTS_PER_SALON * salons.length) / 3);
  const booking = await runVisitors(origin, bookingRequests(salons, used, perRun), { visitors, seconds });
  used += Math.ceil(perRun / salons.length);
  const reads = await load(`${origin}/api/v1/public/pros/${salons[0]!.slug}/slots?from=${day}&days=7`, {
    seconds,
    worker: true,
    connections: 50,
  });
  results[name] = {
    'bookings/s': Math.round(booking.perSecond),
    'booking p99 ms': Number(booking.p99.toFixed(1)),
    'not 201': Object.entries(booking.statuses)
      .filter(([code]) => code !== '201')
      .reduce((n, [, v]) => n + v, 0),
    'slot reads/s': reads.requestsPerSecond,
    'read p99 ms': reads.p99Ms,
    'read errors': reads.errors,
  };
}

try {
  const first = await startInstance();
  await measure('1 instance', `http://127.0.0.1:${first}`);
  // The proxy's own cost, apart from the instances'.
  const alone = await startRoundRobinProxy({ backends: [{ host: '127.0.0.1', port: first }] });
  try {
    await measure('1 instance + proxy', `http://127.0.0.1:${alone.port}`);
  } finally {
    await alone.close();
  }
  const ports = [first, await startInstance(), await startInstance()];
  const proxy = await startRoundRobinProxy({ backends: ports.map((port) => ({ host: '127.0.0.1', port })) });
  try {
    await measure('3 instances + proxy', `http://127.0.0.1:${proxy.port}`);
  } finally {
    await proxy.close();
  }
} finally {
  for (const s of servers) s.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  await pgdb.drop();
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  `Cluster on one PostgreSQL (${cpus().length} cores, load average ${loadBefore.toFixed(1)} before, ` +
    `${loadavg()[0]!.toFixed(1)} after): ${visitors} visitors booking distinct slots of 5 salons, then 50 ` +
    `connections reading a week of slots, ${seconds} s each.`,
);
console.table(results);
