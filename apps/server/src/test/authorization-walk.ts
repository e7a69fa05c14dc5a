import type { LightMyRequestResponse } from 'fastify';
import { seedDemoCatalogue } from '../features/demo/demo.seed.js';
import { fillEmptyTablesOfPro } from './fill-pro-tables.js';
import { idsOfPro, snapshotOfPro } from './pro-rows.js';
import { callsFor, type Victim, type WalkCall } from './route-walker.js';
import type { TestApp } from './test-app.js';
import { signedUpPro, TestClient } from './test-client.js';

/** Professional A of the walk: a full demo salon plus a row in every other professional table. */
export interface VictimSetup {
  a: Awaited<ReturnType<typeof signedUpPro>>;
  victim: Victim;
  /** A's ids, e-mail and business name: none may appear in an answer to anyone else. */
  secrets: string[];
  before: Record<string, string[]>;
}

export async function prepareVictim(t: TestApp): Promise<VictimSetup> {
  const a = await signedUpPro(t.app, {
    nomSociete: 'Institut Alpha Walker',
    email: 'alpha.walker@example.fr',
  });
  await seedDemoCatalogue(t.database.db, a.pro.id, a.pro.timeZone);
  const unfilled = await fillEmptyTablesOfPro(t.database, a.pro.id);
  if (unfilled.length) throw new Error(`A has no row in: ${unfilled.join('; ')} (seed one in prepareVictim)`);
  const victim = { ids: await idsOfPro(t.database, a.pro.id), slug: a.pro.slug };
  const secrets = [...new Set([...victim.ids.values()].flat()), a.input.email, a.input.nomSociete];
  return { a, victim, secrets, before: await snapshotOfPro(t.database, a.pro.id) };
}

/** The first of the secrets found in a reply (body or headers), if any. */
export function leakIn(res: LightMyRequestResponse, secrets: string[]): string | undefined {
  const text = `${res.body}\n${JSON.stringify(res.headers)}`;
  return secrets.find((s) => text.includes(s));
}

const label = (c: WalkCall) => `${c.method} ${c.url}${c.query ? `?${new URLSearchParams(c.query)}` : ''}`;
const describeReply = (c: WalkCall, res: LightMyRequestResponse) =>
  `${label(c)} answered ${res.statusCode}: ${res.body.slice(0, 300)}`;

/** Calls every professional route without a session: anything but a bare 401 is reported. */
export async function walkAnonymously(
  t: TestApp,
  setup: VictimSetup,
): Promise<{ breaches: string[]; calls: number }> {
  const anonymous = new TestClient(t.app);
  const breaches: string[] = [];
  let calls = 0;
  for (const route of t.app.proRoutes) {
    for (const call of callsFor(t.app, route, setup.victim)) {
      const res = await anonymous.request(call);
      calls += 1;
      if (res.statusCode !== 401) breaches.push(`not 401: ${describeReply(call, res)}`);
      const leak = leakIn(res, setup.secrets);
      if (leak) breaches.push(`leaked ${leak}: ${describeReply(call, res)}`);
    }
  }
  if (anonymous.cookie) breaches.push('an anonymous caller was given a session cookie');
  return { breaches, calls };
}

/**
 * Calls every professional route as another professional B, aiming at A's rows: a route naming one of A's
 * rows must not answer 2xx, no answer may contain A's data, none may be a 5xx. Every breach is collected,
 * so one failing run reports all of them.
 */
export async function walkAsOtherPro(t: TestApp, setup: VictimSetup) {
  let b = await signedUpPro(t.app, { nomSociete: 'Barbier Bravo', email: 'bravo.walker@example.fr' });
  const breaches: string[] = [];
  const walked: string[] = [];
  let calls = 0;
  for (const route of t.app.proRoutes) {
    for (const call of callsFor(t.app, route, setup.victim)) {
      const res = await b.client.request(call);
      calls += 1;
      if (res.statusCode >= 500) breaches.push(`server error: ${describeReply(call, res)}`);
      if (call.targetsOtherPro && res.statusCode < 300)
        breaches.push(`A's row reached: ${describeReply(call, res)}`);
      const leak = leakIn(res, setup.secrets);
      if (leak) breaches.push(`leaked ${leak}: ${describeReply(call, res)}`);
      // A route may legitimately end B's session (a password change, a reset): carry on as a new B.
      if (res.statusCode === 401 || (await b.client.get('/api/v1/account')).statusCode !== 200) {
        b = await signedUpPro(t.app, { nomSociete: 'Barbier Bravo' });
      }
    }
    walked.push(`${route.method} ${route.url}`);
  }
  return { breaches, walked, calls };
}
