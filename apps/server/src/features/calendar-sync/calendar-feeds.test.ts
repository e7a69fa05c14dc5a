import { calendarSyncMessages as m, type CalendarSyncView, type FeedView } from '@quickrdv/core';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro, TestClient } from '../../test/test-client.js';
import { parisDay } from '../availabilities/calendar.fixtures.js';
import { addSlot, bookableSalon } from '../booking/booking.fixtures.js';
import { zonedTimeToUtc } from '@quickrdv/core';
import { addAppointment } from './calendar-sync.fixtures.js';

let t: TestApp;
let anon: TestClient;
beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '0' });
  anon = new TestClient(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
async function salon() {
  const p = await signedUpPro(t.app);
  return { ...p, ...(await bookableSalon(db(), p.pro.id)) };
}
type Salon = Awaited<ReturnType<typeof salon>>;

/** An appointment on a Paris day (offset from today) at a time, for `minutes`. */
const appointment = (s: Salon, staffId: string, at: [number, string, number], serviceIds: string[]) =>
  addAppointment(db(), {
    proId: s.pro.id,
    staffId,
    startsAt: zonedTimeToUtc(parisDay(at[0]), at[1], 'Europe/Paris'),
    minutes: at[2],
    serviceIds,
  });
const syncOf = async (s: Salon) => {
  const res = await s.client.get('/api/v1/calendar-sync');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CalendarSyncView>();
};
const feedOf = async (s: Salon, scope: string) => (await syncOf(s)).feeds.find((f) => f.scope === scope)!;
const pathOf = (feed: FeedView) => feed.url.replace(t.config.publicUrl, '');
const events = (text: string) =>
  new ICAL.Component(ICAL.parse(text) as unknown[]).getAllSubcomponents('vevent').map((c) => ({
    uid: String(c.getFirstPropertyValue('uid')),
    summary: String(c.getFirstPropertyValue('summary')),
    description: String(c.getFirstPropertyValue('description') ?? ''),
    status: String(c.getFirstPropertyValue('status')),
    start: (c.getFirstPropertyValue('dtstart') as InstanceType<typeof ICAL.Time>).toJSDate().toISOString(),
  }));
const readFeed = async (feed: FeedView) => {
  const res = await anon.get(pathOf(feed));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/calendar');
  return { res, events: events(res.body) };
};

describe('calendar subscription feeds', () => {
  it('lists the salon feed and one per staff member, with webcal links; anonymous callers get 401', async () => {
    const s = await salon();
    const { feeds } = await syncOf(s);
    expect(feeds.map((f) => f.label)).toEqual(['Tout le salon', 'Anna Roux', 'Marc Petit']);
    for (const f of feeds) {
      expect(f.url).toMatch(
        /^http:\/\/localhost:3000\/api\/v1\/public\/calendar-feeds\/[A-Za-z0-9_-]{44}\.ics$/,
      );
      expect(f.webcalUrl).toBe(f.url.replace('http://', 'webcal://'));
    }
    // The same URLs when the dialog is opened again.
    expect((await syncOf(s)).feeds.map((f) => f.url)).toEqual(feeds.map((f) => f.url));
    expect((await anon.get('/api/v1/calendar-sync')).statusCode).toBe(401);
  });

  it('lists own appointments at their instants, only services unless the owner shows the client', async () => {
    const s = await salon();
    const at = zonedTimeToUtc(parisDay(3), '10:00', 'Europe/Paris');
    const id = await appointment(s, s.anna, [3, '10:00', 30], [s.cut]);
    await appointment(s, s.marc, [4, '11:00', 30], [s.beard]);
    const all = await feedOf(s, 'all');
    const first = (await readFeed(all)).events;
    expect(first).toHaveLength(2);
    expect(first[0]).toMatchObject({
      uid: `${id}@quickrdv`,
      summary: 'Coupe (Anna)',
      start: at.toISOString(),
    });
    expect(JSON.stringify(first)).not.toContain('Durand');
    expect(JSON.stringify(first)).not.toContain('06 12');

    const patched = await s.client.request({
      method: 'PATCH',
      url: `/api/v1/calendar-sync/feeds/all`,
      payload: { showClient: true, includeAvailabilities: false },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const shown = (await readFeed(all)).events;
    expect(shown[0]).toMatchObject({
      summary: 'Sophie Durand – Coupe (Anna)',
      description: 'Tél. 06 12 34 56 78',
    });

    // Anna's own feed: her appointment only.
    const anna = (await readFeed(await feedOf(s, s.anna))).events;
    expect(anna.map((e) => e.uid)).toEqual([`${id}@quickrdv`]);
    expect(anna[0]!.summary).toBe('Coupe');
  });

  it('keeps a deleted appointment as CANCELLED under the same UID', async () => {
    const s = await salon();
    const feed = await feedOf(s, 'all'); // the feed exists before the deletion
    const id = await appointment(s, s.anna, [5, '15:00', 45], [s.color]);
    expect((await readFeed(feed)).events[0]!.status).toBe('CONFIRMED');
    const deleted = await s.client.delete(`/api/v1/appointments/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const after = (await readFeed(feed)).events;
    expect(after).toEqual([
      expect.objectContaining({ uid: `${id}@quickrdv`, status: 'CANCELLED', summary: m.feedCancelled }),
    ]);
  });

  it('answers 304 to If-None-Match while nothing changed, 200 once something did', async () => {
    const s = await salon();
    const feed = await feedOf(s, 'all');
    const { res } = await readFeed(feed);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(res.headers['cache-control']).toContain('max-age');
    const again = await anon.request({
      method: 'GET',
      url: pathOf(feed),
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await addSlot(db(), s.pro.id, { day: parisDay(2), time: '09:00', staffId: s.anna });
    await s.client.request({
      method: 'PATCH',
      url: '/api/v1/calendar-sync/feeds/all',
      payload: { showClient: false, includeAvailabilities: true },
    });
    const changed = await anon.request({
      method: 'GET',
      url: pathOf(feed),
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(events(changed.body).map((e) => e.summary)).toEqual(['Disponible (Anna)']);
  });

  it('regenerating kills the old URL; forged and unknown tokens are 404', async () => {
    const s = await salon();
    const old = await feedOf(s, 'all');
    const res = await s.client.post('/api/v1/calendar-sync/feeds/all/regenerate');
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json<FeedView>();
    expect(fresh.url).not.toBe(old.url);
    expect((await anon.get(pathOf(old))).statusCode).toBe(404);
    expect((await anon.get(pathOf(fresh))).statusCode).toBe(200);
    // The stored half with another MAC, and garbage.
    const token = pathOf(fresh).split('/').pop()!.replace('.ics', '');
    const forged = `${token.slice(0, 22)}${'A'.repeat(22)}`;
    expect((await anon.get(`/api/v1/public/calendar-feeds/${forged}.ics`)).statusCode).toBe(404);
    expect((await anon.get('/api/v1/public/calendar-feeds/nope.ics')).statusCode).toBe(404);
  });

  it("refuses another professional's feed scopes (404) and never lists their appointments", async () => {
    const a = await salon();
    const b = await salon();
    await appointment(a, a.anna, [3, '10:00', 30], [a.cut]);
    const options = { showClient: true, includeAvailabilities: true };
    const patch = await b.client.request({
      method: 'PATCH',
      url: `/api/v1/calendar-sync/feeds/${a.anna}`,
      payload: options,
    });
    expect(patch.statusCode).toBe(404);
    expect((await b.client.post(`/api/v1/calendar-sync/feeds/${a.anna}/regenerate`)).statusCode).toBe(404);
    expect((await readFeed(await feedOf(b, 'all'))).events).toEqual([]);
    expect((await readFeed(await feedOf(a, 'all'))).events).toHaveLength(1);
  });

  it('deletes a professional with feeds and appointments cleanly: no cancellation is kept for them', async () => {
    const s = await salon();
    await feedOf(s, 'all');
    await appointment(s, s.anna, [3, '10:00', 30], [s.cut]);
    await db().deleteFrom('pros').where('id', '=', s.pro.id).execute();
    const left = await db()
      .selectFrom('calendarFeedCancellations')
      .select('appointmentId')
      .where('proId', '=', s.pro.id)
      .execute();
    expect(left).toEqual([]);
    expect(
      await db().selectFrom('calendarFeeds').select('id').where('proId', '=', s.pro.id).execute(),
    ).toEqual([]);
  });

  it('limits reads of one address from one client to 30 a minute (429 beyond)', async () => {
    const s = await salon();
    const feed = await feedOf(s, 'all');
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await anon.get(pathOf(feed))).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
    // Another salon's address from the same client is counted apart.
    expect((await anon.get(pathOf(await feedOf(await salon(), 'all')))).statusCode).toBe(200);
  });
});
