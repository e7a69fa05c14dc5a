import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro, TestClient } from '../../test/test-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = (weekday: number, ...ranges: [string, string][]) => ({
  weekday,
  ranges: ranges.map(([opens, closes]) => ({ opens, closes })),
});
const week = (...days: ReturnType<typeof day>[]) =>
  Array.from({ length: 7 }, (_, weekday) => days.find((d) => d.weekday === weekday) ?? day(weekday));
const storedRows = (proId: string) =>
  t.database.db
    .selectFrom('openingHours')
    .select(['weekday', 'rangeIndex', 'opens', 'closes'])
    .where('proId', '=', proId)
    .orderBy('weekday')
    .orderBy('rangeIndex')
    .execute();
const stepOf = async (proId: string) =>
  (
    await t.database.db
      .selectFrom('pros')
      .select('appointmentStep')
      .where('id', '=', proId)
      .executeTakeFirstOrThrow()
  ).appointmentStep;

describe('GET /opening-hours', () => {
  it('gives seven closed days, Monday first, and the default step of 30 minutes', async () => {
    const { client } = await signedUpPro(t.app);
    const res = await client.get('/api/v1/opening-hours');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ days: week(), step: 30 });
  });

  it('asks for a login', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/v1/opening-hours')).statusCode).toBe(401);
    expect(
      (await anonymous.put('/api/v1/opening-hours', { days: week(day(0, ['09:00', '12:00'])) })).statusCode,
    ).toBe(401);
  });
});

describe('PUT /opening-hours', () => {
  it('replaces the week, storing each day’s ranges in time order, and the step', async () => {
    const { client, pro } = await signedUpPro(t.app);
    const first = await client.put('/api/v1/opening-hours', {
      days: [day(1, ['14:00', '19:00'], ['09:00', '12:30']), day(5, ['09:00', '17:00'])],
      step: 45,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      days: week(day(1, ['09:00', '12:30'], ['14:00', '19:00']), day(5, ['09:00', '17:00'])),
      step: 45,
    });
    expect((await client.get('/api/v1/opening-hours')).json()).toEqual(first.json());

    const second = await client.put('/api/v1/opening-hours', {
      days: week(day(2, ['08:00', '10:00'], ['10:00', '12:00'], ['13:05', '18:55'])),
    });
    expect(second.json().step).toBe(45);
    expect(await storedRows(pro.id)).toEqual([
      { weekday: 2, rangeIndex: 0, opens: '08:00', closes: '10:00' },
      { weekday: 2, rangeIndex: 1, opens: '10:00', closes: '12:00' },
      { weekday: 2, rangeIndex: 2, opens: '13:05', closes: '18:55' },
    ]);
  });

  it('requires at least one range in the week and keeps the stored hours', async () => {
    const { client, pro } = await signedUpPro(t.app);
    await client.put('/api/v1/opening-hours', { days: [day(0, ['09:00', '18:00'])] });
    const res = await client.put('/api/v1/opening-hours', { days: week(), step: 60 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: "Veuillez renseigner vos heures d'ouverture !",
      fields: { days: "Veuillez renseigner vos heures d'ouverture !" },
    });
    expect(await storedRows(pro.id)).toEqual([
      { weekday: 0, rangeIndex: 0, opens: '09:00', closes: '18:00' },
    ]);
    expect(await stepOf(pro.id)).toBe(30);
  });

  it('points at the closing time that is not after the opening time', async () => {
    const { client, pro } = await signedUpPro(t.app);
    const res = await client.put('/api/v1/opening-hours', {
      days: week(day(1, ['14:00', '12:00']), day(3, ['10:00', '10:00'])),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'days.1.ranges.0.closes': "L'heure de fermeture doit être après l'heure d'ouverture.",
      'days.3.ranges.0.closes': "L'heure de fermeture doit être après l'heure d'ouverture.",
    });
    expect(await storedRows(pro.id)).toEqual([]);
  });

  it('refuses overlapping ranges within a day', async () => {
    const { client, pro } = await signedUpPro(t.app);
    const res = await client.put('/api/v1/opening-hours', {
      days: week(day(2, ['09:00', '12:00'], ['11:55', '18:00'])),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'days.2.ranges.1.opens': "Les plages horaires d'une même journée ne doivent pas se chevaucher.",
    });
    expect(await storedRows(pro.id)).toEqual([]);
  });

  it('refuses a fourth range, times off the 5-minute step or malformed, and a bad step', async () => {
    const { client, pro } = await signedUpPro(t.app);
    const res = await client.put('/api/v1/opening-hours', {
      days: week(
        day(0, ['08:00', '09:00'], ['10:00', '11:00'], ['12:00', '13:00'], ['14:00', '15:00']),
        day(1, ['09:02', '12:00']),
        day(2, ['25:00', '26:00']),
      ),
      step: 7,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'days.0.ranges': 'Trois plages horaires au maximum par jour.',
      'days.1.ranges.0.opens': 'Les heures doivent être saisies par pas de 5 minutes.',
      'days.2.ranges.0.opens': 'Veuillez saisir une heure au format HH:mm.',
      'days.2.ranges.0.closes': 'Veuillez saisir une heure au format HH:mm.',
      step: 'Le pas des rendez-vous doit être compris entre 5 et 240 minutes, par multiples de 5.',
    });
    expect(await storedRows(pro.id)).toEqual([]);
    expect(await stepOf(pro.id)).toBe(30);
  });

  it('changes only the caller’s hours', async () => {
    const a = await signedUpPro(t.app);
    const b = await signedUpPro(t.app);
    await a.client.put('/api/v1/opening-hours', { days: [day(0, ['09:00', '18:00'])] });
    await b.client.put('/api/v1/opening-hours', { days: [day(4, ['10:00', '16:00'])], step: 15 });
    expect(await storedRows(a.pro.id)).toEqual([
      { weekday: 0, rangeIndex: 0, opens: '09:00', closes: '18:00' },
    ]);
    expect(await stepOf(a.pro.id)).toBe(30);
    expect((await a.client.get('/api/v1/opening-hours')).json().days[4].ranges).toEqual([]);
  });
});
