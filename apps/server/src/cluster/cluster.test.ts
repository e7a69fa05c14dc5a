import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisDay } from '../features/availabilities/calendar.fixtures.js';
import { addSlot, bookableSalon, bookingBody, publicSlotId } from '../features/booking/booking.fixtures.js';
import { connectLive } from '../test/live-socket.js';
import {
  freePort,
  killLeftoverServers,
  runServer,
  waitReady,
  type ServerProcess,
} from '../test/server-process.js';
import { createTestApp, testDialect, type TestApp } from '../test/test-app.js';
import { signedUpPro } from '../test/test-client.js';
import { startRoundRobinProxy, type RunningProxy } from './round-robin-proxy.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the round-robin proxy', () => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('sends requests to each backend in turn and skips one that refuses connections', async () => {
    const { default: Fastify } = await import('fastify');
    const ports: number[] = [];
    for (const name of ['a', 'b']) {
      const app = Fastify();
      app.get('/who', async (req) => ({ name, forwardedFor: req.headers['x-forwarded-for'] }));
      apps.push(app);
      ports.push(Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port));
    }
    const closed = await freePort();
    const proxy = await startRoundRobinProxy({
      backends: [...ports, closed].map((port) => ({ host: '127.0.0.1', port })),
    });
    try {
      const names = [];
      for (let i = 0; i < 6; i++) {
        const res = await fetch(`http://127.0.0.1:${proxy.port}/who`);
        expect(res.status).toBe(200);
        const body = (await res.json()) as { name: string; forwardedFor: string };
        expect(body.forwardedFor).toBe('127.0.0.1');
        names.push(body.name);
      }
      expect(names.filter((n) => n === 'a').length).toBeGreaterThanOrEqual(2);
      expect(names.filter((n) => n === 'b').length).toBeGreaterThanOrEqual(2);
      expect(proxy.served[2]).toBe(0);
    } finally {
      await proxy.close();
    }
  });
});

// Several instances share one database only on PostgreSQL: the rest needs the PostgreSQL run.
if (testDialect === 'postgres') {
  describe('three instances on one PostgreSQL database behind the proxy', () => {
    let t: TestApp;
    let dir: string;
    let servers: ServerProcess[] = [];
    let ports: number[] = [];
    let proxy: RunningProxy;
    let base: string;

    beforeAll(async () => {
      // The in-process app only prepares data (its worker is off); the three servers do the work.
      t = await createTestApp({ JOBS_POLL_MS: '0' });
      dir = mkdtempSync(path.join(tmpdir(), 'qrdv-cluster-'));
      ports = [await freePort(), await freePort(), await freePort()];
      servers = ports.map((port) =>
        runServer({
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dir,
          DATABASE_URL: (t.config.database as { url: string }).url,
          SESSION_SECRET: t.config.sessionSecret,
          PUBLIC_URL: 'http://localhost:3000',
          TRUST_PROXY: 'true',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          JOBS_POLL_MS: '200',
          BOOKING_RATE_LIMIT_PER_IP: '100000',
          WEB_DIST: path.join(dir, 'no-web'),
        }),
      );
      await Promise.all(servers.map((s) => waitReady(s, ports[servers.indexOf(s)]!)));
      proxy = await startRoundRobinProxy({ backends: ports.map((port) => ({ host: '127.0.0.1', port })) });
      base = `http://127.0.0.1:${proxy.port}`;
    }, 90_000);

    afterAll(async () => {
      await proxy?.close();
      for (const s of servers) s.child.kill('SIGTERM');
      await Promise.all(servers.map((s) => s.exited));
      killLeftoverServers();
      await t?.close();
      rmSync(dir, { recursive: true, force: true });
    }, 30_000);

    const db = () => t.database.db;
    const book = (url: string, slug: string, body: unknown) =>
      fetch(`${url}/api/v1/public/pros/${slug}/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    async function salon() {
      const p = await signedUpPro(t.app);
      return { ...p, ...(await bookableSalon(db(), p.pro.id)) };
    }

    it('gives 200 concurrent bookings of one slot exactly one appointment', async () => {
      const s = await salon();
      const availability = await addSlot(db(), s.pro.id, {
        day: parisDay(4),
        time: '10:00',
        staffId: s.anna,
      });
      const slotId = await publicSlotId(db(), s.pro.id, availability);
      const replies = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          book(base, s.slug, bookingBody(slotId, [s.cut], { email: `v${i}@example.fr` })).then(
            (r) => r.status,
          ),
        ),
      );
      expect(replies.filter((r) => r === 201)).toHaveLength(1);
      expect(replies.every((r) => r === 201 || r === 409)).toBe(true);
      const rows = await db().selectFrom('appointments').select('id').where('proId', '=', s.pro.id).execute();
      expect(rows).toHaveLength(1);
      // Every instance took part.
      expect(proxy.served.every((n) => n > 0)).toBe(true);
    }, 60_000);

    it('sends 200 reminders due at once exactly once, with every instance’s worker running', async () => {
      const s = await salon();
      const client = (
        await s.client.post('/api/v1/clients', { nom: 'Durand', prenom: 'Lou', email: 'lou@example.fr' })
      ).json();
      // Planned for later (09:00 three days before), then all made due at the same instant.
      for (let i = 0; i < 200; i++) {
        const res = await s.client.post('/api/v1/appointments', {
          clientId: client.id,
          serviceIds: [s.cut],
          day: parisDay(20 + Math.floor(i / 20)),
          start: `${String(8 + (i % 10)).padStart(2, '0')}:${i % 20 < 10 ? '00' : '30'}`,
          end: `${String(8 + (i % 10)).padStart(2, '0')}:${i % 20 < 10 ? '15' : '45'}`,
          notifyMail: true,
          notifyDaysBefore: 3,
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      const ids = (
        await db().selectFrom('appointments').select('id').where('proId', '=', s.pro.id).execute()
      ).map((r) => r.id);
      await db()
        .updateTable('jobs')
        .set({ runAt: new Date().toISOString() })
        .where('refId', 'in', ids)
        .execute();
      let sent = 0;
      for (let i = 0; i < 300 && sent < 200; i++) {
        await sleep(100);
        sent = (await db().selectFrom('outboxMessages').select('id').where('proId', '=', s.pro.id).execute())
          .length;
      }
      await sleep(1000); // a duplicate would land now
      const outbox = await db()
        .selectFrom('outboxMessages')
        .select('id')
        .where('proId', '=', s.pro.id)
        .execute();
      expect(outbox).toHaveLength(200);
      const jobs = await db()
        .selectFrom('jobs')
        .select(['status', 'attempts'])
        .where('refId', 'in', ids)
        .execute();
      expect(jobs.every((j) => j.status === 'done')).toBe(true);
    }, 90_000);

    it('shows a booking made on one instance live in a calendar open on another', async () => {
      const s = await salon();
      const socket = await connectLive(`http://127.0.0.1:${ports[0]}`, { cookie: s.client.cookie! });
      try {
        const availability = await addSlot(db(), s.pro.id, {
          day: parisDay(6),
          time: '11:00',
          staffId: s.anna,
        });
        const slotId = await publicSlotId(db(), s.pro.id, availability);
        expect(
          (await book(`http://127.0.0.1:${ports[2]}`, s.slug, bookingBody(slotId, [s.cut]))).status,
        ).toBe(201);
        await socket.next('appointments.changed', 5000);
      } finally {
        socket.ws.close();
      }
    });

    it('loses no acknowledged booking when an instance is killed mid-load, and the others keep serving', async () => {
      const s = await salon();
      const slots: string[] = [];
      for (let i = 0; i < 120; i++) {
        const availability = await addSlot(db(), s.pro.id, {
          day: parisDay(8 + Math.floor(i / 12)),
          time: `${String(8 + (i % 12)).padStart(2, '0')}:00`,
          staffId: s.anna,
        });
        slots.push(await publicSlotId(db(), s.pro.id, availability));
      }
      const victim = servers[1]!;
      const load = Promise.all(
        slots.map((slotId, i) =>
          book(base, s.slug, bookingBody(slotId, [s.cut], { email: `k${i}@example.fr` }))
            .then(async (r) => ({ status: r.status, body: r.status === 201 ? await r.json() : null }))
            .catch(() => ({ status: 0, body: null })),
        ),
      );
      await sleep(150);
      victim.child.kill('SIGKILL');
      const replies = await load;
      expect((await victim.exited).signal).toBe('SIGKILL');
      const acknowledged = replies.filter((r) => r.status === 201);
      expect(acknowledged.length).toBeGreaterThan(0);
      const stored = await db()
        .selectFrom('appointments')
        .select('manageToken')
        .where('proId', '=', s.pro.id)
        .execute();
      const tokens = new Set(stored.map((r) => r.manageToken));
      for (const r of acknowledged) {
        const url = (r.body as { manageUrl: string }).manageUrl;
        expect(tokens.has(url.split(/[/#=]/).pop()!), url).toBe(true);
      }
      // One appointment per slot at most, and the two live instances answer through the proxy.
      expect(stored.length).toBeLessThanOrEqual(120);
      for (let i = 0; i < 6; i++)
        expect((await fetch(`${base}/api/v1/public/pros/${s.slug}`)).status).toBe(200);
    }, 60_000);
  });
}
