import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/database.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertPro } from '../account/pros.repository.js';
import { purgeOldAttempts, takeAttempt } from './login-throttle.js';
import { hashPassword } from './password.js';

const PER_ADDRESS = 5;
const PER_ACCOUNT = 20;
const TOO_MANY = 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.';

let t: TestApp;
beforeAll(async () => {
  // The per-IP limit of the credential routes is lifted so the account limits are what these tests meet.
  t = await createTestApp({
    LOGIN_MAX_ATTEMPTS: String(PER_ADDRESS),
    LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: String(PER_ACCOUNT),
    AUTH_RATE_LIMIT_PER_IP: '100000',
  });
});
afterAll(() => t.close());

let accounts = 0;

/** A fresh professional account: its e-mail and right password. */
async function account() {
  const id = randomUUID();
  const email = `throttle-${++accounts}-${id.slice(0, 8)}@example.fr`;
  const password = 'motdepasse-sur-1';
  const now = new Date().toISOString();
  await insertPro(t.database.db, {
    id,
    slug: `throttle-${id}`,
    email,
    passwordHash: await hashPassword(password),
    nomSociete: 'Salon Test',
    nom: 'Martin',
    prenom: 'Léa',
    createdAt: now,
    updatedAt: now,
  });
  return { email, password };
}

const login = (email: string, password: string, from: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress: from,
  });

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('login throttle per account and client address', () => {
  it('verifies at most LOGIN_MAX_ATTEMPTS of 60 concurrent wrong passwords from one address', async () => {
    const { email } = await account();
    const replies = await Promise.all(
      Array.from({ length: 60 }, () => login(email, 'mauvais-mdp', '203.0.113.10')),
    );
    const statuses = replies.map((r) => r.statusCode);
    expect(count(statuses, 401)).toBe(PER_ADDRESS);
    expect(count(statuses, 429)).toBe(60 - PER_ADDRESS);
    expect(replies.find((r) => r.statusCode === 429)!.json().message).toBe(TOO_MANY);
  });

  it('never lets the right password in once a burst has used up the attempts, even before they are verified', async () => {
    const { email, password } = await account();
    const burst = Array.from({ length: 59 }, () => login(email, 'mauvais-mdp', '203.0.113.11'));
    // The burst's attempts are all taken while their passwords are still being verified.
    await waitFor(async () => (await attemptsFrom('203.0.113.11')) >= 59);
    const right = await login(email, password, '203.0.113.11');
    const statuses = (await Promise.all(burst)).map((r) => r.statusCode);
    expect(right.statusCode).toBe(429);
    expect(count(statuses, 401)).toBe(PER_ADDRESS);
  });

  it('holds the limit across two server instances sharing the database', async () => {
    const { email } = await account();
    const database = openDatabase(t.config.database);
    const other = await buildApp(t.config, database, false);
    try {
      await other.ready();
      const replies = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          (i % 2 ? other : t.app).inject({
            method: 'POST',
            url: '/api/v1/auth/login',
            payload: { email, password: 'mauvais-mdp' },
            remoteAddress: '203.0.113.12',
          }),
        ),
      );
      expect(
        count(
          replies.map((r) => r.statusCode),
          401,
        ),
      ).toBe(PER_ADDRESS);
    } finally {
      await other.close();
      await database.close();
    }
  });

  it('does not lock the owner out from their own address after a stranger’s failures', async () => {
    const { email, password } = await account();
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect((await login(email, 'mauvais-mdp', '198.51.100.1')).statusCode).toBe(401);
    }
    expect((await login(email, password, '198.51.100.1')).statusCode).toBe(429);
    expect((await login(email, password, '192.0.2.50')).statusCode).toBe(200);
  });

  it('counts one IPv6 /64 as one address', async () => {
    const { email, password } = await account();
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect((await login(email, 'mauvais-mdp', `2001:db8:0:7::${i + 1}`)).statusCode).toBe(401);
    }
    expect((await login(email, password, '2001:db8:0:7::99')).statusCode).toBe(429);
    expect((await login(email, password, '2001:db8:0:8::1')).statusCode).toBe(200);
  });

  it('caps the attempts on one account from all addresses together, with the same message', async () => {
    const { email, password } = await account();
    // The owner's own successful logins do not use up the account's budget.
    for (let i = 0; i < 3; i++) expect((await login(email, password, '192.0.2.76')).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let a = 0; a < PER_ACCOUNT / 4; a++) {
      for (let i = 0; i < 4; i++) statuses.push((await login(email, 'x', `198.51.100.${a + 10}`)).statusCode);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    const fresh = await login(email, password, '192.0.2.77');
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().message).toBe(TOO_MANY);
  });

  it('holds the account-wide cap against a concurrent burst spread over many addresses', async () => {
    const { email } = await account();
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(email, 'mauvais-mdp', `198.51.100.${100 + (i % 30)}`)),
    );
    expect(
      count(
        replies.map((r) => r.statusCode),
        401,
      ),
    ).toBe(PER_ACCOUNT);
  });

  it('resets the counter of the address that logged in, not those of other addresses', async () => {
    const { email, password } = await account();
    for (let i = 0; i < 4; i++) await login(email, 'x', '198.51.100.200');
    for (let i = 0; i < 4; i++) await login(email, 'x', '192.0.2.200');
    expect((await login(email, password, '192.0.2.200')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(email, 'x', '192.0.2.200')).statusCode).toBe(401);
    expect((await login(email, 'x', '198.51.100.200')).statusCode).toBe(401);
    expect((await login(email, password, '198.51.100.200')).statusCode).toBe(429);
  });

  it('purges the counters of windows that no longer weigh, and keeps the current and the previous one', async () => {
    const limits = { perAddress: 5, perAccount: 50 };
    const now = new Date();
    const window = 15 * 60_000;
    await takeAttempt(
      t.database.db,
      'ancien@example.fr',
      '192.0.2.250',
      limits,
      new Date(now.getTime() - 2 * window),
    );
    await takeAttempt(
      t.database.db,
      'hier@example.fr',
      '192.0.2.252',
      limits,
      new Date(now.getTime() - window),
    );
    await takeAttempt(t.database.db, 'recent@example.fr', '192.0.2.251', limits, now);
    expect(await attemptsFrom('192.0.2.250')).toBe(1);
    await purgeOldAttempts(t.database.db, now);
    expect(await attemptsFrom('192.0.2.250')).toBe(0);
    expect(await attemptsFrom('192.0.2.252')).toBe(1);
    expect(await attemptsFrom('192.0.2.251')).toBe(1);
    const ended = await t.database.db
      .selectFrom('loginAttempts')
      .select('windowStart')
      .where('windowStart', '<=', new Date(now.getTime() - 2 * window).toISOString())
      .execute();
    expect(ended).toEqual([]);
  });

  it('counts the previous window’s attempts as long as they are less than 15 minutes old', async () => {
    const limits = { perAddress: 5, perAccount: 50 };
    const quarter = Math.floor(Date.now() / (15 * 60_000)) * 15 * 60_000;
    const at = (minutes: number) => new Date(quarter + minutes * 60_000);
    const take = (email: string, minutes: number) =>
      takeAttempt(t.database.db, email, '192.0.2.253', limits, at(minutes));
    // Five attempts at 14 minutes past the previous quarter; one minute into the next, they still weigh.
    for (let i = 0; i < 5; i++) expect(await take('bord@example.fr', -1)).not.toBeNull();
    expect(await take('bord@example.fr', 1)).toBeNull();
    // Another account at the same address: five attempts early in the previous quarter, then one 13 minutes
    // into this one: 5 x 2/15 of the previous window plus this one is within the limit.
    for (let i = 0; i < 5; i++) expect(await take('tot@example.fr', -14)).not.toBeNull();
    expect(await take('tot@example.fr', 13)).not.toBeNull();
  });
});

async function attemptsFrom(clientKey: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('loginAttempts')
    .select((eb) => eb.fn.sum<number>('n').as('n'))
    .where('clientKey', '=', clientKey)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(5);
  }
}
