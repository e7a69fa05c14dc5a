import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { withClusterLock } from '../db/cluster-lock.js';
import { openDatabase, type Database } from '../db/database.js';
import { createTestApp, testDialect, type TestApp } from '../test/test-app.js';
import type { FastifyInstance } from 'fastify';
import { buildService, parisDay } from '../features/availabilities/calendar.fixtures.js';
import { signedUpPro } from '../test/test-client.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Two instances of the app on one database, as behind a proxy.
let a: TestApp;
let b: { app: FastifyInstance; database: Database };
beforeAll(async () => {
  a = await createTestApp({ JOBS_POLL_MS: '0', DIRECTORY_RATE_LIMIT_PER_IP: '4' });
  const database = openDatabase(a.config.database);
  const app = await buildApp(a.config, database, false);
  await app.ready();
  b = { app, database };
});
afterAll(async () => {
  await b.app.close();
  await b.database.close();
  await a.close();
});

const search = (app: FastifyInstance, ip: string) =>
  app.inject({ url: '/api/v1/public/directory?q=coiffeur', remoteAddress: ip });

describe(`state shared by instances (${testDialect})`, () => {
  it(
    testDialect === 'postgres'
      ? 'counts a per-address limit across instances: two instances do not double it'
      : 'counts a per-address limit in the one SQLite instance',
    async () => {
      const ip = '203.0.113.7';
      expect((await search(a.app, ip)).statusCode).toBe(200);
      expect((await search(a.app, ip)).statusCode).toBe(200);
      const other = testDialect === 'postgres' ? b.app : a.app;
      expect((await search(other, ip)).statusCode).toBe(200);
      expect((await search(other, ip)).statusCode).toBe(200);
      const over = await search(other, ip);
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toBe('Trop de requêtes. Veuillez réessayer dans quelques instants.');
      // Another address has its own count.
      expect((await search(a.app, '203.0.113.8')).statusCode).toBe(200);
      if (testDialect === 'postgres') {
        const rows = await a.database.db.selectFrom('rateLimitHits').selectAll().execute();
        expect(rows.find((r) => r.key.endsWith('203.0.113.7'))?.n).toBe(5);
      }
    },
  );

  it('lets one instance at a time run the maintenance', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let running = 0;
    let most = 0;
    const job = async () => {
      running++;
      most = Math.max(most, running);
      await held;
      running--;
    };
    const first = withClusterLock(a.database.db, a.database.dialect, 'qrdv-test-lock', job);
    // Let the first take the lock before the second tries.
    await new Promise((r) => setTimeout(r, 100));
    const second = withClusterLock(b.database.db, b.database.dialect, 'qrdv-test-lock', job);
    if (testDialect === 'postgres') {
      expect(await second).toBe(false);
      release();
      expect(await first).toBe(true);
      expect(most).toBe(1);
      // Released: the next round runs.
      expect(await withClusterLock(b.database.db, b.database.dialect, 'qrdv-test-lock', async () => {})).toBe(
        true,
      );
    } else {
      release();
      expect([await first, await second]).toEqual([true, true]);
    }
  });
});

if (testDialect === 'postgres') {
  describe('an instance without a job worker', () => {
    it('has the jobs it plans sent at once by another instance’s worker (LISTEN/NOTIFY), not at its next poll', async () => {
      // A's worker is off; C polls only every minute, so only the wake-up can make it send within seconds.
      const cDatabase = openDatabase(a.config.database);
      const c = await buildApp({ ...a.config, jobsPollMs: 60_000 }, cDatabase, false);
      await c.ready();
      try {
        await sleep(300); // C's first poll, at start, has found nothing
        const { client, pro } = await signedUpPro(a.app);
        const serviceId = await buildService(a.database.db, pro.id, { name: 'Coupe' });
        const customer = (
          await client.post('/api/v1/clients', { nom: 'Durand', prenom: 'Lou', email: 'lou@example.fr' })
        ).json();
        const res = await client.post('/api/v1/appointments', {
          clientId: customer.id,
          serviceIds: [serviceId],
          day: parisDay(2),
          start: '10:00',
          end: '10:30',
          notifyMail: true,
        });
        expect(res.statusCode, res.body).toBe(201);
        let sent = 0;
        for (let i = 0; i < 50 && !sent; i++) {
          await sleep(100);
          sent = (
            await a.database.db
              .selectFrom('outboxMessages')
              .select('id')
              .where('proId', '=', pro.id)
              .execute()
          ).length;
        }
        expect(sent).toBe(1);
      } finally {
        await c.close();
        await cDatabase.close();
      }
    });
  });
}
