import {
  calendarSyncMessages as m,
  type BusyTimeDto,
  type ImportView,
  type SlotSearchReply,
} from '@quickrdv/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro, TestClient } from '../../test/test-client.js';
import { parisDay } from '../availabilities/calendar.fixtures.js';
import { addSlot, bookableSalon, bookingBody, publicSlotId } from '../booking/booking.fixtures.js';
import { icsCalendar, icsServer, weeklySeries } from './calendar-sync.fixtures.js';
import { purgeFinishedRefreshJobs } from './refresh-job.js';

let t: TestApp;
let anon: TestClient;
let server: Awaited<ReturnType<typeof icsServer>>;
beforeAll(async () => {
  // The test server listens on 127.0.0.1: this app may fetch from it (test-only flag).
  t = await createTestApp({
    JOBS_POLL_MS: '0',
    BOOKING_RATE_LIMIT_PER_IP: '1000',
    CALENDAR_IMPORT_ALLOW_PRIVATE_HOSTS: 'true',
    CALENDAR_IMPORT_REFRESH_MINUTES: '30',
  });
  anon = new TestClient(t.app);
  server = await icsServer();
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const db = () => t.database.db;
async function salon() {
  const p = await signedUpPro(t.app);
  return { ...p, ...(await bookableSalon(db(), p.pro.id, { noticeHours: 0 })) };
}
type Salon = Awaited<ReturnType<typeof salon>>;

const slotTimes = async (s: Salon, from: string) => {
  const res = await anon.get(`/api/v1/public/pros/${s.slug}/slots?from=${from}&days=28`);
  expect(res.statusCode, res.body).toBe(200);
  const reply = res.json<SlotSearchReply>();
  const who = (id: string | null) => reply.staff.find((x) => x.id === id)?.prenom ?? '';
  return reply.days.flatMap((d) => d.slots.map((x) => `${d.day} ${x.start} ${who(x.staffId)}`));
};
const busyOf = async (s: Salon, from: string, to: string) => {
  const res = await s.client.get(`/api/v1/calendar-sync/busy?from=${from}&to=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ busy: BusyTimeDto[] }>().busy;
};
const importUrl = (s: Salon, url: string, staffId = s.anna) =>
  s.client.post('/api/v1/calendar-sync/imports/url', { staffId, url });
const importFile = (s: Salon, body: string | Buffer, staffId = s.anna, type = 'text/calendar') =>
  s.client.request({
    method: 'POST',
    url: `/api/v1/calendar-sync/imports/file?staffId=${staffId}&name=perso.ics`,
    headers: { 'content-type': type },
    payload: body,
  });

/** Anna's 10:00 slots on the series' four Wednesdays, the moved instance's 12:00, and Marc's 10:00. */
async function seriesSalon() {
  const s = await salon();
  const day = parisDay(8);
  const days = [0, 7, 14, 21].map((n) => parisDay(8 + n));
  for (const d of days) {
    await addSlot(db(), s.pro.id, { day: d, time: '10:00', staffId: s.anna });
    await addSlot(db(), s.pro.id, { day: d, time: '12:00', staffId: s.anna });
    await addSlot(db(), s.pro.id, { day: d, time: '10:00', staffId: s.marc });
  }
  return { s, day, days };
}

describe('calendar import from a web address', () => {
  it('imports a recurring event with exceptions: those times leave the public slots and cannot be booked', async () => {
    const { s, day, days } = await seriesSalon();
    server.state.body = icsCalendar(weeklySeries({ day, time: '10:00', minutes: 60 }));
    const before = await slotTimes(s, day);
    expect(before).toHaveLength(12);

    const res = await importUrl(
      s,
      server.url().replace('http://', 'webcal://').replace('webcal://', 'http://'),
    );
    expect(res.statusCode, res.body).toBe(201);
    const view = res.json<ImportView>();
    expect(view).toMatchObject({ name: 'Agenda perso', eventCount: 3, staffId: s.anna, lastError: null });

    // Anna's weeks 1 and 4 at 10:00 busy; week 2 excluded (free); week 3 moved to 12:00. Marc is not concerned.
    const after = await slotTimes(s, day);
    expect(before.filter((x) => !after.includes(x))).toEqual([
      `${days[0]} 10:00 Anna`,
      `${days[2]} 12:00 Anna`,
      `${days[3]} 10:00 Anna`,
    ]);
    expect(after).toContain(`${days[1]} 10:00 Anna`);
    expect(after).toContain(`${days[2]} 10:00 Anna`);
    expect(after).toContain(`${days[0]} 10:00 Marc`);

    const busy = await busyOf(s, days[0]!, days[3]!);
    expect(busy.map((b) => [b.day, b.start, b.end, b.source])).toEqual([
      [days[0], '10:00', '11:00', 'Agenda perso'],
      [days[2], '12:00', '13:00', 'Agenda perso'],
      [days[3], '10:00', '11:00', 'Agenda perso'],
    ]);
  });

  it('refuses a booking of a busy slot with a clear French message, and lets the excluded week be booked', async () => {
    const { s, day, days } = await seriesSalon();
    server.state.body = icsCalendar(weeklySeries({ day, time: '10:00', minutes: 60 }));
    expect((await importUrl(s, server.url())).statusCode).toBe(201);
    const busySlot = await db()
      .selectFrom('availabilities')
      .select('id')
      .where('proId', '=', s.pro.id)
      .where('staffId', '=', s.anna)
      .orderBy('startsAt')
      .executeTakeFirstOrThrow();
    const refused = await anon.post(
      `/api/v1/public/pros/${s.slug}/bookings`,
      bookingBody(await publicSlotId(db(), s.pro.id, busySlot.id), [s.cut]),
    );
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ message: m.slotBusy });
    const appointments = await db()
      .selectFrom('appointments')
      .select('id')
      .where('proId', '=', s.pro.id)
      .execute();
    expect(appointments).toEqual([]);
    // The excluded week is free.
    const free = await db()
      .selectFrom('availabilities')
      .select('id')
      .where('proId', '=', s.pro.id)
      .where('staffId', '=', s.anna)
      .where('startsAt', '>', new Date(Date.parse(`${days[1]}T00:00:00Z`)).toISOString())
      .orderBy('startsAt')
      .executeTakeFirstOrThrow();
    const ok = await anon.post(
      `/api/v1/public/pros/${s.slug}/bookings`,
      bookingBody(await publicSlotId(db(), s.pro.id, free.id), [s.cut]),
    );
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('refreshes the address by the durable job, and unsubscribing removes the events and the next refreshes', async () => {
    const { s, day, days } = await seriesSalon();
    server.state.body = icsCalendar(weeklySeries({ day, time: '10:00', minutes: 60, uid: 'refresh' }));
    const view = (await importUrl(s, server.url())).json<ImportView>();
    expect((await busyOf(s, days[0]!, days[3]!)).length).toBe(3);
    expect(await slotTimes(s, day)).not.toContain(`${days[2]} 12:00 Anna`);

    // The calendar changes at its source: one event on week 2 at 12:00 only.
    const local = `${days[1]!.replace(/-/g, '')}T120000`;
    server.state.body = icsCalendar([
      `BEGIN:VEVENT\r\nUID:one\r\nDTSTART;TZID=Europe/Paris:${local}\r\nDURATION:PT1H\r\nSUMMARY:Dentiste\r\nEND:VEVENT`,
    ]);
    const hits = server.state.hits;
    const ran = await t.app.jobs.runOnce(new Date(Date.now() + 31 * 60_000));
    expect(ran).toBeGreaterThanOrEqual(1);
    expect(server.state.hits).toBeGreaterThan(hits); // every import of this file refreshes from the same server
    const busy = await busyOf(s, days[0]!, days[3]!);
    expect(busy.map((b) => [b.day, b.start, b.summary])).toEqual([[days[1], '12:00', 'Dentiste']]);
    // The slot cache was dropped: the freed times are offered again, the new one is not.
    const slots = await slotTimes(s, day);
    expect(slots).toContain(`${days[0]} 10:00 Anna`);
    expect(slots).toContain(`${days[2]} 12:00 Anna`);
    expect(slots).not.toContain(`${days[1]} 12:00 Anna`);
    const next = await db()
      .selectFrom('jobs')
      .select(['status', 'runAt'])
      .where('refId', '=', `calendar-import:${view.id}`)
      .where('status', '=', 'pending')
      .execute();
    expect(next).toHaveLength(1);
    // Maintenance deletes finished refreshes a day old, never the planned one.
    await purgeFinishedRefreshJobs(db(), new Date(Date.now() + 2 * 86_400_000).toISOString());
    const left = await db()
      .selectFrom('jobs')
      .select('status')
      .where('refId', '=', `calendar-import:${view.id}`)
      .execute();
    expect(left).toEqual([{ status: 'pending' }]);

    const removed = await s.client.delete(`/api/v1/calendar-sync/imports/${view.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await busyOf(s, days[0]!, days[3]!)).toEqual([]);
    expect(await slotTimes(s, day)).toContain(`${days[1]} 12:00 Anna`);
    const pending = await db()
      .selectFrom('jobs')
      .select('id')
      .where('refId', '=', `calendar-import:${view.id}`)
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toEqual([]);
    expect((await s.client.get('/api/v1/calendar-sync')).json().imports).toEqual([]);
  });

  it('keeps the previous events and records the reason when a refresh fails', async () => {
    const { s, day, days } = await seriesSalon();
    server.state.body = icsCalendar(weeklySeries({ day, time: '10:00', minutes: 60 }));
    const view = (await importUrl(s, server.url())).json<ImportView>();
    server.state.body = 'pas un calendrier';
    await t.app.jobs.runOnce(new Date(Date.now() + 31 * 60_000));
    expect((await busyOf(s, days[0]!, days[3]!)).length).toBe(3);
    const imports = (await s.client.get('/api/v1/calendar-sync')).json<{ imports: ImportView[] }>().imports;
    expect(imports.find((i) => i.id === view.id)!.lastError).toBe(m.notIcs);
  });
});

describe('calendar import: bad input changes nothing', () => {
  it('refuses an empty address, a file missing, not an ics, a broken ics, too many events and a 20 MB file', async () => {
    const s = await salon();
    const empty = await importUrl(s, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.url).toBe(m.urlRequired);
    const ftp = await importUrl(s, 'ftp://example.com/cal.ics');
    expect(ftp.json().fields.url).toBe(m.urlInvalid);

    const none = await importFile(s, '');
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.file).toBe(m.fileRequired);
    const html = await importFile(s, '<html>Bonjour</html>');
    expect(html.json()).toMatchObject({ fields: { file: m.notIcs } });
    const broken = await importFile(s, 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20261\r\n');
    expect(broken.json()).toMatchObject({ fields: { file: m.broken } });
    const daily = icsCalendar([
      `BEGIN:VEVENT\r\nUID:x\r\nDTSTART:${parisDay(1).replace(/-/g, '')}T080000Z\r\nDURATION:PT1H\r\nRRULE:FREQ=HOURLY\r\nEND:VEVENT`,
    ]);
    const many = await importFile(s, daily);
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({ fields: { file: m.tooManyEvents } });
    const huge = await importFile(s, Buffer.alloc(20 * 1024 * 1024, 'a'));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(m.tooLarge);
    const justOver = await importFile(s, Buffer.alloc(5 * 1024 * 1024 + 10, 'a'));
    expect(justOver.statusCode).toBe(413);

    const rows = await db()
      .selectFrom('calendarImports')
      .select('id')
      .where('proId', '=', s.pro.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it("imports a file for a staff member; another professional's staff, imports and ranges are refused", async () => {
    const a = await salon();
    const b = await salon();
    const text = icsCalendar(weeklySeries({ day: parisDay(8), time: '10:00', minutes: 60 }));
    const ok = await importFile(a, text);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ name: 'Agenda perso', sourceUrl: null, eventCount: 3 });
    const id = ok.json<ImportView>().id;
    // b cannot import for a's staff member, nor delete a's import, nor see a's busy times.
    const wrongStaff = await importFile(b, text, a.anna);
    expect(wrongStaff.statusCode).toBe(400);
    expect(wrongStaff.json().fields.staffId).toBe(m.staffUnknown);
    expect((await importUrl(b, server.url(), a.anna)).json().fields.staffId).toBe(m.staffUnknown);
    expect((await b.client.delete(`/api/v1/calendar-sync/imports/${id}`)).statusCode).toBe(404);
    expect(await busyOf(b, parisDay(1), parisDay(40))).toEqual([]);
    expect((await busyOf(a, parisDay(1), parisDay(40))).length).toBe(3);
    expect(
      (await anon.post('/api/v1/calendar-sync/imports/url', { staffId: a.anna, url: server.url() }))
        .statusCode,
    ).toBe(401);
  });
});
