import {
  FORGOT_PASSWORD_PATH,
  MAIL_REQUESTS_PER_ADDRESS,
  recoveryMessages,
  RESET_PASSWORD_PATH,
  SIGNUP_CONFIRM_PATH,
} from '@quickrdv/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMaintenance } from '../../maintenance.js';
import { mailedLinkToken } from '../../test/mail-links.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildSignup, signedUpPro, TestClient } from '../../test/test-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const login = (email: string, password: string) =>
  new TestClient(t.app).post('/api/v1/auth/login', { email, password });
const askReset = (email: string) =>
  new TestClient(t.app).post('/api/v1/auth/password-reset/request', { email });
const reset = (token: string, password = 'tout-nouveau-1') =>
  new TestClient(t.app).post('/api/v1/auth/password-reset', {
    token,
    password,
    passwordConfirmation: password,
  });
const countPros = async () =>
  Number(
    (
      await db()
        .selectFrom('pros')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
/** Subjects of the e-mails planned for an address (sent or not yet). */
async function mailSubjects(to: string): Promise<string[]> {
  const jobs = await db().selectFrom('jobs').select('payload').where('kind', '=', 'account.mail').execute();
  return jobs
    .map((j) => (JSON.parse(j.payload) as { message: { to: string; subject: string } }).message)
    .filter((m) => m.to === to)
    .map((m) => m.subject);
}

describe('sign-up confirmed by e-mail', () => {
  it('creates no account until the e-mailed link is opened; the link logs in, once', async () => {
    const input = buildSignup({ nomSociete: 'Salon Aurore' });
    const before = await countPros();
    const res = await new TestClient(t.app).post('/api/v1/auth/signup', input);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: recoveryMessages.signupRequested });
    expect(res.cookies.find((c) => c.name === 'qrdv_sid')).toBeUndefined();
    expect(await countPros()).toBe(before);
    // An unconfirmed address cannot log in: there is no account yet.
    expect((await login(input.email, input.password)).statusCode).toBe(401);

    const token = await mailedLinkToken(t.app, input.email, SIGNUP_CONFIRM_PATH);
    const browser = new TestClient(t.app);
    const confirmed = await browser.post('/api/v1/auth/signup/confirm', { token });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().pro).toMatchObject({ email: input.email, nomSociete: 'Salon Aurore' });
    expect((await browser.get('/api/v1/account')).statusCode).toBe(200);
    expect((await login(input.email, input.password)).statusCode).toBe(200);
    const again = await new TestClient(t.app).post('/api/v1/auth/signup/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields.token).toBe(recoveryMessages.linkInvalid);
    expect(await countPros()).toBe(before + 1);
  });

  it('answers an existing address exactly as a new one, and sends its owner a notice instead', async () => {
    const { input, pro } = await signedUpPro(t.app);
    const before = await countPros();
    const known = await new TestClient(t.app).post(
      '/api/v1/auth/signup',
      buildSignup({ email: input.email.toUpperCase() }),
    );
    const fresh = await new TestClient(t.app).post('/api/v1/auth/signup', buildSignup());
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.body).toBe(fresh.body);
    expect(known.headers['set-cookie']).toBeUndefined();
    expect(await countPros()).toBe(before);
    expect(await mailSubjects(input.email)).toEqual([
      'Activez votre compte Quick RDV',
      'Votre compte Quick RDV',
    ]);
    const notice = await waitForOutbox(input.email, 'Votre compte Quick RDV');
    expect(notice.proId).toBe(pro.id);
    expect(notice.body).toContain(FORGOT_PASSWORD_PATH);
  });

  it('limits the requests per target address', async () => {
    const input = buildSignup();
    const statuses: number[] = [];
    for (let i = 0; i <= MAIL_REQUESTS_PER_ADDRESS; i++)
      statuses.push((await new TestClient(t.app).post('/api/v1/auth/signup', input)).statusCode);
    expect(statuses).toEqual([...Array(MAIL_REQUESTS_PER_ADDRESS).fill(202), 429]);
  });
});

describe('forgotten password', () => {
  it('answers the same for a known and an unknown address; only the known one gets a link', async () => {
    const { input } = await signedUpPro(t.app);
    const unknownEmail = `personne-${Date.now()}@example.fr`;
    const known = await askReset(input.email);
    const unknown = await askReset(unknownEmail);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json().message).toBe(recoveryMessages.resetRequested);
    expect(await mailSubjects(input.email)).toContain('Choisissez un nouveau mot de passe');
    expect(await mailSubjects(unknownEmail)).toEqual([]);
  });

  it('sets a new password from the link, once, and revokes every session', async () => {
    const { client, input } = await signedUpPro(t.app);
    const thief = new TestClient(t.app);
    expect((await thief.post('/api/v1/auth/login', input)).statusCode).toBe(200);
    await askReset(input.email);
    const token = await mailedLinkToken(t.app, input.email, RESET_PASSWORD_PATH);
    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(recoveryMessages.passwordReset);
    expect((await client.get('/api/v1/account')).statusCode).toBe(401);
    expect((await thief.get('/api/v1/account')).statusCode).toBe(401);
    expect((await login(input.email, input.password)).statusCode).toBe(401);
    expect((await login(input.email, 'tout-nouveau-1')).statusCode).toBe(200);
    const again = await reset(token, 'encore-autre-1');
    expect(again.statusCode).toBe(400);
    expect(again.json().fields.token).toBe(recoveryMessages.linkInvalid);
    expect((await login(input.email, 'encore-autre-1')).statusCode).toBe(401);
  });

  it('expires the link after 30 minutes', async () => {
    const { input, pro } = await signedUpPro(t.app);
    await askReset(input.email);
    const token = await mailedLinkToken(t.app, input.email, RESET_PASSWORD_PATH);
    const link = await db()
      .selectFrom('accountTokens')
      .select(['createdAt', 'expiresAt'])
      .where('proId', '=', pro.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(30 * 60_000);
    await db()
      .updateTable('accountTokens')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('proId', '=', pro.id)
      .execute();
    expect((await reset(token)).statusCode).toBe(400);
    expect((await login(input.email, input.password)).statusCode).toBe(200);
  });

  it('refuses a forged token and a bad new password, naming the field, and changes nothing', async () => {
    const { input } = await signedUpPro(t.app);
    const forged = await reset('x'.repeat(43));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().fields.token).toBe(recoveryMessages.linkInvalid);
    await askReset(input.email);
    const token = await mailedLinkToken(t.app, input.email, RESET_PASSWORD_PATH);
    const short = await new TestClient(t.app).post('/api/v1/auth/password-reset', {
      token,
      password: 'court',
      passwordConfirmation: 'autre',
    });
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().fields).sort()).toEqual(['password', 'passwordConfirmation']);
    expect((await login(input.email, input.password)).statusCode).toBe(200);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('limits the requests per target address, known or not, with the same answer', async () => {
    const { input } = await signedUpPro(t.app);
    const unknownEmail = `inconnu-${Date.now()}@example.fr`;
    for (const email of [input.email, unknownEmail]) {
      const statuses: number[] = [];
      for (let i = 0; i <= MAIL_REQUESTS_PER_ADDRESS; i++) statuses.push((await askReset(email)).statusCode);
      expect(statuses).toEqual([...Array(MAIL_REQUESTS_PER_ADDRESS).fill(202), 429]);
    }
    expect((await askReset(input.email)).json().message).toBe(recoveryMessages.tooManyRequests);
    const links = await mailSubjects(input.email);
    expect(links.filter((s) => s === 'Choisissez un nouveau mot de passe')).toHaveLength(
      MAIL_REQUESTS_PER_ADDRESS,
    );
  });

  it('limits the requests per IP address', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '2' });
    try {
      const ask = (i: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/password-reset/request',
          payload: { email: `ip-${i}@example.fr` },
        });
      expect([(await ask(1)).statusCode, (await ask(2)).statusCode, (await ask(3)).statusCode]).toEqual([
        202, 202, 429,
      ]);
    } finally {
      await limited.close();
    }
  });
});

describe('maintenance', () => {
  it('drops expired links and link requests older than a day, and keeps the others', async () => {
    const { pro } = await signedUpPro(t.app);
    const now = new Date();
    const iso = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();
    const link = (id: string, expiresAt: string) => ({
      id,
      kind: 'passwordReset',
      proId: pro.id,
      email: pro.email,
      payload: '{}',
      createdAt: iso(-60_000),
      expiresAt,
      usedAt: null,
    });
    await db()
      .insertInto('accountTokens')
      .values([link('maintenance-expired', iso(-1)), link('maintenance-live', iso(60_000))])
      .execute();
    await db()
      .insertInto('accountMailRequests')
      .values([
        { id: 'maintenance-old', kind: 'passwordReset', email: pro.email, at: iso(-2 * 86_400_000) },
        { id: 'maintenance-recent', kind: 'passwordReset', email: pro.email, at: iso(-60_000) },
      ])
      .execute();
    await runMaintenance(t.app.db, t.app.log, t.config.dataDir, now);
    const tokens = await db()
      .selectFrom('accountTokens')
      .select('id')
      .where('id', 'like', 'maintenance-%')
      .execute();
    const requests = await db()
      .selectFrom('accountMailRequests')
      .select('id')
      .where('id', 'like', 'maintenance-%')
      .execute();
    expect(tokens.map((r) => r.id)).toEqual(['maintenance-live']);
    expect(requests.map((r) => r.id)).toEqual(['maintenance-recent']);
  });
});

async function waitForOutbox(recipient: string, subject: string) {
  for (let i = 0; i < 500; i++) {
    const row = await db()
      .selectFrom('outboxMessages')
      .selectAll()
      .where('recipient', '=', recipient)
      .where('subject', '=', subject)
      .executeTakeFirst();
    if (row) return row;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no ${subject} to ${recipient}`);
}
