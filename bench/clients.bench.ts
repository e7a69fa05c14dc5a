/**
 * Client book figures at 10,000 clients (BENCH_CLIENTS): the CSV import of the whole file through the real
 * API (dry run, then the import in one transaction), then the latency of GET /api/v1/clients (p50/p99 of
 * sequential requests, one at a time, as one professional types) for a few kinds of query: the first page,
 * a letter, a name prefix, a first name, a phone in another format, an e-mail, a search that finds nothing,
 * and a deep page.
 * SQLite by default; BENCH_DATABASE_URL=postgres://user:pass@host/db runs it on a fresh PostgreSQL database
 * created (and dropped) on that server. Run: npm run bench:clients (loopback only, under a minute).
 */
import { cpus, loadavg } from 'node:os';
import { createBenchPgDatabase } from './lib/pg-database.js';
import { startBenchServer } from './lib/server.js';
import { signUpConfirmed } from './lib/signup.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

const pgAdmin = process.env.BENCH_DATABASE_URL;
const pgDb = pgAdmin ? await createBenchPgDatabase(pgAdmin) : null;
const server = await startBenchServer(pgDb ? { DATABASE_URL: pgDb.url } : {});
console.log(
  `clients bench: ${CLIENTS} clients, ${server.database.dialect}, ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}`,
);
const session = await signUpConfirmed(server, {
  nomSociete: 'Salon Bench',
  prenom: 'Marie',
  nom: 'Bench',
  email: 'clients-bench@example.fr',
  password: 'motdepasse-bench-1',
});
const headers = { cookie: session.cookie, 'x-csrf-token': session.csrfToken };

// Deterministic French names: the same file on every run, as French Excel writes it (';', BOM, CRLF).
const noms = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefèvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'André',
  'Lefèvre',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'François',
  'Martinez',
  'Émond',
  'Le Gall',
  'Œillet',
  'Zola',
  'Yvon',
  'Kléber',
  'Chevalier',
  'Gauthier',
  'Perrin',
  'Noël',
];
const prenoms = [
  'Léa',
  'Chloé',
  'Inès',
  'Zoé',
  'Hélène',
  'Noémie',
  'Anaïs',
  'Jérôme',
  'Loïc',
  'Gaëlle',
  'Manon',
  'Camille',
  'Sarah',
  'Lucas',
  'Hugo',
  'Louis',
  'Emma',
  'Jade',
  'Louise',
  'Alice',
];
const rows = ['Civilité;Nom;Prénom;E-mail;Téléphone portable;Code postal;Ville;Date de naissance;Notes'];
for (let i = 0; i < CLIENTS; i++) {
  const nom = `${noms[i % noms.length]}${i >= noms.length * prenoms.length ? ` ${i}` : ''}`;
  const prenom = prenoms[Math.floor(i / noms.length) % prenoms.length]!;
  const phone = `06 ${String(10_000_000 + i * 7)
    .slice(-8)
    .replace(/(\d{2})(?=\d)/g, '$1 ')}`;
  rows.push(
    `${i % 2 ? 'Mme' : 'M.'};${nom};${prenom};client${i}@example.fr;${phone};75011;Paris;${String((i % 28) + 1).padStart(2, '0')}/05/1990;"Notes; client ${i}"`,
  );
}
const file = Buffer.from(`\uFEFF${rows.join('\r\n')}\r\n`, 'utf8');

async function upload(query: string) {
  const t0 = performance.now();
  const res = await fetch(`${server.url}/api/v1/clients/import${query}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'text/csv' },
    body: file,
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`import ${res.status}: ${text}`);
  const body: unknown = JSON.parse(text);
  return { ms: Math.round(performance.now() - t0), body };
}
const preview = await upload('?dryRun=true');
const imported = await upload('?duplicates=skip');
console.log(`CSV file: ${(file.byteLength / 1024 / 1024).toFixed(2)} MB, ${CLIENTS} rows`);
console.log(`  dry run (parse, validate, duplicates): ${preview.ms} ms ${JSON.stringify(preview.body)}`);
console.log(`  import (one transaction):              ${imported.ms} ms ${JSON.stringify(imported.body)}`);

const queries: Array<[string, string]> = [
  ['first page (50)', ''],
  ['letter M', '?letter=M'],
  ['name prefix "dur"', '?q=dur'],
  ['first name "chloé"', '?q=chlo%C3%A9'],
  ['"léa martin"', '?q=l%C3%A9a%20martin'],
  ['phone "+33 6 10 00 07"', `?q=${encodeURIComponent('+33 6 10 00 07')}`],
  ['e-mail "client4242@"', '?q=client4242%40'],
  ['e-mail "client42@example."', '?q=client42%40example.'],
  ['no match "xyzzy"', '?q=xyzzy'],
  ['page at offset 9,000', '?offset=9000&limit=50'],
];
console.log(`\nGET /api/v1/clients, ${RUNS} sequential requests each (ms):`);
console.log('| query                      | matching |  p50 |  p99 |');
console.log('|----------------------------|---------:|-----:|-----:|');
for (const [label, query] of queries) {
  const times: number[] = [];
  let matching = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const res = await fetch(`${server.url}/api/v1/clients${query}`, { headers });
    const body = (await res.json()) as { matching: number };
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${label}: ${res.status}`);
    matching = body.matching;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(
    `| ${label.padEnd(26)} | ${String(matching).padStart(8)} | ${at(0.5).padStart(4)} | ${at(0.99).padStart(4)} |`,
  );
}
console.log(`load ${loadavg()[0]!.toFixed(2)}`);

await server.stop();
await pgDb?.drop();
