import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestApp } from '../../test/test-app.js';
import { signedUpPro } from '../../test/test-client.js';
import { setPlan } from './calendar.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const A = '/api/v1/availabilities';
const LIMIT =
  'Le plan gratuit ne vous permet pas de créer plus de 20 disponibilités de rendez-vous par mois. Passez au plan basic ou Premium pour créer des rendez-vous illimités !';
const countOf = async (proId: string) =>
  Number(
    (
      await t.database.db
        .selectFrom('availabilities')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('proId', '=', proId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** 19 availabilities on 1..19 June 2027 through the API. */
async function freeProWith19() {
  const p = await signedUpPro(t.app);
  const res = await p.client.post(A, {
    day: '2027-06-01',
    start: '09:00',
    end: '10:00',
    staffIds: [null],
    recurrence: { frequency: 'daily', interval: 1, until: '2027-06-19' },
  });
  expect(res.statusCode).toBe(201);
  return p;
}

describe('free plan: 20 availabilities per month', () => {
  it(`lets exactly one of 20 concurrent creations take the 20th place (${testDialect})`, async () => {
    const { client, pro } = await freeProWith19();
    const one = { day: '2027-06-25', start: '14:00', end: '15:00', staffIds: [null] };
    const results = await Promise.all(Array.from({ length: 20 }, () => client.post(A, one)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json()).toMatchObject({ code: 'quota_exceeded', message: LIMIT });
    expect(await countOf(pro.id)).toBe(20);
  });

  it('counts every generated slot and refuses the whole creation', async () => {
    const { client, pro } = await freeProWith19();
    // Two 30-minute slots: 21 in June.
    const res = await client.post(A, {
      day: '2027-06-25',
      start: '14:00',
      end: '15:00',
      staffIds: [null],
      split: { slotMinutes: 30 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(LIMIT);
    // A recurrence from 30 June: one in June (20th), the rest in July.
    const ok = await client.post(A, {
      day: '2027-06-30',
      start: '14:00',
      end: '15:00',
      staffIds: [null],
      recurrence: { frequency: 'daily', interval: 1, until: '2027-07-19' },
    });
    expect(ok.statusCode).toBe(201);
    expect(await countOf(pro.id)).toBe(39);
    const july = await client.post(A, {
      day: '2027-07-25',
      start: '09:00',
      end: '11:00',
      staffIds: [null],
      split: { slotMinutes: 60 },
    });
    expect(july.statusCode).toBe(409);
    expect(await countOf(pro.id)).toBe(39);
  });

  it('counts a month in the professional’s time zone', async () => {
    const { client } = await signedUpPro(t.app);
    // 1 December 00:30 in Paris is still 30 November in UTC.
    await client.post(A, { day: '2026-12-01', start: '00:30', end: '01:00', staffIds: [null] });
    expect((await client.get(`${A}/monthly-count?month=2026-12`)).json()).toEqual({
      month: '2026-12',
      count: 1,
      cap: 20,
    });
    expect((await client.get(`${A}/monthly-count?month=2026-11`)).json()).toEqual({
      month: '2026-11',
      count: 0,
      cap: 20,
    });
    const bad = await client.get(`${A}/monthly-count?month=2026-13`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.month).toBe('Veuillez saisir un mois valide (AAAA-MM).');
  });

  it('refuses to move an availability into a full month', async () => {
    const { client } = await freeProWith19();
    await client.post(A, { day: '2027-06-20', start: '09:00', end: '10:00', staffIds: [null] });
    const [july] = (
      await client.post(A, { day: '2027-07-02', start: '09:00', end: '10:00', staffIds: [null] })
    ).json().availabilities;
    const move = await client.request({
      method: 'PATCH',
      url: `${A}/${july.id}`,
      payload: { day: '2027-06-21' },
    });
    expect(move.statusCode).toBe(409);
    expect(move.json().message).toBe(LIMIT);
    const within = await client.request({
      method: 'PATCH',
      url: `${A}/${july.id}`,
      payload: { day: '2027-07-03', note: 'ok' },
    });
    expect(within.statusCode).toBe(200);
  });

  it('does not limit basic, Premium or demo professionals', async () => {
    for (const setup of [
      (id: string) => setPlan(t.database.db, id, 'basic'),
      (id: string) => setPlan(t.database.db, id, 'Premium'),
      (id: string) => t.database.db.updateTable('pros').set({ isDemo: 1 }).where('id', '=', id).execute(),
    ]) {
      const { client, pro } = await signedUpPro(t.app);
      await setup(pro.id);
      const res = await client.post(A, {
        day: '2027-06-01',
        start: '09:00',
        end: '15:00',
        staffIds: [null],
        split: { slotMinutes: 15 },
      });
      expect(res.statusCode).toBe(201);
      expect(await countOf(pro.id)).toBe(24);
      expect((await client.get(`${A}/monthly-count?month=2027-06`)).json()).toEqual({
        month: '2027-06',
        count: 24,
        cap: null,
      });
    }
  });
});
