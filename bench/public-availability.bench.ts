/**
 * Public availability figures: one professional with 5 staff members, 3 opening ranges a day, 8 weeks of
 * 30-minute slots and 500 online bookings. Loads GET /public/pros/:slug/slots for 8 weeks (days=56) beside
 * a trivial Fastify route in the same run, times the in-process computation of those 8 weeks, and gives the
 * widget script's gzipped size.
 * Run: npm run bench:public (loopback only, bounded in time).
 */
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
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
import { load, medianMs, startBenchServer } from './lib/server.js';

const server = await startBenchServer();
const db = server.database.db;
const trivial = Fastify();
trivial.get('/', async () => ({ ok: true }));
const trivialUrl = await trivial.listen({ port: 0, host: '127.0.0.1' });

const signup = await server.app.inject({
  method: 'POST',
  url: '/api/v1/auth/signup',
  payload: {
    nomSociete: 'Salon Bench',
    prenom: 'Léa',
    nom: 'Bench',
    email: 'bench-public@example.fr',
    password: 'motdepasse-bench',
    passwordConfirmation: 'motdepasse-bench',
    acceptTerms: true,
  },
});
if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.statusCode} ${signup.body}`);
const proId = signup.json().pro.id as string;
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
const reply = await (await fetch(url)).text();
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

const code = await server.app.inject({ method: 'GET', url: `/code.js?num=${salon.slug}` });
const trivialLoad = await load(trivialUrl);
const slotsLoad = await load(url);
// As browsers ask for it: gzipped (compressed once per cached reply).
const gzipLoad = await load(url, { headers: { 'accept-encoding': 'gzip' } });
// What the widget asks for most: one week.
const weekLoad = await load(`${server.url}/api/v1/public/pros/${salon.slug}/slots?from=${firstDay}&days=7`);

console.log(
  `Public availability benchmark (2 cores, SQLite): 5 staff, 3 ranges a day, 8 weeks of 30-minute slots ` +
    `(${slotIds.length} slots, seeded in ${seedSeconds} s), 500 bookings; ${shown} free slots shown, reply ${(reply.length / 1024).toFixed(0)} KiB`,
);
console.table({
  '8 weeks computed in memory from loaded rows (ms, median)': computeMs,
  'searchSlots() in process, queries included (ms, median)': serviceMs,
  'code.js gzipped (bytes)': gzipSync(code.body).length,
});
console.table({
  'trivial Fastify route': trivialLoad,
  'GET /slots?days=56': slotsLoad,
  'GET /slots?days=56, gzip': gzipLoad,
  'GET /slots?days=7': weekLoad,
});
console.log(
  `slots/trivial requests per second: ${(slotsLoad.requestsPerSecond / trivialLoad.requestsPerSecond).toFixed(3)}; ` +
    `p99 ${slotsLoad.p99Ms} ms vs ${trivialLoad.p99Ms} ms`,
);

await trivial.close();
await server.stop();
