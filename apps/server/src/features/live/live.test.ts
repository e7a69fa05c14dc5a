import { RESET_PASSWORD_PATH } from '@quickrdv/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/database.js';
import { mailedLinkToken } from '../../test/mail-links.js';
import { createTestApp, testDialect, type TestApp } from '../../test/test-app.js';
import WebSocket from 'ws';
import { connectLive as connect, type LiveSocket } from '../../test/live-socket.js';
import { signedUpPro, TestClient } from '../../test/test-client.js';
import { SESSION_ENDED_CLOSE_CODE } from './live-hub.js';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '0' });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const cookieOf = (client: { cookie: string | null }) => ({ cookie: client.cookie! });

describe('GET /api/v1/live', () => {
  it('refuses a socket without a session, and one opened from another site', async () => {
    await expect(connect(baseUrl, {})).rejects.toMatchObject({ status: 401 });
    const { client } = await signedUpPro(t.app);
    await expect(
      connect(baseUrl, { ...cookieOf(client), origin: 'https://evil.example' }),
    ).rejects.toMatchObject({ status: 403 });
    const ok = await connect(baseUrl, { ...cookieOf(client), origin: 'http://localhost:3000' });
    ok.ws.close();
  });

  it('tells every socket of the professional, and only theirs, what changed', async () => {
    const me = await signedUpPro(t.app);
    const other = await signedUpPro(t.app);
    const [a, b, o] = await Promise.all([
      connect(baseUrl, cookieOf(me.client)),
      connect(baseUrl, cookieOf(me.client)),
      connect(baseUrl, cookieOf(other.client)),
    ]);
    expect(t.app.liveHub.count(me.pro.id)).toBe(2);

    const before = Date.now();
    expect(
      (
        await me.client.post('/api/v1/availabilities', {
          day: '2026-12-10',
          start: '09:00',
          end: '10:00',
          staffIds: [null],
        })
      ).statusCode,
    ).toBe(201);
    const event = await a.next('availabilities.changed');
    expect(Date.parse(event.at)).toBeGreaterThanOrEqual(before - 1000);
    await b.next('availabilities.changed');

    const c = (await me.client.post('/api/v1/clients', { nom: 'Durand', prenom: 'Sophie' })).json();
    await a.next('clients.changed');
    await me.client.post('/api/v1/appointments', {
      clientId: c.id,
      day: '2026-12-11',
      start: '09:00',
      end: '10:00',
    });
    await a.next('appointments.changed');

    await new Promise((r) => setTimeout(r, 150));
    expect(o.messages.map((m) => m.type)).toEqual(['live.ready']);
    for (const s of [a, b, o]) s.ws.close();
  });

  it('stays silent after a refused write', async () => {
    const me = await signedUpPro(t.app);
    const s = await connect(baseUrl, cookieOf(me.client));
    expect(
      (
        await me.client.post('/api/v1/availabilities', {
          day: '2026-12-10',
          start: '10:00',
          end: '09:00',
          staffIds: [null],
        })
      ).statusCode,
    ).toBe(400);
    await new Promise((r) => setTimeout(r, 150));
    expect(s.messages.map((m) => m.type)).toEqual(['live.ready']);
    s.ws.close();
  });

  it('closes the sockets of a session that ended, on logout and on a password change', async () => {
    const me = await signedUpPro(t.app);
    const laptop = new TestClient(t.app);
    await laptop.post('/api/v1/auth/login', { email: me.input.email, password: me.input.password });
    const phone = await connect(baseUrl, cookieOf(me.client));
    const desk = await connect(baseUrl, cookieOf(laptop));
    const closed = (s: LiveSocket) =>
      new Promise<number>((resolve) => s.ws.on('close', (code) => resolve(code)));

    const phoneClosed = closed(phone);
    expect((await me.client.post('/api/v1/auth/logout')).statusCode).toBe(204);
    expect(await phoneClosed).toBe(SESSION_ENDED_CLOSE_CODE);
    // The other session's socket stays open and still hears the professional's changes.
    expect(desk.ws.readyState).toBe(WebSocket.OPEN);
    await expect.poll(() => t.app.liveHub.count(me.pro.id)).toBe(1);

    // A password change revokes every session, including that socket's.
    await me.client.post('/api/v1/auth/login', { email: me.input.email, password: me.input.password });
    const deskClosed = closed(desk);
    const change = await me.client.put('/api/v1/account/password', {
      oldPassword: me.input.password,
      newPassword: 'nouveau-mot-de-passe-2',
      confirmation: 'nouveau-mot-de-passe-2',
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await deskClosed).toBe(SESSION_ENDED_CLOSE_CODE);
    // The browser that changed it has a new session and may connect again.
    const again = await connect(baseUrl, cookieOf(me.client));
    again.ws.close();
  });

  it('closes the other sessions’ sockets on an e-mail change, and every socket on a password reset', async () => {
    const me = await signedUpPro(t.app);
    const laptop = new TestClient(t.app);
    await laptop.post('/api/v1/auth/login', { email: me.input.email, password: me.input.password });
    const phone = await connect(baseUrl, cookieOf(me.client));
    const desk = await connect(baseUrl, cookieOf(laptop));
    const closed = (s: LiveSocket) =>
      new Promise<number>((resolve) => s.ws.on('close', (code) => resolve(code)));

    const deskClosed = closed(desk);
    const email = `live-${Date.now()}@example.fr`;
    const change = await me.client.put('/api/v1/account/email', { email, password: me.input.password });
    expect(change.statusCode, change.body).toBe(200);
    expect(await deskClosed).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(phone.ws.readyState).toBe(WebSocket.OPEN);

    // A reset from the e-mailed link (no session: the token is the credential) ends every session.
    const phoneClosed = closed(phone);
    await new TestClient(t.app).post('/api/v1/auth/password-reset/request', { email });
    const token = await mailedLinkToken(t.app, email, RESET_PASSWORD_PATH);
    const reset = await new TestClient(t.app).post('/api/v1/auth/password-reset', {
      token,
      password: 'tout-nouveau-2',
      passwordConfirmation: 'tout-nouveau-2',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await phoneClosed).toBe(SESSION_ENDED_CLOSE_CODE);
  });

  it(`fans out through ${testDialect === 'postgres' ? 'PostgreSQL LISTEN/NOTIFY' : 'the in-process bus'}`, () => {
    expect(t.app.live.kind).toBe(testDialect === 'postgres' ? 'postgres' : 'memory');
  });
});

// Several instances share events only through PostgreSQL: this needs the PostgreSQL run.
if (testDialect === 'postgres') {
  describe('two instances on one PostgreSQL database', () => {
    it('delivers a write made on instance A to a socket open on instance B', async () => {
      const database = openDatabase(t.config.database);
      const b = await buildApp(t.config, database, false);
      const bUrl = await b.listen({ port: 0, host: '127.0.0.1' });
      try {
        const me = await signedUpPro(t.app);
        const other = await signedUpPro(t.app);
        const onB = await connect(bUrl, cookieOf(me.client));
        const otherOnB = await connect(bUrl, cookieOf(other.client));
        expect((await me.client.post('/api/v1/clients', { nom: 'Petit', prenom: 'Lou' })).statusCode).toBe(
          201,
        );
        await onB.next('clients.changed');
        await new Promise((r) => setTimeout(r, 150));
        expect(otherOnB.messages.map((m) => m.type)).toEqual(['live.ready']);
        onB.ws.close();
        otherOnB.ws.close();
      } finally {
        await b.close();
        await database.close();
      }
    });
  });
}
