import { SIGNUP_CONFIRM_PATH } from '@quickrdv/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedLinkToken } from '../../test/mail-links.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildSignup, signedUpPro, TestClient } from '../../test/test-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_ATTEMPTS: '3' });
});
afterAll(() => t.close());

describe('signup', () => {
  it('creates a free-plan account, logs it in and hashes the password with argon2id', async () => {
    const { client, input, pro } = await signedUpPro(t.app, { nomSociete: 'Salon Lumière' });
    expect(pro).toMatchObject({
      email: input.email,
      plan: 'gratuit',
      isDemo: false,
      nomSociete: 'Salon Lumière',
    });
    expect(pro.slug).toMatch(/^salon-lumiere/);
    const me = await client.get('/api/v1/account');
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(input.email);
    const row = await t.database.db
      .selectFrom('pros')
      .select('passwordHash')
      .where('id', '=', pro.id)
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('sets an httpOnly SameSite session cookie when the e-mailed link is opened', async () => {
    const input = buildSignup();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: input });
    expect(res.cookies.find((c) => c.name === 'qrdv_sid')).toBeUndefined();
    const token = await mailedLinkToken(t.app, input.email, SIGNUP_CONFIRM_PATH);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup/confirm',
      payload: { token },
    });
    const cookie = confirmed.cookies.find((c) => c.name === 'qrdv_sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
  });

  it('refuses bad input with French messages naming each field, and writes nothing', async () => {
    const before = await countPros();
    const res = await new TestClient(t.app).post(
      '/api/v1/auth/signup',
      buildSignup({ email: 'pas-un-email', passwordConfirmation: 'autre-chose', acceptTerms: false }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      email: 'Veuillez saisir une adresse e-mail valide.',
      passwordConfirmation: 'Les deux mots de passe ne correspondent pas.',
      acceptTerms: 'Veuillez accepter les conditions générales d’utilisation.',
    });
    expect(await countPros()).toBe(before);
  });

  it('gives two salons of the same name different slugs', async () => {
    const a = await signedUpPro(t.app, { nomSociete: 'Barbier du Port' });
    const b = await signedUpPro(t.app, { nomSociete: 'Barbier du Port' });
    expect(a.pro.slug).toBe('barbier-du-port');
    expect(b.pro.slug).toBe('barbier-du-port-2');
  });

  it('answers 400, not 500, to a malformed JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Requête invalide.');
  });
});

describe('login and logout', () => {
  it('logs in with the right password and out again', async () => {
    const { client, input } = await signedUpPro(t.app);
    await client.post('/api/v1/auth/logout');
    expect((await client.get('/api/v1/account')).statusCode).toBe(401);
    const login = await client.post('/api/v1/auth/login', { email: input.email, password: input.password });
    expect(login.statusCode).toBe(200);
    expect((await client.get('/api/v1/account')).statusCode).toBe(200);
  });

  it('gives the same generic message for an unknown account and a wrong password', async () => {
    const { input } = await signedUpPro(t.app);
    const wrong = await new TestClient(t.app).post('/api/v1/auth/login', {
      email: input.email,
      password: 'mauvais-mdp',
    });
    const unknown = await new TestClient(t.app).post('/api/v1/auth/login', {
      email: 'personne@example.fr',
      password: 'x',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Identifiant ou mot de passe incorrect.');
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('locks an account after too many failures, even with the right password', async () => {
    const { input } = await signedUpPro(t.app);
    for (let i = 0; i < 3; i++) {
      await new TestClient(t.app).post('/api/v1/auth/login', { email: input.email, password: 'mauvais' });
    }
    const res = await new TestClient(t.app).post('/api/v1/auth/login', {
      email: input.email,
      password: input.password,
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Trop de tentatives/);
  });

  it('limits login attempts per IP address', async () => {
    const fresh = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++) {
        const res = await fresh.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: `inconnu${i}@example.fr`, password: 'x' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await fresh.close();
    }
  });
});

describe('CSRF and origin checks', () => {
  it('refuses a cookie-authenticated write without the CSRF token', async () => {
    const { client } = await signedUpPro(t.app);
    const res = await client.request({
      method: 'POST',
      url: '/api/v1/account/deletion-request',
      headers: { 'x-csrf-token': 'forged' },
    });
    expect(res.statusCode).toBe(403);
    const me = await client.get('/api/v1/account');
    expect(me.json().deletionRequestedAt).toBeNull();
  });

  it('refuses a write coming from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      headers: { origin: 'https://evil.example' },
      payload: buildSignup(),
    });
    expect(res.statusCode).toBe(403);
  });
});

async function countPros(): Promise<number> {
  const row = await t.database.db
    .selectFrom('pros')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
