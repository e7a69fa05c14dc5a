import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/database.js';
import { connectLive, connectVisitor, openLive } from '../../test/live-socket.js';
import { createTestApp, testDialect, type TestApp } from '../../test/test-app.js';
import { publicSalon } from '../../test/public-salon.js';
import type { InboundFrame, LivePeer } from './live-peers.js';
import { visitorAddress, visitorsOfAddress } from './live-peers.js';
import { sendFrame } from './live-send.js';

let t: TestApp;
let baseUrl: string;
/** What the test handler saw: each 'test.echo' frame with its peer. */
const seen: { peer: LivePeer; frame: InboundFrame }[] = [];

beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '0', LIVE_OFFLINE_GRACE_MS: '50' });
  t.app.liveFrames.on('test.echo', (peer, frame, socket) => {
    seen.push({ peer, frame });
    sendFrame(socket, { type: 'test.echoed', ref: frame.ref });
  });
  t.app.liveFrames.on('test.fail', () => {
    throw new Error('handler bug');
  });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const salon = () => publicSalon(t.app, t.database.db);
const cookieOf = (client: { cookie: string | null }) => ({ cookie: client.cookie! });
const closed = (ws: WebSocket) => new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

describe('GET /api/v1/public/pros/:slug/live', () => {
  it('refuses a malformed visitor id and an unknown salon', async () => {
    const s = await salon();
    await expect(connectVisitor(baseUrl, s.slug, 'not-a-uuid')).rejects.toMatchObject({ status: 400 });
    await expect(connectVisitor(baseUrl, 'nobody-here', randomUUID())).rejects.toMatchObject({ status: 404 });
  });

  it('tells the visitor whether the salon is online, and when that changes', async () => {
    const s = await salon();
    const visitor = await connectVisitor(baseUrl, s.slug, randomUUID());
    expect(visitor.messages[0]).toMatchObject({ type: 'live.ready', proOnline: false });

    const pro = await connectLive(baseUrl, cookieOf(s.client));
    await visitor.next('pro.presence', 3000, (f) => f.online === true);
    const late = await connectVisitor(baseUrl, s.slug, randomUUID());
    expect(late.messages[0]).toMatchObject({ type: 'live.ready', proOnline: true });

    pro.ws.close();
    await visitor.next('pro.presence', 3000, (f) => f.online === false);
    visitor.ws.close();
    late.ws.close();
  });

  it('hands frames to the feature that handles them, with who sent them', async () => {
    const s = await salon();
    const visitorId = randomUUID();
    const visitor = await connectVisitor(baseUrl, s.slug, visitorId);
    visitor.send({ type: 'test.echo', ref: 'v1' });
    await visitor.next('test.echoed', 3000, (f) => f.ref === 'v1');
    expect(seen.at(-1)!.peer).toEqual({ kind: 'visitor', proId: s.pro.id, visitorId });

    const pro = await connectLive(baseUrl, cookieOf(s.client));
    pro.send({ type: 'test.echo', ref: 'p1' });
    await pro.next('test.echoed', 3000, (f) => f.ref === 'p1');
    expect(seen.at(-1)!.peer).toMatchObject({ kind: 'pro', proId: s.pro.id });

    // Unknown types, non-JSON and a failing handler are answered, and the socket lives on.
    visitor.send({ type: 'nobody.handles', ref: 'x' });
    await visitor.next('live.error', 3000, (f) => f.code === 'invalid' && f.ref === 'x');
    visitor.ws.send('{not json');
    await visitor.next('live.error', 3000, (f) => f.code === 'invalid' && f.ref === undefined);
    visitor.send({ type: 'test.fail', ref: 'f' });
    const failure = await visitor.next('live.error', 3000, (f) => f.code === 'internal');
    expect(failure.message).toBe('Une erreur est survenue, veuillez réessayer.');
    visitor.send({ type: 'test.echo', ref: 'v2' });
    await visitor.next('test.echoed', 3000, (f) => f.ref === 'v2');
    visitor.ws.close();
    pro.ws.close();
  });

  it('limits how many frames a socket sends, and closes one that sends too big a frame', async () => {
    const s = await salon();
    const visitor = await connectVisitor(baseUrl, s.slug, randomUUID());
    for (let i = 0; i < 80; i++) visitor.send({ type: 'test.echo', ref: `burst-${i}` });
    const limited = await visitor.next('live.error', 3000, (f) => f.code === 'rate_limited');
    expect(limited.message).toBe('Trop de messages, patientez un instant.');
    const echoed = () => visitor.messages.filter((m) => m.type === 'test.echoed').length;
    await expect.poll(echoed).toBeGreaterThanOrEqual(60);
    expect(echoed()).toBeLessThan(80);

    const big = await connectVisitor(baseUrl, s.slug, randomUUID());
    const code = closed(big.ws);
    big.send({ type: 'test.echo', ref: 'x'.repeat(70 * 1024) });
    expect(await code).toBe(1009);
    visitor.ws.close();
  });

  it("delivers a frame to that visitor only, and the salon's presence to all of its visitors", async () => {
    const s = await salon();
    const other = await salon();
    const aliceId = randomUUID();
    const alice = await connectVisitor(baseUrl, s.slug, aliceId);
    const bob = await connectVisitor(baseUrl, s.slug, randomUUID());
    // The same visitor id at another salon is another thread.
    const aliceElsewhere = await connectVisitor(baseUrl, other.slug, aliceId);

    await t.app.live.send(visitorAddress(s.pro.id, aliceId), { type: 'test.private', n: 1 });
    await alice.next('test.private');
    await t.app.live.send(visitorsOfAddress(s.pro.id), { type: 'test.all', n: 2 });
    await alice.next('test.all');
    await bob.next('test.all');
    await new Promise((r) => setTimeout(r, 150));
    expect(bob.messages.some((m) => m.type === 'test.private')).toBe(false);
    expect(aliceElsewhere.messages.map((m) => m.type)).toEqual(['live.ready']);
    for (const socket of [alice, bob, aliceElsewhere]) socket.ws.close();
  });

  it('caps the sockets one address holds open', async () => {
    const s = await salon();
    const url = `${baseUrl.replace(/^http/, 'ws')}/api/v1/public/pros/${s.slug}/live?visitor=`;
    const open = await Promise.all(Array.from({ length: 20 }, () => openLive(url + randomUUID(), {})));
    await expect(openLive(url + randomUUID(), {})).rejects.toMatchObject({ status: 429 });
    for (const socket of open) socket.ws.close();
  });
});

// Frames and presence cross instances only through PostgreSQL: this needs the PostgreSQL run.
if (testDialect === 'postgres') {
  describe('two instances on one PostgreSQL database', () => {
    it('carries a frame too large for one NOTIFY whole, and the presence of a salon online elsewhere', async () => {
      const database = openDatabase(t.config.database);
      const b = await buildApp(t.config, database, false);
      const bUrl = await b.listen({ port: 0, host: '127.0.0.1' });
      try {
        const s = await salon();
        const pro = await connectLive(baseUrl, cookieOf(s.client));
        const visitorId = randomUUID();
        const onB = await connectVisitor(bUrl, s.slug, visitorId);
        expect(onB.messages[0]).toMatchObject({ type: 'live.ready', proOnline: true });

        // An SDP-like text with accents and quotes, well past 8000 bytes.
        const sdp = Array.from(
          { length: 400 },
          (_, i) => `a=candidate:${i} 1 udp "é" 2130706431 ${i}\r\n`,
        ).join('');
        expect(Buffer.byteLength(sdp)).toBeGreaterThan(16_000);
        await t.app.live.send(visitorAddress(s.pro.id, visitorId), { type: 'test.offer', sdp });
        const got = await onB.next('test.offer');
        expect(got.sdp).toBe(sdp);

        pro.ws.close();
        await onB.next('pro.presence', 5000, (f) => f.online === false);
        onB.ws.close();
      } finally {
        await b.close();
        await database.close();
      }
    });
  });
}
