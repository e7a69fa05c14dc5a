/**
 * Public availability figures: one professional with 5 staff members, 3 opening ranges a day, 8 weeks of
 * 30-minute slots and 500 online bookings. Loads GET /public/pros/:slug/slots for 8 weeks (days=56) and for
 * the week the widget asks for first, as a browser asks (accept-encoding: gzip, deflate, br), without
 * compression, and revalidated (If-None-Match, 304), beside a trivial Fastify route (and a bare route of it
 * sending the same gzipped bytes: the floor for that size) in the same run, in rounds (BENCH_ROUNDS, default 3; medians printed); times the in-process computation of those 8 weeks.
 * The load generator (autocannon) runs on a worker thread of this process and counts the body bytes
 * without decoding them to strings (BENCH_DECODE_BODIES=1: autocannon's default; see bench/README.md).
 * BENCH_CPU_PROF=/tmp/x writes the server thread's profile of each scenario's last run (x.<n>.cpuprofile).
 * Run: npm run bench:public (loopback only, bounded in time).
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import Fastify from 'fastify';
import {
  addDays,
  freeSlots,
  matchingSlots,
  slotSearchQuerySchema,
  utcToZoned,
  zonedTimeToUtc,
} from '@quickrdv/core';
import { loadCatalog, loadWindow } from '../apps/server/src/features/booking/slots.repository.js';
import { searchSlots, slotPresenter } from '../apps/server/src/features/booking/slots.service.js';
import { addSlot, bookableSalon, bookingBody } from '../apps/server/src/features/booking/booking.fixtures.js';
import { findPro } from '../apps/server/src/features/account/pros.repository.js';
import { registerSecurityHeaders } from '../apps/server/src/http/security-headers.js';
import { startProfile } from './lib/cpu-profile.js';
import { load, medianMs, startBenchServer, type LoadFigures } from './lib/server.js';
import { signUpConfirmed } from './lib/signup.js';

const server = await startBenchServer();
const db = server.database.db;
const trivial = Fastify();
trivial.get('/', async () => ({ ok: true }));
// The floor for a reply of that size: the same gzipped 8 weeks sent from memory by a bare route.
let sameBytes: Buffer = Buffer.alloc(0);
trivial.get('/same-bytes', (_request, reply) => {
  reply.header('content-type', 'application/json').header('content-encoding', 'gzip').send(sameBytes);
});
// The same trivial reply with the security headers every response of the app carries (helmet's set).
await trivial.register(async (scope) => {
  registerSecurityHeaders(scope);
  scope.get('/with-headers', async () => ({ ok: true }));
});
const trivialUrl = await trivial.listen({ port: 0, host: '127.0.0.1' });

const proId = (
  await signUpConfirmed(server, {
    nomSociete: 'Salon Bench',
    prenom: 'Léa',
    nom: 'Bench',
    email: 'bench-public@example.fr',
    password: 'motdepasse-bench',
  })
).pro.id;
const salon = await bookableSalon(db, proId);
// Three more staff members performing every service (the salon comes with Anna and Marc).
const staffIds = [salon.anna, salon.marc];
for (const prenom of ['Chloé', 'David', 'Emma']) {
  const id = randomUUID();
  await db
    .insertInto('staff')
    .values({ id, proId, prenom, nom: 'Bench', color: '6366f1', createdAt: new Date().toISOString() })
    .execute();
  await db
    .insertInto('staffServices')
    .values([salon.cut, salon.color, salon.beard].map((serviceId) => ({ staffId: id, serviceId })))
    .execute();
  staffIds.push(id);
}

const ranges: [string, number][] = [
  ['09:00', 6],
  ['13:30', 6],
  ['17:00', 6],
];
const today = utcToZoned(new Date(), 'Europe/Paris').day;
const firstDay = addDays(today, 2);
const slotIds: string[] = [];
const t0 = performance.now();
for (let d = 0; d < 56; d++) {
  const day = addDays(firstDay, d);
  for (const staffId of staffIds)
    for (const [start, count] of ranges) {
      const base = zonedTimeToUtc(day, start, 'Europe/Paris');
      for (let k = 0; k < count; k++) {
        const time = utcToZoned(new Date(base.getTime() + k * 30 * 60_000), 'Europe/Paris').time;
        slotIds.push(await addSlot(db, proId, { day, time, staffId }));
      }
    }
}
const seedSeconds = ((performance.now() - t0) / 1000).toFixed(1);

// 500 bookings through the real route (one visitor address each, under the per-IP limit).
for (let i = 0; i < 500; i++) {
  const slotId = slotIds[Math.floor((i * slotIds.length) / 500)]!;
  const res = await server.app.inject({
    method: 'POST',
    url: `/api/v1/public/pros/${salon.slug}/bookings`,
    payload: bookingBody(slotId, [salon.cut], {
      email: `client${i}@example.fr`,
      telPortable: `06${String(i).padStart(8, '0')}`,
    }),
    remoteAddress: `10.${i >> 8}.${i & 255}.1`,
  });
  if (res.statusCode !== 201) throw new Error(`booking ${i} failed: ${res.statusCode} ${res.body}`);
}

const pro = (await findPro(db, proId))!;
const query = slotSearchQuerySchema.parse({ from: firstDay, days: '56' });
const url = `${server.url}/api/v1/public/pros/${salon.slug}/slots?from=${firstDay}&days=56`;
const reply = await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text();
const shown = (JSON.parse(reply) as { days: { slots: unknown[] }[] }).days.reduce(
  (n, d) => n + d.slots.length,
  0,
);

// In-process: the rows of the 8 weeks loaded once, then the computation alone (free, matching, by day).
const catalog = await loadCatalog(db, proId);
const windowStart = zonedTimeToUtc(firstDay, '00:00', 'Europe/Paris').getTime();
const windowEnd = zonedTimeToUtc(addDays(firstDay, 56), '00:00', 'Europe/Paris').getTime();
const rows = await loadWindow(db, {
  proId,
  slotsFrom: new Date(windowStart),
  slotsTo: new Date(windowEnd + 12 * 3600_000),
});
const earliest = Date.now() + pro.bookingNoticeHours * 3600_000;
const computeMs = await medianMs(31, async () => {
  const free = freeSlots({ ...rows, earliest, catalog });
  const present = slotPresenter(catalog, pro.timeZone);
  for (const s of matchingSlots(free, { serviceIds: [], catalog })) present.add(s);
  return present.done();
});
const serviceMs = await medianMs(15, () => searchSlots(db, { pro, query }));

const browser = { 'accept-encoding': 'gzip, deflate, br' };
const week = `${server.url}/api/v1/public/pros/${salon.slug}/slots?from=${firstDay}&days=7`;
const encoded = async (u: string) => {
  const plain = await fetch(u, { headers: { 'accept-encoding': 'identity' } });
  const etag = plain.headers.get('etag')!;
  const gz = await server.app.inject({ method: 'GET', url: u.slice(server.url.length), headers: browser });
  return { identity: (await plain.arrayBuffer()).byteLength, gzip: gz.rawPayload.length, etag };
};
const sizes = { eightWeeks: await encoded(url), week: await encoded(week) };
sameBytes = (await server.app.inject({ method: 'GET', url: url.slice(server.url.length), headers: browser }))
  .rawPayload;

// BENCH_ONLY: a pattern of the scenarios to run besides the trivial route (e.g. '304', 'weeks, browser').
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const allScenarios: [string, string, Record<string, string>, number?][] = [
  ['trivial Fastify route', trivialUrl, {}],
  ['trivial route + security headers', `${trivialUrl}/with-headers`, {}],
  ['bare route, the same 8 weeks gzipped', `${trivialUrl}/same-bytes`, {}],
  ['8 weeks, browser (gzip)', url, browser],
  ['8 weeks, no compression', url, {}],
  ['8 weeks, revalidated (304)', url, { ...browser, 'if-none-match': sizes.eightWeeks.etag }, 304],
  ['7 days, browser (gzip)', week, browser],
  ['7 days, no compression', week, {}],
];
const scenarios = allScenarios.filter(([name], i) => i === 0 || !only || only.test(name));
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
// autocannon appends every body to a string unless told otherwise: BENCH_DECODE_BODIES=1 keeps that.
const countBodies = process.env.BENCH_DECODE_BODIES !== '1';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const runs = new Map<string, LoadFigures[]>(scenarios.map(([name]) => [name, []]));
const loadBefore = loadavg()[0]!;
for (let r = 0; r < rounds; r++)
  for (const [[name, u, headers, status], n] of scenarios.map((s, n) => [s, n] as const)) {
    const profile = process.env.BENCH_CPU_PROF && r === rounds - 1 ? await startProfile() : null;
    runs.get(name)!.push(await load(u, { headers, seconds, status, worker: true, countBodies }));
    await profile?.(`${process.env.BENCH_CPU_PROF}.${n}.cpuprofile`);
  }
const loadAfter = loadavg()[0]!;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const trivialRuns = runs.get('trivial Fastify route')!;
const figures = new Map(
  [...runs].map(([name, list]) => [
    name,
    {
      rps: median(list.map((x) => x.requestsPerSecond)),
      p99: median(list.map((x) => x.p99Ms)),
      // Each round's ratio to the trivial route of the same round: the machine's load varies between rounds.
      ratio: median(list.map((x, i) => x.requestsPerSecond / trivialRuns[i]!.requestsPerSecond)),
      busy: median(list.map((x) => x.serverBusy)),
      threadUs: list.every((x) => x.threadUsPerRequest !== null)
        ? median(list.map((x) => x.threadUsPerRequest!))
        : null,
      errors: list.reduce((n, x) => n + x.errors, 0),
      all: list.map((x) => x.requestsPerSecond).join(' / '),
    },
  ]),
);
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
console.log(
  `Public availability benchmark (${cpus().length} cores, load average ${loadBefore.toFixed(1)} before, ` +
    `${loadAfter.toFixed(1)} after; SQLite): 5 staff, 3 ranges a day, 8 weeks of 30-minute slots ` +
    `(${slotIds.length} slots, seeded in ${seedSeconds} s), 500 bookings; ${shown} free slots shown.`,
);
console.table({
  '8 weeks (days=56)': { identity: kib(sizes.eightWeeks.identity), gzip: kib(sizes.eightWeeks.gzip) },
  '7 days (days=7)': { identity: kib(sizes.week.identity), gzip: kib(sizes.week.gzip) },
});
console.table({
  '8 weeks computed in memory from loaded rows (ms, median; target < 5)': computeMs,
  'searchSlots() in process, queries included (ms, median)': serviceMs,
});
console.log(
  `autocannon on its own thread (${countBodies ? 'bodies counted, not decoded' : 'bodies decoded to strings'}), ` +
    `50 connections, ${seconds} s per run, ${rounds} rounds: medians, every ` +
    `run's req/s, the median of each round's ratio to the trivial route, and how busy the server's thread ` +
    `was, with its CPU time per request (median). Targets: at least half the trivial route's requests/s, p99 under 10 ms.`,
);
console.table(
  Object.fromEntries(
    [...figures].map(([name, f]) => [
      name,
      {
        'req/s': f.rps,
        'p99 ms': f.p99,
        'ratio to trivial': Number(f.ratio.toFixed(3)),
        'server busy': `${Math.round(f.busy * 100)} %`,
        'thread µs/req': f.threadUs ?? '',
        target: /^(trivial|bare)/.test(name) ? '' : f.ratio >= 0.5 && f.p99 < 10 ? 'met' : 'missed',
        errors: f.errors,
        runs: f.all,
      },
    ]),
  ),
);
const main = figures.get('8 weeks, browser (gzip)');
const ref = figures.get('trivial Fastify route')!;
if (main)
  console.log(
    `8 weeks as a browser asks / trivial route, requests per second: ${main.ratio.toFixed(3)} ` +
      `(${main.rps} vs ${ref.rps}); p99 ${main.p99} ms vs ${ref.p99} ms.`,
  );

await trivial.close();
await server.stop();
