/**
 * Directory search figures: 20,000 salons (BENCH_SALONS) bulk-inserted, then for a few queries the search's
 * requests/s and p50/p99 latency with 8 concurrent searchers (autocannon on a worker thread), and a trivial
 * request's latency (GET /api/health, one at a time) alone and while 8 searchers load the server: the
 * issue's measure of what a search costs the other visitors.
 * SQLite by default; BENCH_DATABASE_URL=postgres://user:pass@host/db runs it on a fresh PostgreSQL database
 * created (and dropped) on that server. Run: npm run bench:directory (loopback only, under a minute).
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import type { DirectoryReply } from '@quickrdv/core';
import type { NewPro } from '../apps/server/src/db/schema.js';
import { createBenchPgDatabase } from './lib/pg-database.js';
import { startBenchServer } from './lib/server.js';

const SALONS = Number(process.env.BENCH_SALONS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const SEARCHERS = 8;

const pgAdmin = process.env.BENCH_DATABASE_URL;
const pgDb = pgAdmin ? await createBenchPgDatabase(pgAdmin) : null;
// The per-address limit would answer 429 to a load generator on one address: raised, to measure the search.
const server = await startBenchServer({
  DIRECTORY_RATE_LIMIT_PER_IP: '1000000',
  ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
});
const db = server.database.db;
console.log(
  `directory bench: ${SALONS} salons, ${server.database.dialect}, ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}`,
);

// Deterministic names, cities and postcodes: the same data on every run.
const kinds = [
  'Salon',
  'Institut',
  'Barbier',
  'Atelier',
  'Maison',
  'Studio',
  'Coiffure',
  'Beauté',
  'Spa',
  'Espace',
];
const words = [
  'Élégance',
  'Lumière',
  'Étoile',
  'Harmonie',
  'Éclat',
  'Zen',
  'Nature',
  'Prestige',
  'Bulle',
  'Ciseaux',
  'Mèches',
  'Rose',
  'Azur',
  'Boucle',
  'Sérénité',
  'Océane',
  'Bohème',
  'Velours',
  'Soleil',
  'Cœur',
];
const firstNames = ['Léa', 'Chloé', 'Inès', 'Zoé', 'Hélène', 'Noémie', 'Anaïs', 'Jérôme', 'Loïc', 'Gaëlle'];
const cities: [string, string][] = [
  ['Paris', '75011'],
  ['Lyon', '69003'],
  ['Marseille', '13006'],
  ['Toulouse', '31000'],
  ['Nice', '06000'],
  ['Nantes', '44000'],
  ['Strasbourg', '67000'],
  ['Montpellier', '34000'],
  ['Bordeaux', '33000'],
  ['Lille', '59000'],
  ['Rennes', '35000'],
  ['Reims', '51100'],
  ['Saint-Étienne', '42000'],
  ['Le Havre', '76600'],
  ['Toulon', '83000'],
  ['Grenoble', '38000'],
  ['Dijon', '21000'],
  ['Angers', '49000'],
  ['Nîmes', '30000'],
  ['Villeurbanne', '69100'],
  ['Clermont-Ferrand', '63000'],
  ['Le Mans', '72000'],
  ['Aix-en-Provence', '13100'],
  ['Brest', '29200'],
  ['Tours', '37000'],
  ['Amiens', '80000'],
  ['Limoges', '87000'],
  ['Annecy', '74000'],
  ['Perpignan', '66000'],
  ['Besançon', '25000'],
  ['Orléans', '45000'],
  ['Metz', '57000'],
  ['Rouen', '76000'],
  ['Mulhouse', '68100'],
  ['Caen', '14000'],
  ['Nancy', '54000'],
  ['Argenteuil', '95100'],
  ['Montreuil', '93100'],
  ['Roubaix', '59100'],
  ['Vénissieux', '69200'],
];

const t0 = performance.now();
const now = new Date().toISOString();
const BATCH = 500;
for (let start = 0; start < SALONS; start += BATCH) {
  const rows: NewPro[] = [];
  for (let i = start; i < Math.min(SALONS, start + BATCH); i++) {
    const [ville, codePostal] = cities[(i * 7) % cities.length]!;
    const name = `${kinds[i % kinds.length]} ${words[(i * 3) % words.length]}${i % 3 === 0 ? ` ${firstNames[i % firstNames.length]}` : ''}`;
    const id = randomUUID();
    rows.push({
      id,
      slug: `${name
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z]+/g, '-')}-${i}`,
      email: `salon-${i}@example.fr`,
      passwordHash: null,
      nomSociete: name,
      nom: 'Bench',
      prenom: firstNames[i % firstNames.length]!,
      profession: 'Coiffeur',
      ville,
      codePostal,
      // One in 20 is not ready (no onboarding, no service): stored and indexed, never listed.
      onboardingDone: i % 20 === 0 ? 0 : 1,
      createdAt: now,
      updatedAt: now,
    });
  }
  await db.transaction().execute((trx) => trx.insertInto('pros').values(rows).execute());
}
console.log(
  `seeded ${SALONS} salons (index kept by the triggers) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

const searchUrl = (q: string, extra = '') =>
  `${server.url}/api/v1/public/directory?q=${encodeURIComponent(q)}${extra}`;
const firstPage = (await (await fetch(searchUrl('salon'))).json()) as DirectoryReply;
const queries: [string, string][] = [
  ['salon (1 in 10 match)', searchUrl('salon')],
  ['salon, page 2 (cursor)', searchUrl('salon', `&cursor=${firstPage.nextCursor}`)],
  ['lyon (city)', searchUrl('lyon')],
  ['69 (postcode prefix)', searchUrl('69')],
  ['etoile lea (two words)', searchUrl('etoile lea')],
  ['e (one letter: nearly all)', searchUrl('e')],
  ['introuvable (none)', searchUrl('introuvable')],
  ['empty query (first page of all)', searchUrl('')],
  ['limit=50', searchUrl('salon', '&limit=50')],
];

interface Run {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}
async function hammer(url: string, seconds: number): Promise<Run> {
  const r = await autocannon({ url, connections: SEARCHERS, duration: seconds, workers: 1 });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

const rows: string[] = [];
for (const [label, url] of queries) {
  const r = await hammer(url, SECONDS);
  rows.push(
    `| ${label.padEnd(32)} | ${String(r.rps).padStart(6)} | ${String(r.p50).padStart(6)} | ${String(r.p99).padStart(6)} | ${r.errors} |`,
  );
}
console.log(`\nsearch, ${SEARCHERS} concurrent searchers, ${SECONDS} s each:`);
console.log('| query                            |  req/s | p50 ms | p99 ms | errors |');
console.log('| -------------------------------- | ------ | ------ | ------ | ------ |');
for (const row of rows) console.log(row);

/** GET /api/health one at a time for `ms`: what another visitor waits, in ms (p50, p99, max). */
async function probe(ms: number) {
  const times: number[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const s = performance.now();
    const res = await fetch(`${server.url}/api/health`);
    await res.arrayBuffer();
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${times.at(-1)!.toFixed(1)} ms (${times.length} requests)`;
}

console.log('\ntrivial request (GET /api/health, one at a time):');
console.log(`  alone:                              ${await probe(2000)}`);
for (const [label, url] of [queries[0]!, queries[5]!]) {
  const load = hammer(url, 4);
  await sleep(500);
  const figures = await probe(3000);
  const searched = await load;
  console.log(
    `  with ${SEARCHERS} searchers on ${label.padEnd(13).slice(0, 13)}: ${figures}; searches ${searched.rps} req/s`,
  );
}
console.log(`load ${loadavg()[0]!.toFixed(2)}`);

await server.stop();
await pgDb?.drop();
