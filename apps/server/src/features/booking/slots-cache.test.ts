import { gunzipSync } from 'node:zlib';
import { slotSearchReplySchema } from '@quickrdv/core';
import { describe, expect, it, vi } from 'vitest';
import { signedUpPro } from '../../test/test-client.js';
import { parisDay } from '../availabilities/calendar.fixtures.js';
import { addSlot, bookableSalon, bookingBody } from './booking.fixtures.js';
import { bookingTestApp } from '../../test/booking-test-app.js';
import { SlotsCache, acceptsGzip, encodeReply, etagMatches } from './slots-cache.js';

const ctx = bookingTestApp();

const db = ctx.db;
const day = parisDay(9);

/** A salon with Anna's 09:00 and 09:30 slots, and a way to read its public slots of that day. */
async function salon(nomSociete: string) {
  const p = await signedUpPro(ctx.t.app, { nomSociete });
  const s = await bookableSalon(db(), p.pro.id);
  const first = await addSlot(db(), p.pro.id, { day, time: '09:00', staffId: s.anna });
  await addSlot(db(), p.pro.id, { day, time: '09:30', staffId: s.anna });
  const url = `/api/v1/public/pros/${s.slug}/slots?from=${day}&days=1`;
  const read = async () => {
    const res = await ctx.anon.get(url);
    expect(res.statusCode, res.body).toBe(200);
    const reply = slotSearchReplySchema.strict().parse(res.json());
    const slots = reply.days.flatMap((d) => d.slots.map((x) => ({ ...x, services: reply.offers[x.offer]! })));
    return { etag: String(res.headers.etag), reply, slots, starts: slots.map((x) => x.start) };
  };
  return { ...p, ...s, first, url, read };
}

describe('cached /slots replies', () => {
  it('answers a repeated request with 304 while its ETag still matches', async () => {
    const s = await salon('Salon Etag');
    const first = await ctx.anon.get(s.url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await ifNoneMatch(s.url, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await ifNoneMatch(s.url, '"autre"')).statusCode).toBe(200);
    // Browsers get it gzipped, with the same (weak) ETag.
    const gz = await ctx.t.app.inject({
      method: 'GET',
      url: s.url,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).toBe(etag);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(first.body);
    expect(first.headers['content-encoding']).toBeUndefined();
    // Another query is another reply.
    const week = await ctx.anon.get(`/api/v1/public/pros/${s.slug}/slots?from=${day}&days=7`);
    expect(week.statusCode).toBe(200);
    expect((await ifNoneMatch(s.url, etag)).statusCode).toBe(304);
  });

  it('sends the pre-encoded reply each client accepts, all decoding to the same JSON', async () => {
    const s = await salon('Salon Encodé');
    const get = (headers: Record<string, string>) => ctx.t.app.inject({ method: 'GET', url: s.url, headers });
    // No Accept-Encoding (curl, a server-side caller): identity.
    const plain = await get({});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
    expect(slotSearchReplySchema.strict().parse(plain.json()).days[0]!.slots).toHaveLength(2);
    for (const accept of ['gzip, deflate, br', 'br;q=1, gzip;q=0.5', '*']) {
      const gz = await get({ 'accept-encoding': accept });
      expect(gz.headers['content-encoding'], accept).toBe('gzip');
      expect(gz.headers.vary).toBe('accept-encoding');
      expect(gz.headers.etag).toBe(plain.headers.etag);
      expect(Number(gz.headers['content-length'])).toBe(gz.rawPayload.length);
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    }
    for (const accept of ['identity', 'br, deflate', 'gzip;q=0']) {
      const id = await get({ 'accept-encoding': accept });
      expect(id.headers['content-encoding'], accept).toBeUndefined();
      expect(id.body).toBe(plain.body);
    }
    // The ETag stays until something changes, and a 304 keeps Vary (caches key on it).
    const again = await get({ 'accept-encoding': 'gzip', 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers.vary).toBe('accept-encoding');
    expect(again.headers['content-encoding']).toBeUndefined();
    // A booking drops the encoded forms with the entry: the gzip form shows the new state too.
    const booked = await ctx.anon.post(
      `/api/v1/public/pros/${s.slug}/bookings`,
      bookingBody(s.first, [s.cut]),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const after = await get({ 'accept-encoding': 'gzip' });
    expect(after.headers.etag).not.toBe(plain.headers.etag);
    const decoded = slotSearchReplySchema.strict().parse(JSON.parse(gunzipSync(after.rawPayload).toString()));
    expect(decoded.days[0]!.slots.map((x) => x.start)).toEqual(['09:30']);
    expect(after.headers.etag).toBe((await get({})).headers.etag);
  });

  it('shows a visitor’s booking at once, and the old ETag no longer matches', async () => {
    const s = await salon('Salon Réservé');
    const before = await s.read();
    expect(before.starts).toEqual(['09:00', '09:30']);
    const booked = await ctx.anon.post(
      `/api/v1/public/pros/${s.slug}/bookings`,
      bookingBody(s.first, [s.cut]),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const after = await s.read();
    expect(after.starts).toEqual(['09:30']);
    expect(after.etag).not.toBe(before.etag);
    expect((await ifNoneMatch(s.url, before.etag)).statusCode).toBe(200);
    // The visitor cancels: the slot is back at once too.
    const cancelled = await ctx.anon.delete(`/api/v1/public/bookings/${booked.json().booking.token}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await s.read()).starts).toEqual(['09:00', '09:30']);
  });

  it('shows the professional’s availability and service changes at once', async () => {
    const s = await salon('Salon Modifié');
    expect((await s.read()).starts).toEqual(['09:00', '09:30']);
    const added = await s.client.post('/api/v1/availabilities', {
      day,
      start: '15:00',
      end: '15:30',
      staffIds: [s.anna],
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await s.read()).starts).toEqual(['09:00', '09:30', '15:00']);
    const hidden = await s.client.request({
      method: 'PATCH',
      url: `/api/v1/services/${s.color}`,
      payload: { visible: false },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const r = await s.read();
    expect(r.slots.every((x) => !x.services.includes(s.color))).toBe(true);
    expect(r.slots[0]!.services).toContain(s.cut);
  });

  it('drops a professional’s replies when the live bus reports a change from any instance', async () => {
    const s = await salon('Salon Bus');
    const other = await salon('Salon Voisin');
    await s.read();
    await other.read();
    const keys = () => [...cacheKeys()].map((k) => k.split('|')[0]);
    expect(keys()).toEqual(expect.arrayContaining([s.slug, other.slug]));
    // Another instance's write reaches this one through the bus only (PostgreSQL: LISTEN/NOTIFY).
    await ctx.t.app.live.publish(s.pro.id, { type: 'appointments.changed', at: new Date().toISOString() });
    await vi.waitFor(() => expect(keys()).not.toContain(s.slug));
    expect(keys()).toContain(other.slug);
  });
});

const cacheKeys = () => ctx.t.app.slotsCache.keys();
const ifNoneMatch = (url: string, etag: string) =>
  ctx.anon.request({ method: 'GET', url, headers: { 'if-none-match': etag } });

describe('SlotsCache', () => {
  const body = (n: number) => `{"n":${n}}`;
  const enc = (n: number) => encodeReply(body(n));

  it('keeps the most recently used entries within its bound', async () => {
    const c = new SlotsCache({ ttlMs: 1000, maxEntries: 2 });
    c.set('a', 'p1', await enc(1), c.epoch);
    c.set('b', 'p1', await enc(2), c.epoch);
    expect(c.get('a')?.identity.toString()).toBe(body(1));
    c.set('c', 'p2', await enc(3), c.epoch);
    expect(c.size).toBe(2);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')?.identity.toString()).toBe(body(1));
    expect(c.get('c')?.identity.toString()).toBe(body(3));
  });

  it('expires entries after their time to live', async () => {
    let now = 0;
    const c = new SlotsCache({ ttlMs: 30_000, maxEntries: 10, now: () => now });
    c.set('a', 'p1', await enc(1), c.epoch);
    now = 29_999;
    expect(c.get('a')).toBeDefined();
    now = 30_000;
    expect(c.get('a')).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('drops one professional’s entries and refuses a reply computed across an invalidation', async () => {
    const c = new SlotsCache({ ttlMs: 1000, maxEntries: 10 });
    c.set('a', 'p1', await enc(1), c.epoch);
    c.set('b', 'p2', await enc(2), c.epoch);
    const epoch = c.epoch;
    c.invalidate('p1');
    expect(c.get('a')).toBeUndefined();
    expect(c.get('b')).toBeDefined();
    const late = c.set('a', 'p1', await enc(3), epoch);
    expect(late.etag).toMatch(/^W\/".+"$/);
    expect(c.get('a')).toBeUndefined();
  });

  it('gives the same ETag to the same body and matches If-None-Match lists', async () => {
    const e1 = (await enc(1)).etag;
    expect((await enc(1)).etag).toBe(e1);
    expect((await enc(2)).etag).not.toBe(e1);
    expect(etagMatches(`"x", ${e1}`, e1)).toBe(true);
    expect(etagMatches(e1.slice(2), e1)).toBe(true);
    expect(etagMatches('*', e1)).toBe(true);
    expect(etagMatches('"x"', e1)).toBe(false);
    expect(etagMatches(undefined, e1)).toBe(false);
  });

  it('encodes a reply once: its gzip form decodes to the same JSON', async () => {
    const json = JSON.stringify({ days: Array.from({ length: 200 }, (_, i) => ({ day: i, slots: [] })) });
    const e = await encodeReply(json);
    expect(e.identity.toString()).toBe(json);
    expect(gunzipSync(e.gzip).toString()).toBe(json);
    expect(e.gzip.length).toBeLessThan(e.identity.length);
  });

  it('computes a missed key once for concurrent requests, and again after an invalidation', async () => {
    const c = new SlotsCache({ ttlMs: 1000, maxEntries: 10 });
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const compute = async () => {
      calls++;
      await gate;
      return { proId: 'p1', json: body(calls) };
    };
    const first = [c.load('a', compute), c.load('a', compute), c.load('a', compute)];
    release();
    const replies = await Promise.all(first);
    expect(calls).toBe(1);
    expect(new Set(replies.map((r) => r.identity.toString()))).toEqual(new Set([body(1)]));
    expect((await c.load('a', compute)).identity.toString()).toBe(body(1));
    expect(calls).toBe(1);
    // A change while a fill is under way: later requests do not get the reply computed before it.
    c.invalidate('p1');
    let release2!: () => void;
    const gate2 = new Promise<void>((r) => (release2 = r));
    const slow = c.load('a', async () => {
      await gate2;
      return { proId: 'p1', json: body(10) };
    });
    c.invalidate('p1');
    const after = c.load('a', async () => ({ proId: 'p1', json: body(11) }));
    release2();
    expect((await slow).identity.toString()).toBe(body(10));
    expect((await after).identity.toString()).toBe(body(11));
    expect(c.get('a')?.identity.toString()).toBe(body(11));
  });

  it('sends gzip only to clients that accept it', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe(true);
    expect(acceptsGzip(['deflate', 'GZIP'])).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('*;q=0')).toBe(false);
  });

  it('gives the same answers once the remembered values start over', () => {
    // Hundreds of distinct values (any client may send any): the memory is cleared, never wrong.
    for (let i = 0; i < 300; i++) expect(acceptsGzip(`br;q=0.${i % 10}, x-${i}`)).toBe(false);
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
  });
});
