import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { currentPro } from '../features/auth/session.plugin.js';
import {
  leakIn,
  prepareVictim,
  walkAnonymously,
  walkAsOtherPro,
  type VictimSetup,
} from '../test/authorization-walk.js';
import { proTables } from '../test/fill-pro-tables.js';
import { foreignKeys, rowsOfPro, snapshotDiff, snapshotOfPro } from '../test/pro-rows.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/*
 * The invariant "every professional route answers only its own professional's data; anonymous callers get
 * 401", checked on every route declared with config.auth = 'pro' (app.proRoutes), whatever features exist.
 * Professional A owns a full demo salon plus a row in every other professional table; B probes every route
 * with A's ids in the URL, the query and the body; afterwards A's rows must be exactly as before.
 */
/*
 * The walk is bounded work (about 900 requests, growing with every professional route): on PostgreSQL on a
 * loaded two-core machine it takes 30 s or more, so the two walks get their own allowance.
 */
const WALK = { timeout: 180_000 };

describe('every professional route', () => {
  let t: TestApp;
  let setup: VictimSetup;
  let walked: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    setup = await prepareVictim(t);
  });
  afterAll(() => t.close());

  it('is listed, and A owns rows in every professional table', async () => {
    expect(t.app.proRoutes.length).toBeGreaterThan(0);
    const owned = await rowsOfPro(t.database, setup.a.pro.id);
    for (const table of proTables(await foreignKeys(t.database))) {
      expect(owned.get(table)?.length ?? 0, `A's rows in ${table}`).toBeGreaterThan(0);
    }
    // The leak detector recognises A's data where it legitimately appears: A's own account.
    expect(leakIn(await setup.a.client.get('/api/v1/account'), setup.secrets)).toBe(setup.a.pro.id);
  });

  it('answers 401 to an anonymous caller, without a cookie or a CSRF token', async () => {
    const { breaches, calls } = await walkAnonymously(t, setup);
    expect(calls).toBeGreaterThanOrEqual(t.app.proRoutes.length);
    expect(breaches).toEqual([]);
  });

  it('never gives professional B access to A’s rows, nor any of A’s data', WALK, async () => {
    const walk = await walkAsOtherPro(t, setup);
    walked = walk.walked;
    console.info(
      `authorisation walk: ${walked.length} professional routes, ${walk.calls} calls as B\n  ${walked.join('\n  ')}`,
    );
    expect(walk.breaches).toEqual([]);
    expect(walked.length).toBe(t.app.proRoutes.length);
  });

  it('leaves every row of A exactly as it was', async () => {
    expect(walked.length).toBe(t.app.proRoutes.length);
    expect(snapshotDiff(setup.before, await snapshotOfPro(t.database, setup.a.pro.id))).toEqual([]);
    expect((await setup.a.client.get('/api/v1/account')).statusCode).toBe(200);
  });
});

/** Routes with the classic mistakes: no ownership check on a read, on a write, on an id in the body. */
const faultyRoutes: FastifyPluginAsyncZod = async (app) => {
  const pro = { auth: 'pro' as const };
  app.get(
    '/services/:serviceId',
    { config: pro, schema: { params: z.object({ serviceId: z.string() }) } },
    (req) =>
      app.db
        .selectFrom('services')
        .select(['id', 'name'])
        .where('id', '=', req.params.serviceId)
        .executeTakeFirstOrThrow(),
  );
  app.put(
    '/staff/:staffId',
    { config: pro, schema: { params: z.object({ staffId: z.string() }) } },
    async (req) => {
      await app.db
        .updateTable('staff')
        .set({ notes: 'touché' })
        .where('id', '=', req.params.staffId)
        .execute();
      return { ok: true };
    },
  );
  app.post('/notes', { config: pro, schema: { body: z.object({ clientId: z.string() }) } }, async (req) => {
    const [id, now] = [randomUUID(), new Date().toISOString()];
    const row = { id, proId: currentPro(req).id, clientId: req.body.clientId, source: 'pro', createdAt: now };
    await app.db
      .insertInto('appointments')
      .values({ ...row, startsAt: now, endsAt: now })
      .execute();
    return { ok: true };
  });
};

describe('the authorisation walk itself', () => {
  let t: TestApp;
  let setup: VictimSetup;
  beforeAll(async () => {
    const addFaulty = async (app: FastifyInstance) => {
      await app.register(faultyRoutes, { prefix: '/api/v1/faulty' });
    };
    t = await createTestApp({}, addFaulty);
    setup = await prepareVictim(t);
  });
  afterAll(() => t.close());

  it('reports a read, a write and a body id that reach another professional’s rows', WALK, async () => {
    const walk = await walkAsOtherPro(t, setup);
    const reached = (prefix: string) => walk.breaches.filter((b) => b.includes(prefix));
    expect(reached('GET /api/v1/faulty/services/').length).toBeGreaterThan(0);
    expect(walk.breaches.some((b) => b.startsWith('leaked') && b.includes('/faulty/services/'))).toBe(true);
    expect(reached('PUT /api/v1/faulty/staff/').length).toBeGreaterThan(0);
    expect(reached('/api/v1/account').length).toBe(0);

    const diff = snapshotDiff(setup.before, await snapshotOfPro(t.database, setup.a.pro.id));
    expect(diff.some((line) => line.startsWith('staff + ') && line.includes('touché'))).toBe(true);
    // The appointment B linked to A's client belongs to B, yet the snapshot of A sees the cross-link.
    expect(diff.some((line) => line.startsWith('appointments + '))).toBe(true);
  });
});
