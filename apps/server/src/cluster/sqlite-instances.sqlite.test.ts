import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisDay } from '../features/availabilities/calendar.fixtures.js';
import { addSlot, bookableSalon, bookingBody, publicSlotId } from '../features/booking/booking.fixtures.js';
import {
  freePort,
  killLeftoverServers,
  runServer,
  waitReady,
  type ServerProcess,
} from '../test/server-process.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { signedUpPro } from '../test/test-client.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// SQLite is meant for one instance (docs/SCALING.md), but nothing stops an owner from starting two on the
// same DATA_DIR: the file's own lock must then still give every slot one owner and lose nothing.
// *.sqlite.test.ts: run with TEST_DB=sqlite only (vitest.config.ts).
describe('three instances on one SQLite file', () => {
  let t: TestApp;
  let dir: string;
  let servers: ServerProcess[] = [];
  let ports: number[] = [];
  const start = (port: number) =>
    runServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: `sqlite:${(t.config.database as { file: string }).file}`,
      SESSION_SECRET: t.config.sessionSecret,
      PUBLIC_URL: 'http://localhost:3000',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      JOBS_POLL_MS: '200',
      BOOKING_RATE_LIMIT_PER_IP: '100000',
      WEB_DIST: path.join(dir, 'no-web'),
    });

  beforeAll(async () => {
    // The in-process app prepares the data on the same file (its worker off); the three servers book.
    t = await createTestApp({ JOBS_POLL_MS: '0' });
    dir = mkdtempSync(path.join(tmpdir(), 'qrdv-sqlite-instances-'));
    ports = [await freePort(), await freePort(), await freePort()];
    servers = ports.map(start);
    await Promise.all(servers.map((s, i) => waitReady(s, ports[i]!)));
  }, 90_000);

  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    killLeftoverServers();
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  const db = () => t.database.db;
  /** Visitor i books through instance i mod 3; a refused connection (a killed instance) is status 0. */
  const book = (i: number, slug: string, body: unknown) =>
    fetch(`http://127.0.0.1:${ports[i % ports.length]}/api/v1/public/pros/${slug}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
      .then(async (r) => ({ status: r.status, body: r.status === 201 ? await r.json() : null }))
      .catch(() => ({ status: 0, body: null }));

  async function salon() {
    const p = await signedUpPro(t.app);
    return { ...p, ...(await bookableSalon(db(), p.pro.id)) };
  }

  async function slots(proId: string, staffId: string, n: number, firstDay: number) {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const availability = await addSlot(db(), proId, {
        day: parisDay(firstDay + Math.floor(i / 12)),
        time: `${String(8 + (i % 12)).padStart(2, '0')}:00`,
        staffId,
      });
      ids.push(await publicSlotId(db(), proId, availability));
    }
    return ids;
  }

  it('gives 200 concurrent bookings of one slot exactly one appointment, the others a 409', async () => {
    const s = await salon();
    const [slotId] = await slots(s.pro.id, s.anna, 1, 4);
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        book(i, s.slug, bookingBody(slotId!, [s.cut], { email: `v${i}@example.fr` })),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((r) => r === 201)).toHaveLength(1);
    expect(statuses.every((r) => r === 201 || r === 409)).toBe(true);
    const rows = await db().selectFrom('appointments').select('id').where('proId', '=', s.pro.id).execute();
    expect(rows).toHaveLength(1);
  }, 60_000);

  it('loses no acknowledged booking when an instance is killed mid-write, and starts again on the file', async () => {
    const s = await salon();
    const ids = await slots(s.pro.id, s.anna, 120, 8);
    const load = Promise.all(
      ids.map((slotId, i) => book(i, s.slug, bookingBody(slotId, [s.cut], { email: `k${i}@example.fr` }))),
    );
    await sleep(100);
    const victim = servers[1]!;
    victim.child.kill('SIGKILL');
    const replies = await load;
    expect((await victim.exited).signal).toBe('SIGKILL');

    const acknowledged = replies.filter((r) => r.status === 201);
    expect(acknowledged.length).toBeGreaterThan(0);
    // Visitors of the live instances were all served: a 201 each, as their slots were distinct.
    replies.forEach((r, i) => {
      if (i % 3 !== 1) expect(r.status, `visitor ${i}`).toBe(201);
    });
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
    expect(stored.length).toBeLessThanOrEqual(120);
    const check = await sql<Record<string, string>>`pragma integrity_check`.execute(db());
    expect(check.rows.map((r) => Object.values(r)[0])).toEqual(['ok']);

    // The killed instance starts again on the same file and takes bookings.
    servers[1] = start(ports[1]!);
    await waitReady(servers[1], ports[1]!);
    const [fresh] = await slots(s.pro.id, s.marc, 1, 20);
    expect((await book(1, s.slug, bookingBody(fresh!, [s.cut], { email: 'after@example.fr' }))).status).toBe(
      201,
    );
  }, 90_000);
});
