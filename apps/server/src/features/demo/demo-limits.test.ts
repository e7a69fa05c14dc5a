import { demoMessages } from '@quickrdv/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro, TestClient } from '../../test/test-client.js';
import { ensureShowcaseSalon, SHOWCASE_SLUG } from './demo.service.js';

const START = '/api/v1/demo/start';

const countRows = async (t: TestApp, table: 'pros' | 'demoCopies' | 'services') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A visitor's browser at a given client address. */
async function start(t: TestApp, remoteAddress: string, client = new TestClient(t.app)) {
  const res = await client.request({ method: 'POST', url: START, remoteAddress });
  return { res, client };
}

describe('the per-address limit of POST /demo/start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_STARTS_PER_IP_PER_HOUR: '2' });
  });
  afterAll(() => t.close());

  it('refuses a third copy from one address with a French 429 and creates nothing', async () => {
    const first = await start(t, '198.51.100.7');
    const second = await start(t, '198.51.100.7');
    expect([first.res.statusCode, second.res.statusCode]).toEqual([201, 201]);
    const before = { pros: await countRows(t, 'pros'), services: await countRows(t, 'services') };

    const third = await start(t, '198.51.100.7');
    expect(third.res.statusCode).toBe(429);
    expect(third.res.json()).toMatchObject({ code: 'rate_limited', message: demoMessages.tooManyStarts });
    expect(third.client.cookie).toBeNull();
    expect({ pros: await countRows(t, 'pros'), services: await countRows(t, 'services') }).toEqual(before);

    // A browser that kept its session still gets its own copy back.
    const again = await first.client.request({ method: 'POST', url: START, remoteAddress: '198.51.100.7' });
    expect(again.statusCode).toBe(200);
    expect(again.json().pro.id).toBe(first.client.pro!.id);
    // Another address is not affected.
    expect((await start(t, '198.51.100.8')).res.statusCode).toBe(201);
  });

  it('counts an IPv6 client by its /64 network, and never stores the address', async () => {
    expect((await start(t, '2001:db8:7:7::1')).res.statusCode).toBe(201);
    expect((await start(t, '2001:db8:7:7:aaaa::2')).res.statusCode).toBe(201);
    expect((await start(t, '2001:db8:7:7:ffff:1:2:3')).res.statusCode).toBe(429);
    expect((await start(t, '2001:db8:7:8::1')).res.statusCode).toBe(201);
    const keys = await t.database.db.selectFrom('demoCopies').select('clientKey').execute();
    expect(keys.every((k) => !/2001|198\.51/.test(k.clientKey))).toBe(true);
  });

  it('does not count resets: a visitor at the limit may still reset their copy', async () => {
    const a = await start(t, '192.0.2.50');
    await start(t, '192.0.2.50');
    const reset = await a.client.request({
      method: 'POST',
      url: '/api/v1/demo/reset',
      remoteAddress: '192.0.2.50',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().pro.id).not.toBe(a.res.json().pro.id);
    expect((await start(t, '192.0.2.50')).res.statusCode).toBe(429);
  });
});

describe('the cap of live copies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_MAX_LIVE_COPIES: '2', DEMO_STARTS_PER_IP_PER_HOUR: '100' });
    await ensureShowcaseSalon(t.database.db);
  });
  afterAll(() => t.close());

  const exists = async (id: string) =>
    !!(await t.database.db.selectFrom('pros').select('id').where('id', '=', id).executeTakeFirst());
  const setActivity = (id: string, at: Date) =>
    t.database.db
      .updateTable('demoCopies')
      .set({ lastActiveAt: at.toISOString() })
      .where('proId', '=', id)
      .execute();

  it('evicts the least recently used copy to open a new one, never the showcase nor a real account', async () => {
    const real = await signedUpPro(t.app);
    const a = await start(t, '203.0.113.1');
    const b = await start(t, '203.0.113.2');
    const idA = a.client.pro!.id;
    const idB = b.client.pro!.id;
    // Both idle for a while, then A is used again: its activity is recorded.
    await setActivity(idA, new Date(Date.now() - 3600_000));
    await setActivity(idB, new Date(Date.now() - 1800_000));
    expect((await a.client.get('/api/v1/account')).statusCode).toBe(200);
    const recorded = await t.database.db
      .selectFrom('demoCopies')
      .select('lastActiveAt')
      .where('proId', '=', idA)
      .executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(recorded.lastActiveAt)).toBeLessThan(60_000);

    const c = await start(t, '203.0.113.3');
    expect(c.res.statusCode).toBe(201);
    expect(await exists(idB)).toBe(false);
    expect((await b.client.get('/api/v1/account')).statusCode).toBe(401);
    expect(await exists(idA)).toBe(true);
    expect((await a.client.get('/api/v1/account')).json().id).toBe(idA);
    expect(await countRows(t, 'demoCopies')).toBe(2);
    expect(await exists(real.pro.id)).toBe(true);
    const showcase = await t.database.db
      .selectFrom('pros')
      .select('id')
      .where('slug', '=', SHOWCASE_SLUG)
      .executeTakeFirst();
    expect(showcase).toBeDefined();
  });

  it('lets expired copies go before any live one', async () => {
    const live = (await t.database.db.selectFrom('demoCopies').select('proId').execute()).map((r) => r.proId);
    expect(live).toHaveLength(2);
    // The most recently used copy has expired: it goes, although the other one is idler.
    await setActivity(live[0]!, new Date(Date.now() - 7200_000));
    await setActivity(live[1]!, new Date());
    await t.database.db
      .updateTable('pros')
      .set({ demoExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', live[1]!)
      .execute();
    expect((await start(t, '203.0.113.4')).res.statusCode).toBe(201);
    expect(await exists(live[1]!)).toBe(false);
    expect(await exists(live[0]!)).toBe(true);
    expect(await countRows(t, 'demoCopies')).toBe(2);
  });
});
