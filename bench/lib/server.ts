import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase, type Database } from '../../apps/server/src/db/database.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { mainThreadCpuMs } from './thread-cpu.js';
import { seedEstablishmentTypes } from '../../apps/server/src/features/reference/establishment-types.js';

/** The real server on a fresh SQLite file in a temp folder, listening on a free loopback port. */
export async function startBenchServer(
  /** Extra environment for the server's configuration (e.g. a rate limit raised for the load). */
  env: Record<string, string> = {},
  /** A fixed port, for a server whose PUBLIC_URL must be its own address (pages link to it); default any free one. */
  port = 0,
): Promise<{
  app: FastifyInstance;
  url: string;
  database: Database;
  stop(): Promise<void>;
}> {
  const dir = mkdtempSync(path.join(tmpdir(), 'qrdv-bench-'));
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1:3999',
    WEB_DIST: dir,
    ...env,
  });
  const database = openDatabase(config.database);
  await migrateToLatest(database.raw);
  await seedEstablishmentTypes(database.db);
  const app = await buildApp(config, database, false);
  const url = await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    url,
    database,
    async stop() {
      await app.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface LoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  /**
   * Share of the time this (the server's) thread was busy during the run (event loop utilisation, 0 to 1).
   * Meaningful with `worker`, when the load generator runs on its own thread.
   */
  serverBusy: number;
  /**
   * CPU time of this (the server's) thread per answered request, in µs (null off Linux): steadier than
   * requests per second when the machine's other work varies, and the load generator's thread is not in it.
   */
  threadUsPerRequest: number | null;
}

/** The same as a function (in-process) and as a file (what autocannon's worker threads load). */
const countBodies = (client: object) => {
  (client as { pipelinedRequests: { addBody(): void } }).pipelinedRequests.addBody = () => {};
};
const countBodiesFile = fileURLToPath(new URL('./count-bodies.cjs', import.meta.url)) as unknown as (
  client: object,
) => void;

/** Loads one URL on loopback for a bounded time and returns its throughput and tail latency. */
export async function load(
  url: string,
  opts: {
    connections?: number;
    seconds?: number;
    headers?: Record<string, string>;
    /** The status every answer should have (default: any 2xx). */
    status?: number;
    /** Runs autocannon on a worker thread, off the server's event loop. */
    worker?: boolean;
    /** Counts body bytes without decoding them to strings (see count-bodies.cjs). */
    countBodies?: boolean;
  } = {},
): Promise<LoadFigures> {
  const before = performance.eventLoopUtilization();
  const cpuBefore = opts.worker ? mainThreadCpuMs() : null;
  const result = await autocannon({
    url,
    connections: opts.connections ?? 50,
    duration: opts.seconds ?? 5,
    headers: opts.headers,
    ...(opts.worker ? { workers: 1 } : {}),
    ...(opts.countBodies ? { setupClient: opts.worker ? countBodiesFile : countBodies } : {}),
  });
  const busy = performance.eventLoopUtilization(before).utilization;
  const cpuAfter = cpuBefore === null ? null : mainThreadCpuMs();
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors:
      result.errors +
      (opts.status
        ? Object.entries(result.statusCodeStats ?? {})
            .filter(([code]) => Number(code) !== opts.status)
            .reduce((n, [, stat]) => n + (stat.count ?? 0), 0)
        : result.non2xx),
    serverBusy: Math.round(busy * 100) / 100,
    threadUsPerRequest:
      cpuBefore === null || cpuAfter === null || !result.requests.total
        ? null
        : Math.round(((cpuAfter - cpuBefore) * 1000) / result.requests.total),
  };
}

/** Milliseconds taken by fn, median of n runs. */
export async function medianMs(n: number, fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(n / 2)]! * 100) / 100;
}
