import { randomUUID } from 'node:crypto';
import { videoMessages as m } from '@quickrdv/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/database.js';
import { connectLive, connectVisitor } from '../../test/live-socket.js';
import { createTestApp, testDialect, type TestApp } from '../../test/test-app.js';
import { TestClient } from '../../test/test-client.js';
import { proAddress, visitorAddress } from '../live/live-peers.js';
import { CALL_OFFERS_PER_VISITOR_PER_MINUTE } from './call-offer-limit.js';
import { turnCredential } from './ice-servers.js';
import { fakeSdp, neverReceived, openSalon } from '../../test/video-fixtures.js';

const TURN_SECRET = 'call-signal-test-turn-secret';
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp({
    JOBS_POLL_MS: '0',
    LIVE_OFFLINE_GRACE_MS: '0',
    ICE_STUN_URLS: 'stun:turn.example.fr:3478',
    TURN_URLS: 'turn:turn.example.fr:3478?transport=udp, turns:turn.example.fr:5349',
    TURN_SECRET,
  });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const salon = () => openSalon(t.app, t.database.db);
const callId = () => randomUUID().slice(0, 12);
const offer = (id: string, sdp = fakeSdp('offer')) => ({
  type: 'call.signal',
  callId: id,
  signal: 'offer',
  payload: { type: 'offer', sdp },
});

describe(`the visitor's video call signalling (${testDialect})`, () => {
  it("carries the visitor's offer to the salon and the answer back; the salon's other tabs stop ringing", async () => {
    const s = await salon();
    const tab1 = await connectLive(baseUrl, s.cookie);
    const tab2 = await connectLive(baseUrl, s.cookie);
    const visitorId = randomUUID();
    const visitor = await connectVisitor(baseUrl, s.slug, visitorId);
    const id = callId();

    visitor.send(offer(id));
    const rung = await tab1.next('call.signal', 3000, (f) => f.callId === id);
    expect(rung).toMatchObject({ visitorId, signal: 'offer', payload: { type: 'offer' } });
    await tab2.next('call.signal', 3000, (f) => f.callId === id);

    const answer = fakeSdp('answer');
    tab1.send({
      type: 'call.signal',
      callId: id,
      visitorId,
      signal: 'answer',
      payload: { type: 'answer', sdp: answer },
    });
    const answered = await visitor.next('call.signal', 3000, (f) => f.signal === 'answer');
    expect(answered).toEqual({
      type: 'call.signal',
      callId: id,
      signal: 'answer',
      payload: { type: 'answer', sdp: answer },
    });
    expect(await tab2.next('call.taken')).toEqual({
      type: 'call.taken',
      callId: id,
      visitorId,
      outcome: 'answered',
    });

    const candidate = {
      candidate: 'candidate:1 1 udp 2130706431 10.0.0.2 50000 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
    };
    visitor.send({ type: 'call.signal', callId: id, signal: 'ice-candidate', payload: candidate });
    expect((await tab1.next('call.signal', 3000, (f) => f.signal === 'ice-candidate')).payload).toEqual(
      candidate,
    );
    visitor.send({ type: 'call.signal', callId: id, signal: 'call-ended', payload: null });
    await tab2.next('call.signal', 3000, (f) => f.signal === 'call-ended' && f.visitorId === visitorId);
    for (const socket of [tab1, tab2, visitor]) socket.ws.close();
  });

  it('tells the visitor at once, in French, when the salon is offline, and rings nobody', async () => {
    const s = await salon();
    const visitor = await connectVisitor(baseUrl, s.slug, randomUUID());
    visitor.send({ ...offer(callId()), ref: 'call-1' });
    const refused = await visitor.next('live.error', 3000, (f) => f.ref === 'call-1');
    expect(refused).toMatchObject({ code: 'pro_offline', message: m.proOffline });
    visitor.ws.close();
  });

  it("relays the salon's refusal, and tells its other tabs the call is taken", async () => {
    const s = await salon();
    const tab1 = await connectLive(baseUrl, s.cookie);
    const tab2 = await connectLive(baseUrl, s.cookie);
    const visitorId = randomUUID();
    const visitor = await connectVisitor(baseUrl, s.slug, visitorId);
    const id = callId();
    visitor.send(offer(id));
    await tab1.next('call.signal', 3000, (f) => f.callId === id);
    tab1.send({ type: 'call.signal', callId: id, visitorId, signal: 'refused', payload: null });
    expect(await visitor.next('call.signal', 3000, (f) => f.signal === 'refused')).toMatchObject({
      callId: id,
    });
    expect(await tab2.next('call.taken')).toMatchObject({ callId: id, outcome: 'refused' });
    for (const socket of [tab1, tab2, visitor]) socket.ws.close();
  });

  it('lets a visitor reach no other visitor, and send none of the salon’s signals', async () => {
    const s = await salon();
    const pro = await connectLive(baseUrl, s.cookie);
    const aliceId = randomUUID();
    const bobId = randomUUID();
    const alice = await connectVisitor(baseUrl, s.slug, aliceId);
    const bob = await connectVisitor(baseUrl, s.slug, bobId);

    // Naming Bob changes nothing: the frame goes to the salon, as Alice's.
    const id = callId();
    alice.send({ ...offer(id), visitorId: bobId });
    expect((await pro.next('call.signal', 3000, (f) => f.callId === id)).visitorId).toBe(aliceId);

    // An answer or a refusal is the salon's to send.
    for (const signal of ['answer', 'refused'] as const) {
      const payload = signal === 'answer' ? { type: 'answer', sdp: fakeSdp('answer') } : null;
      alice.send({ type: 'call.signal', callId: id, visitorId: bobId, signal, payload, ref: signal });
      const error = await alice.next('live.error', 3000, (f) => f.ref === signal);
      expect(error).toMatchObject({ code: 'forbidden', message: m.signalNotAllowed });
    }
    const clean = await neverReceived(
      bob,
      () => t.app.live.send(visitorAddress(s.pro.id, bobId), { type: 'test.marker' }),
      'test.marker',
      (f) => f.type === 'call.signal',
    );
    expect(clean).toBe(true);
    for (const socket of [pro, alice, bob]) socket.ws.close();
  });

  it("lets a professional reach no other salon's visitor", async () => {
    const a = await salon();
    const b = await salon();
    const visitorId = randomUUID();
    const visitorOfA = await connectVisitor(baseUrl, a.slug, visitorId);
    const proB = await connectLive(baseUrl, b.cookie);
    proB.send({
      type: 'call.signal',
      callId: callId(),
      visitorId,
      signal: 'answer',
      payload: { type: 'answer', sdp: fakeSdp('answer') },
    });
    const clean = await neverReceived(
      visitorOfA,
      () => t.app.live.send(visitorAddress(a.pro.id, visitorId), { type: 'test.marker' }),
      'test.marker',
      (f) => f.type === 'call.signal',
    );
    expect(clean).toBe(true);
    visitorOfA.ws.close();
    proB.ws.close();
  });

  it('refuses malformed signals in French and forwards none of them', async () => {
    const s = await salon();
    const pro = await connectLive(baseUrl, s.cookie);
    const visitor = await connectVisitor(baseUrl, s.slug, randomUUID());
    const bad = [
      { ...offer('short'), ref: 'id' }, // call id too short
      { ...offer(callId()), signal: 'hello', ref: 'signal' },
      { ...offer(callId()), payload: { type: 'answer', sdp: 'v=0' }, ref: 'type' },
      { ...offer(callId()), payload: { type: 'offer', sdp: 'x'.repeat(61_000) }, ref: 'size' },
      { ...offer(callId()), payload: '<img src=x onerror=alert(1)>', ref: 'shape' },
      {
        type: 'call.signal',
        callId: callId(),
        signal: 'ice-candidate',
        payload: { candidate: 42 },
        ref: 'cand',
      },
    ];
    for (const frame of bad) {
      visitor.send(frame);
      const error = await visitor.next('live.error', 3000, (f) => f.ref === frame.ref);
      expect(error).toMatchObject({ code: 'invalid', message: m.invalidSignal });
    }
    const clean = await neverReceived(
      pro,
      () => t.app.live.send(proAddress(s.pro.id), { type: 'test.marker' }),
      'test.marker',
      (f) => f.type === 'call.signal',
    );
    expect(clean).toBe(true);
    pro.ws.close();
    visitor.ws.close();
  });
});

describe(`a visitor's calls (${testDialect})`, () => {
  it('are limited per minute, so nobody rings a salon over and over', async () => {
    const s = await salon();
    const pro = await connectLive(baseUrl, s.cookie);
    const visitor = await connectVisitor(baseUrl, s.slug, randomUUID());
    for (let i = 0; i < CALL_OFFERS_PER_VISITOR_PER_MINUTE; i++) {
      const id = callId();
      visitor.send(offer(id));
      await pro.next('call.signal', 3000, (f) => f.callId === id);
    }
    visitor.send({ ...offer(callId()), ref: 'one-too-many' });
    const limited = await visitor.next('live.error', 3000, (f) => f.ref === 'one-too-many');
    expect(limited).toMatchObject({ code: 'rate_limited', message: m.callsTooOften });
    pro.ws.close();
    visitor.ws.close();
  });
});

describe(`ICE servers (${testDialect})`, () => {
  it('gives the professional and the visitor STUN and a TURN credential coturn accepts', async () => {
    const s = await salon();
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/v1/video/ice-servers')).statusCode).toBe(401);
    for (const res of [
      await s.client.get('/api/v1/video/ice-servers'),
      await anonymous.get(`/api/v1/public/pros/${s.slug}/ice-servers`),
    ]) {
      expect(res.statusCode).toBe(200);
      const [stun, turn] = res.json().iceServers;
      expect(stun).toEqual({ urls: ['stun:turn.example.fr:3478'] });
      expect(turn.urls).toEqual(['turn:turn.example.fr:3478?transport=udp', 'turns:turn.example.fr:5349']);
      const expiry = Number(turn.username.split(':')[0]);
      expect(expiry - Date.now() / 1000).toBeGreaterThan(3500);
      expect(expiry - Date.now() / 1000).toBeLessThanOrEqual(3600);
      expect(turn.credential).toBe(turnCredential(TURN_SECRET, turn.username));
    }
    const unknown = await anonymous.get('/api/v1/public/pros/nobody-here-at-all/ice-servers');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Professionnel introuvable.');
  });
});

// Two instances share frames only through PostgreSQL.
if (testDialect === 'postgres') {
  describe('a call across two instances on one PostgreSQL database', () => {
    it('carries an offer past NOTIFY’s 8000 bytes whole from a visitor on one instance to the salon on another', async () => {
      const database = openDatabase(t.config.database);
      const b = await buildApp(t.config, database, false);
      const bUrl = await b.listen({ port: 0, host: '127.0.0.1' });
      try {
        const s = await salon();
        const pro = await connectLive(baseUrl, s.cookie);
        const visitorId = randomUUID();
        const visitor = await connectVisitor(bUrl, s.slug, visitorId);
        expect(visitor.messages[0]).toMatchObject({ proOnline: true });
        const sdp = fakeSdp('offer', 12_000);
        expect(Buffer.byteLength(JSON.stringify(offer('x', sdp)))).toBeGreaterThan(8000);
        const id = callId();
        visitor.send(offer(id, sdp));
        const rung = await pro.next('call.signal', 5000, (f) => f.callId === id);
        expect(rung.payload).toEqual({ type: 'offer', sdp });

        const answer = fakeSdp('answer', 9000);
        pro.send({
          type: 'call.signal',
          callId: id,
          visitorId,
          signal: 'answer',
          payload: { type: 'answer', sdp: answer },
        });
        expect((await visitor.next('call.signal', 5000, (f) => f.signal === 'answer')).payload.sdp).toBe(
          answer,
        );
        pro.ws.close();
        visitor.ws.close();
      } finally {
        await b.close();
        await database.close();
      }
    });
  });
}
