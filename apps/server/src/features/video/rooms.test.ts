import { randomUUID } from 'node:crypto';
import { ROOM_MAIL_DEFAULT_OBJECT, videoMessages as m } from '@quickrdv/core';
import { startSmtpCapture, type CapturedMail } from '../../test/smtp-capture.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive, openLive } from '../../test/live-socket.js';
import { createTestApp, testDialect, type TestApp } from '../../test/test-app.js';
import { TestClient } from '../../test/test-client.js';
import { roomAddress } from '../live/live-peers.js';
import { roomMailRef } from './room-mail.js';
import { roomTokenHash } from './room-token.js';
import { ROOM_MAILS_PER_HOUR, ROOMS_PER_HOUR } from './rooms.service.js';
import { fakeSdp, neverReceived, openSalon } from '../../test/video-fixtures.js';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let received: CapturedMail[];

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  received = smtp.received;
  t = await createTestApp({ SMTP_URL: smtp.url, JOBS_POLL_MS: '50' });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const R = '/api/v1/video/rooms';
const salon = () => openSalon(t.app, t.database.db);
const tokenOf = (roomUrl: string) => roomUrl.split('/visio/')[1]!;
const guest = (token: string) =>
  openLive(`${baseUrl.replace(/^http/, 'ws')}/api/v1/public/rooms/${token}/live`, {});
const anonymous = () => new TestClient(t.app);

async function roomOf(s: Awaited<ReturnType<typeof salon>>) {
  const res = await s.client.post(R);
  expect(res.statusCode).toBe(201);
  return res.json() as { roomId: string; roomUrl: string; createdAt: string };
}

async function refusedUpgrade(token: string): Promise<number> {
  try {
    (await guest(token)).ws.close();
    return 101;
  } catch (error) {
    return (error as { status: number }).status;
  }
}

describe(`the video room (${testDialect})`, () => {
  it('creates a room with an unguessable link, stores only its hash, and finds it again after a reload', async () => {
    const s = await salon();
    expect((await anonymous().post(R)).statusCode).toBe(401);
    const room = await roomOf(s);
    expect(room.roomUrl).toMatch(/^http:\/\/localhost:3000\/visio\/[A-Za-z0-9_-]{43}$/);
    expect((await s.client.get(`${R}/open`)).json()).toEqual({ room });
    const row = await t.database.db
      .selectFrom('videoRooms')
      .selectAll()
      .where('id', '=', room.roomId)
      .executeTakeFirstOrThrow();
    expect(row.tokenHash).toBe(roomTokenHash(tokenOf(room.roomUrl)));
    expect(JSON.stringify(row)).not.toContain(tokenOf(room.roomUrl));

    const page = await anonymous().get(`/api/v1/public/rooms/${tokenOf(room.roomUrl)}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().businessName).toBe(s.input.nomSociete);
    const unknown = await anonymous().get(`/api/v1/public/rooms/${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(m.roomNotFound);
  });

  it('carries the signals between the owner and the guest, and tells the owner when the guest joins', async () => {
    const s = await salon();
    const room = await roomOf(s);
    const pro = await connectLive(baseUrl, s.cookie);
    const client = await guest(tokenOf(room.roomUrl));
    await pro.next('room.signal', 3000, (f) => f.signal === 'client-joined' && f.roomId === room.roomId);

    client.send({ type: 'room.signal', signal: 'join', payload: null });
    await pro.next('room.signal', 3000, (f) => f.signal === 'join' && f.roomId === room.roomId);
    const sdp = fakeSdp('offer', 9000);
    pro.send({ type: 'room.signal', roomId: room.roomId, signal: 'offer', payload: { type: 'offer', sdp } });
    expect((await client.next('room.signal', 3000, (f) => f.signal === 'offer')).payload.sdp).toBe(sdp);
    client.send({
      type: 'room.signal',
      signal: 'answer',
      payload: { type: 'answer', sdp: fakeSdp('answer') },
    });
    await pro.next('room.signal', 3000, (f) => f.signal === 'answer' && f.roomId === room.roomId);
    const candidate = {
      candidate: 'candidate:1 1 udp 1 10.0.0.3 5000 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
    };
    client.send({ type: 'room.signal', signal: 'candidate', payload: candidate });
    expect((await pro.next('room.signal', 3000, (f) => f.signal === 'candidate')).payload).toEqual(candidate);

    // The guest cannot pose as the owner: an offer from the guest is refused.
    client.send({ type: 'room.signal', signal: 'offer', payload: { type: 'offer', sdp }, ref: 'g' });
    expect(await client.next('live.error', 3000, (f) => f.ref === 'g')).toMatchObject({ code: 'forbidden' });
    pro.ws.close();
    client.ws.close();
  });

  it('lets another professional neither signal into the room nor close it nor e-mail its link', async () => {
    const a = await salon();
    const b = await salon();
    const room = await roomOf(a);
    const client = await guest(tokenOf(room.roomUrl));
    const proB = await connectLive(baseUrl, b.cookie);
    proB.send({
      type: 'room.signal',
      roomId: room.roomId,
      signal: 'offer',
      payload: { type: 'offer', sdp: fakeSdp('offer') },
      ref: 'b',
    });
    expect(await proB.next('live.error', 3000, (f) => f.ref === 'b')).toMatchObject({
      code: 'not_found',
      message: m.noOpenRoom,
    });
    const clean = await neverReceived(
      client,
      () => t.app.live.send(roomAddress(room.roomId), { type: 'test.marker' }),
      'test.marker',
      (f) => f.type === 'room.signal',
    );
    expect(clean).toBe(true);

    const close = await b.client.post(`${R}/${room.roomId}/close`);
    expect(close.statusCode).toBe(404);
    expect(close.json().message).toBe(m.noOpenRoom);
    const mail = await b.client.post(`${R}/${room.roomId}/email`, {
      name: 'Intrus',
      email: 'intrus@example.fr',
      object: 'x',
      message: 'y',
    });
    expect(mail.statusCode).toBe(404);
    expect((await b.client.get(`${R}/open`)).json()).toEqual({ room: null });
    expect((await anonymous().get(`/api/v1/public/rooms/${tokenOf(room.roomUrl)}`)).statusCode).toBe(200);
    client.ws.close();
    proB.ws.close();
  });

  it("refuses visitors' room signals", async () => {
    const s = await salon();
    const room = await roomOf(s);
    const visitor = await openLive(
      `${baseUrl.replace(/^http/, 'ws')}/api/v1/public/pros/${s.slug}/live?visitor=${randomUUID()}`,
      {},
    );
    visitor.send({ type: 'room.signal', roomId: room.roomId, signal: 'join', payload: null, ref: 'v' });
    expect(await visitor.next('live.error', 3000, (f) => f.ref === 'v')).toMatchObject({ code: 'forbidden' });
    visitor.ws.close();
  });

  it('closes the room: its guest is told and disconnected, and the link stops working everywhere', async () => {
    const s = await salon();
    const room = await roomOf(s);
    const token = tokenOf(room.roomUrl);
    const client = await guest(token);
    const closedWith = new Promise<number>((resolve) => client.ws.once('close', (code) => resolve(code)));

    const res = await s.client.post(`${R}/${room.roomId}/close`);
    expect(res.statusCode).toBe(200);
    expect(await client.next('live.error')).toMatchObject({ code: 'room_closed', message: m.roomClosed });
    expect(await closedWith).toBe(4410);

    const page = await anonymous().get(`/api/v1/public/rooms/${token}`);
    expect(page.statusCode).toBe(410);
    expect(page.json().message).toBe(m.roomClosed);
    expect((await anonymous().get(`/api/v1/public/rooms/${token}/ice-servers`)).statusCode).toBe(410);
    expect(await refusedUpgrade(token)).toBe(410);
    expect((await s.client.get(`${R}/open`)).json()).toEqual({ room: null });
    expect((await s.client.post(`${R}/${room.roomId}/close`)).statusCode).toBe(404);
  });

  it('keeps one open room: a new one closes the previous link', async () => {
    const s = await salon();
    const first = await roomOf(s);
    const second = await roomOf(s);
    expect(second.roomUrl).not.toBe(first.roomUrl);
    expect((await anonymous().get(`/api/v1/public/rooms/${tokenOf(first.roomUrl)}`)).statusCode).toBe(410);
    expect((await s.client.get(`${R}/open`)).json().room.roomId).toBe(second.roomId);
  });

  it('limits how many rooms a professional creates per hour', async () => {
    const s = await salon();
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('videoRooms')
      .values(
        Array.from({ length: ROOMS_PER_HOUR }, () => ({
          id: randomUUID(),
          proId: s.pro.id,
          tokenHash: randomUUID(),
          createdAt: now,
          closedAt: now,
        })),
      )
      .execute();
    const res = await s.client.post(R);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(m.roomsTooOften);
  });
});

describe(`e-mailing the room link (${testDialect})`, () => {
  it('sends the invitation from the business through SMTP, with the link', async () => {
    const s = await salon();
    const room = await roomOf(s);
    const res = await s.client.post(`${R}/${room.roomId}/email`, {
      name: 'Julie Petit',
      email: 'julie.petit@example.fr',
      object: ROOM_MAIL_DEFAULT_OBJECT,
      message: `Bonjour Julie,\n\nVoici le lien : ${room.roomUrl}\n\n<b>À tout à l'heure</b>`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Message envoyé avec succès ! Merci Julie Petit.');
    await expect
      .poll(() => received.some((r) => r.to.includes('julie.petit@example.fr')), { timeout: 10_000 })
      .toBe(true);
    const raw = received.find((r) => r.to.includes('julie.petit@example.fr'))!.raw.replace(/=\r\n/g, '');
    expect(raw).toContain('Subject: =?UTF-8?Q?Rendez-vous_de_visioconf=C3=A9rence');
    expect(raw).toContain(tokenOf(room.roomUrl));
    // The professional's text is escaped in the HTML part: no markup of theirs is sent as markup.
    expect(raw).toContain('&lt;b&gt;');
  });

  it('requires the four fields and a real address, in French, and sends nothing', async () => {
    const s = await salon();
    const room = await roomOf(s);
    const res = await s.client.post(`${R}/${room.roomId}/email`, {
      name: '',
      email: 'julie@',
      object: '',
      message: ' ',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.fields).toMatchObject({
      name: m.nameRequired,
      email: m.emailInvalid,
      object: m.objectRequired,
      message: m.messageRequired,
    });
    const jobs = await t.database.db
      .selectFrom('jobs')
      .select('id')
      .where('refId', '=', roomMailRef(s.pro.id))
      .execute();
    expect(jobs).toHaveLength(0);
  });

  it('adds the link when the message lost it, and limits e-mails per hour', async () => {
    const s = await salon();
    const room = await roomOf(s);
    const input = { name: 'Marc', email: 'marc.link@example.fr', object: 'Visio', message: 'Bonjour Marc' };
    expect((await s.client.post(`${R}/${room.roomId}/email`, input)).statusCode).toBe(200);
    const job = await t.database.db
      .selectFrom('jobs')
      .select('payload')
      .where('refId', '=', roomMailRef(s.pro.id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(job.payload).message.text).toBe(`Bonjour Marc\n\n${room.roomUrl}`);
    expect(JSON.parse(job.payload).message.fromName).toBe(s.input.nomSociete);

    const now = new Date().toISOString();
    await t.database.db
      .insertInto('jobs')
      .values(
        Array.from({ length: ROOM_MAILS_PER_HOUR }, () => ({
          id: randomUUID(),
          kind: 'test.none',
          payload: '{}',
          runAt: '2099-01-01T00:00:00.000Z',
          refId: roomMailRef(s.pro.id),
          lastError: null,
          lockedUntil: null,
          createdAt: now,
        })),
      )
      .execute();
    const limited = await s.client.post(`${R}/${room.roomId}/email`, input);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(m.mailsTooOften);
  });
});
