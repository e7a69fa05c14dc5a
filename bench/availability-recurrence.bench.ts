/**
 * Creating a big availability series through the real HTTP API on SQLite: a Premium salon publishes a
 * 50-occurrence daily recurrence over 09:00-19:00 split into 30-minute slots, i.e. 1,000 availabilities
 * in one request (validation, free-plan path, chunked multi-row inserts, response of 1,000 rows).
 * Run: npm run bench:calendar (loopback only, bounded: 1 warm-up + 7 measured requests).
 */
import { addDays } from '@quickrdv/core';
import { medianMs, startBenchServer } from './lib/server.js';
import { signUpConfirmed } from './lib/signup.js';

const RUNS = 7;
const server = await startBenchServer();

const { cookie, csrfToken, pro } = await signUpConfirmed(server, {
  nomSociete: 'Salon Bench',
  prenom: 'Léa',
  nom: 'Bench',
  email: 'bench-calendar@example.fr',
  password: 'motdepasse-bench',
});
await server.database.db.updateTable('pros').set({ plan: 'Premium' }).where('id', '=', pro.id).execute();

let run = 0;
async function createSeries(): Promise<void> {
  const day = addDays('2027-01-04', 60 * run++);
  const res = await fetch(`${server.url}/api/v1/availabilities`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken },
    body: JSON.stringify({
      day,
      start: '09:00',
      end: '19:00',
      staffIds: [null],
      recurrence: { frequency: 'daily', interval: 1, until: addDays(day, 49) },
      split: { slotMinutes: 30 },
    }),
  });
  const body = (await res.json()) as { count?: number };
  if (res.status !== 201 || body.count !== 1000)
    throw new Error(`creation failed: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
}

await createSeries(); // warm-up (JIT, prepared statements)
const ms = await medianMs(RUNS, createSeries);
const rows = await server.database.db
  .selectFrom('availabilities')
  .select((eb) => eb.fn.countAll().as('n'))
  .executeTakeFirstOrThrow();

console.log('Availability recurrence benchmark (2 cores, SQLite, real HTTP API)');
console.table({
  'POST /availabilities, 50 days x 20 slots = 1,000 rows (ms, median of 7)': ms,
  'rows written in total': Number(rows.n),
});
console.log(
  ms < 200 ? `OK: ${ms} ms is under the 200 ms target` : `SLOW: ${ms} ms is over the 200 ms target`,
);

await server.stop();
