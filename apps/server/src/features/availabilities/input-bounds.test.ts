import { addDays, calendarMessages as m, hoursPublishMessages, weekdayOf } from '@quickrdv/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestApp } from '../../test/test-app.js';
import { signedUpPro, TestClient } from '../../test/test-client.js';
import { parisDay, setPlan } from './calendar.fixtures.js';

/**
 * Steps, counts and ranges given by a caller drive loops on the server: each hostile value gets a French 400,
 * writes nothing, and the server keeps answering. A slot step of -1 once looped forever in a refinement
 * that ran on the refused value, taking the whole process down.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const A = '/api/v1/availabilities';
const countRows = async (proId: string) =>
  Number(
    (
      await t.database.db
        .selectFrom('availabilities')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('proId', '=', proId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const fieldsOf = (body: string) => (JSON.parse(body) as { fields?: Record<string, string> }).fields ?? {};
const healthy = async () => expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);

describe(`hostile steps and counts (${testDialect})`, () => {
  it('a demo visitor (no account) sending a slot step of -1, 0 or a fraction gets a 400, not a hung server', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.post('/api/v1/demo/start')).statusCode).toBe(201);
    const day = parisDay(3);
    for (const slotMinutes of [-1, 0, 0.5, -15, 7, 1e9, 'x', null]) {
      const res = await visitor.post(A, {
        day,
        start: '09:00',
        end: '12:00',
        staffIds: [null],
        split: { slotMinutes },
      });
      expect(res.statusCode, String(slotMinutes)).toBe(400);
      expect(fieldsOf(res.body)['split.slotMinutes']).toBe(m.slotInvalid);
    }
    await healthy();
  });

  it('recurrence intervals below 1, fractions and huge ones are refused with the French message', async () => {
    const { client, pro } = await signedUpPro(t.app);
    await setPlan(t.database.db, pro.id, 'Premium');
    const day = parisDay(3);
    for (const interval of [0, -1, 0.25, 51, 1e12]) {
      const res = await client.post(A, {
        day,
        start: '09:00',
        end: '10:00',
        staffIds: [null],
        recurrence: { frequency: 'daily', interval, until: addDays(day, 30) },
      });
      expect(res.statusCode, String(interval)).toBe(400);
      expect(fieldsOf(res.body)['recurrence.interval']).toBe(m.intervalInvalid);
    }
    expect(await countRows(pro.id)).toBe(0);
    await healthy();
  });

  it('a year of 15-minute slots for 100 staff entries is refused before anything is generated', async () => {
    const { client, pro } = await signedUpPro(t.app);
    await setPlan(t.database.db, pro.id, 'Premium');
    const day = parisDay(3);
    const res = await client.post(A, {
      day,
      start: '00:00',
      end: '23:55',
      staffIds: [null, ...Array.from({ length: 99 }, (_, i) => `unknown-${i}`)],
      recurrence: { frequency: 'daily', interval: 1, until: addDays(day, 360) },
      split: { slotMinutes: 15 },
    });
    expect(res.statusCode).toBe(400);
    expect(await countRows(pro.id)).toBe(0);
    await healthy();
  });

  it('publishing a year of 5-minute slots from the opening hours stops at the maximum and writes nothing', async () => {
    const { client, pro } = await signedUpPro(t.app);
    await setPlan(t.database.db, pro.id, 'Premium');
    const days = Array.from({ length: 7 }, (_, weekday) => ({
      weekday,
      ranges: [
        { opens: '00:00', closes: '11:55' },
        { opens: '12:00', closes: '23:55' },
      ],
    }));
    expect((await client.put('/api/v1/opening-hours', { days, step: 5 })).statusCode).toBe(200);
    const today = parisDay(1);
    const from = addDays(today, (7 - weekdayOf(today)) % 7);
    const res = await client.post('/api/v1/opening-hours/publish/preview', {
      recurrence: { kind: 'weekly', from, until: addDays(from, 300) },
      slotMinutes: 5,
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.body).recurrence).toBe(hoursPublishMessages.tooMany);
    for (const slotMinutes of [0, -5, 3]) {
      const bad = await client.post('/api/v1/opening-hours/publish', {
        recurrence: { kind: 'weekly', from, until: addDays(from, 7) },
        slotMinutes,
      });
      expect(bad.statusCode, String(slotMinutes)).toBe(400);
    }
    for (const every of [0, -1, 8, 0.5]) {
      const bad = await client.post('/api/v1/opening-hours/publish', {
        recurrence: { kind: 'everyNWeeks', every, from, until: addDays(from, 7) },
      });
      expect(bad.statusCode, String(every)).toBe(400);
    }
    const tooLong = await client.post('/api/v1/opening-hours/publish', {
      recurrence: { kind: 'weekly', from, until: '9999-12-31' },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(await countRows(pro.id)).toBe(0);
    await healthy();
  });

  it('calendar queries over a huge or reversed period are refused', async () => {
    const { client } = await signedUpPro(t.app);
    for (const [from, to] of [
      ['2026-01-01', '9999-12-31'],
      ['2027-01-02', '2027-01-01'],
      ['0000-00-00', '2027-01-01'],
    ] as const) {
      expect((await client.get(`${A}?from=${from}&to=${to}`)).statusCode).toBe(400);
      expect((await client.get(`/api/v1/appointments?from=${from}&to=${to}`)).statusCode).toBe(400);
    }
    await healthy();
  });
});
