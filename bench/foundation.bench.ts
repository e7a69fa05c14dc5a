/**
 * Foundation figures: password hashing cost, login latency, and the API's overhead on a route that
 * touches the database (/api/health) beside a trivial Fastify route measured in the same run.
 * Run: npm run bench (loopback only, bounded in time).
 */
import Fastify from 'fastify';
import { hashPassword, verifyPassword } from '../apps/server/src/features/auth/password.js';
import { load, medianMs, startBenchServer } from './lib/server.js';
import { signUpConfirmed } from './lib/signup.js';

const server = await startBenchServer();
const trivial = Fastify();
trivial.get('/', async () => ({ ok: true }));
const trivialUrl = await trivial.listen({ port: 0, host: '127.0.0.1' });

const hash = await hashPassword('un-mot-de-passe');
const hashMs = await medianMs(9, () => hashPassword('un-mot-de-passe'));
const verifyMs = await medianMs(9, () => verifyPassword(hash, 'un-mot-de-passe'));

await signUpConfirmed(server, {
  nomSociete: 'Salon Bench',
  prenom: 'Léa',
  nom: 'Bench',
  email: 'bench@example.fr',
  password: 'motdepasse-bench',
});
const loginMs = await medianMs(9, () =>
  fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.fr', password: 'motdepasse-bench' }),
  }),
);

const trivialLoad = await load(trivialUrl);
const healthLoad = await load(`${server.url}/api/health`);

console.log('Foundation benchmark (2 cores, SQLite, 50 connections, 5 s each)');
console.table({
  'argon2id hash (ms, median)': hashMs,
  'argon2id verify (ms, median)': verifyMs,
  'POST /api/v1/auth/login (ms, median)': loginMs,
});
console.table({
  'trivial Fastify route': trivialLoad,
  'GET /api/health (SQL round trip)': healthLoad,
});
console.log(
  `health/trivial requests per second: ${(healthLoad.requestsPerSecond / trivialLoad.requestsPerSecond).toFixed(2)}`,
);

await trivial.close();
await server.stop();
