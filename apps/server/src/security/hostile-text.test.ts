import { CONTROL_CHARS_MESSAGE } from '@quickrdv/core';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareVictim, type VictimSetup } from '../test/authorization-walk.js';
import { hostileCalls, type HostileCall } from '../test/hostile-text-walk.js';
import { tableNames, type AnyDb } from '../test/pro-rows.js';
import type { SampleContext } from '../test/schema-sample.js';
import { tablesForName } from '../test/route-walker.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { TestClient } from '../test/test-client.js';

/** Every row of every table, as sorted JSON lines: nothing may change while hostile text is refused. */
async function snapshotOfDatabase(t: TestApp): Promise<string[]> {
  const raw = t.database.raw as Kysely<AnyDb>;
  const lines: string[] = [];
  for (const table of await tableNames(t.database)) {
    // Request counters (PostgreSQL's shared rate limits) count refused requests too: not data a user saved.
    if (table === 'rate_limit_hits') continue;
    for (const row of await raw.selectFrom(table).selectAll().execute()) {
      lines.push(`${table} ${JSON.stringify(row, Object.keys(row).sort())}`);
    }
  }
  return lines.sort();
}

/** The walk reaches the routes the issue named: anonymous booking, login, sign-up, the professional space. */
function expectCoverage(calls: HostileCall[]): void {
  const routes = new Set(calls.map((c) => `${c.method} ${c.url}`));
  for (const expected of [
    /^POST \/api\/v1\/public\/pros\/[^/]+\/bookings$/,
    /^POST \/api\/v1\/auth\/login$/,
    /^POST \/api\/v1\/auth\/signup$/,
    /^PUT \/api\/v1\/business\/?$/,
    /^POST \/api\/v1\/services\/?$/,
    /^POST \/api\/v1\/clients\/?$/,
  ]) {
    expect(
      [...routes].some((u) => expected.test(u)),
      String(expected),
    ).toBe(true);
  }
  expect(calls.length).toBeGreaterThan(100);
}

const label = (c: HostileCall) => `${c.method} ${c.url} [${c.field}]`;

/*
 * Issue 10, item 6: on PostgreSQL a NUL character in any text or id gave a 500, on SQLite it was stored.
 * Every route the server publishes (anonymous booking, login, sign-up and the professional space) gets a
 * control character in each of its URL parameters, query parameters and string body fields in turn: each
 * call must be a 400 naming that field with the French message, and the database must not change.
 */
describe('control characters in any field of any route', () => {
  let t: TestApp;
  let setup: VictimSetup;
  let calls: HostileCall[];
  let ctx: SampleContext;
  beforeAll(async () => {
    // The walk calls login, sign-up and booking many times from one address.
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000', BOOKING_RATE_LIMIT_PER_IP: '100000' });
    setup = await prepareVictim(t);
    ctx = {
      ids: setup.victim.ids,
      fallbackTables: [],
      tablesForName: (name: string) => tablesForName(name, setup.victim.ids.keys()),
    };
    calls = hostileCalls(t.app, ctx, 'a\u0000b');
    console.info(`hostile-text walk: ${calls.length} route/field pairs`);
  });
  afterAll(() => t.close());

  it.each([
    ['NUL', '\u0000'],
    ['escape', '\u001b'],
    ['DEL', '\u007f'],
    ['C1', '\u0085'],
    ['lone surrogate', '\ud800'],
  ])('refuses %s with a French 400 naming the field, and writes nothing', async (_name, char) => {
    const before = await snapshotOfDatabase(t);
    const walk = char === '\u0000' ? calls : hostileCalls(t.app, ctx, `a${char}b`);
    expectCoverage(walk);
    const failures: string[] = [];
    for (const call of walk) {
      // Logged in, so professional routes reach validation; the anonymous routes ignore the session.
      const res = await setup.a.client.request({
        method: call.method as 'GET',
        url: call.url,
        query: call.query,
        payload: call.payload as object,
      });
      const body = res.headers['content-type']?.toString().includes('json') ? res.json() : null;
      if (res.statusCode !== 400 || body?.fields?.[call.field] !== CONTROL_CHARS_MESSAGE) {
        failures.push(`${label(call)} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshotOfDatabase(t)).toEqual(before);
  });

  it('keeps line breaks in free text but not in single-line fields, and answers anonymous callers 401', async () => {
    const res = await setup.a.client.post('/api/v1/clients', {
      nom: 'Du\r\nrand',
      prenom: 'Ali\rce',
      infoComp: 'ligne 1\r\nligne 2\tfin',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      nom: 'Du rand',
      prenom: 'Ali ce',
      infoComp: 'ligne 1\r\nligne 2\tfin',
    });
    const anonymous = new TestClient(t.app);
    const list = await anonymous.request({ method: 'GET', url: '/api/v1/clients', query: { q: '\u0000' } });
    expect(list.statusCode).toBe(401);
  });
});
