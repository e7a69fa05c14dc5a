import { addDays, hoursPublishMessages as m, utcToZoned, weekdayOf } from '@quickrdv/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestApp } from '../../test/test-app.js';
import { signedUpPro, TestClient } from '../../test/test-client.js';
import { findPro } from '../account/pros.repository.js';
import { buildStaff, parisDay, setPlan } from '../availabilities/calendar.fixtures.js';
import { publishOpeningHours } from './hours-publish.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const P = '/api/v1/opening-hours/publish';
const LIMIT =
  'Le plan gratuit ne vous permet pas de créer plus de 20 disponibilités de rendez-vous par mois. Passez au plan basic ou Premium pour créer des rendez-vous illimités !';
/** A Monday at least a week from today in Paris, so every slot of the tests lies in the future. */
const nextMonday = () => {
  const day = parisDay(7);
  return addDays(day, (7 - weekdayOf(day)) % 7);
};
/** A Monday whose week lies in one month (the free plan counts per month): the first of next month. */
const firstMondayOfNextMonth = () => {
  const [y, m] = parisDay(0).split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  return addDays(first, (7 - weekdayOf(first)) % 7);
};
const rowsOf = (proId: string) =>
  t.database.db
    .selectFrom('availabilities')
    .select(['staffId', 'startsAt', 'endsAt', 'seriesId'])
    .where('proId', '=', proId)
    .orderBy('startsAt')
    .orderBy('staffId')
    .execute();
const paris = (iso: string) => {
  const z = utcToZoned(new Date(iso), 'Europe/Paris');
  return `${z.day} ${z.time}`;
};

/** A pro on the Premium plan (no quota) with the given opening days. */
async function proWithHours(days: { weekday: number; ranges: { opens: string; closes: string }[] }[]) {
  const p = await signedUpPro(t.app);
  await setPlan(t.database.db, p.pro.id, 'Premium');
  expect((await p.client.put('/api/v1/opening-hours', { days })).statusCode).toBe(200);
  return p;
}
const mondayAndWednesday = [
  {
    weekday: 0,
    ranges: [
      { opens: '09:00', closes: '10:00' },
      { opens: '14:00', closes: '15:00' },
    ],
  },
  { weekday: 2, ranges: [{ opens: '09:00', closes: '10:00' }] },
];

describe(`POST /opening-hours/publish (${testDialect})`, () => {
  it('publishes weekly over two weeks: each opening range cut into steps, for every staff member', async () => {
    const { client, pro } = await proWithHours(mondayAndWednesday);
    const lea = await buildStaff(t.database.db, pro.id, { prenom: 'Léa' });
    const tom = await buildStaff(t.database.db, pro.id, { prenom: 'Tom' });
    const from = nextMonday();
    const body = { recurrence: { kind: 'weekly', from, until: addDays(from, 13) } };
    const preview = await client.post(`${P}/preview`, body);
    expect(preview.json()).toEqual({ created: 24, skipped: 0, allowed: null, seriesId: null });
    expect(await rowsOf(pro.id)).toEqual([]);

    const res = await client.post(P, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      created: 24,
      skipped: 0,
      allowed: null,
      seriesId: expect.any(String),
    });
    const rows = await rowsOf(pro.id);
    expect(rows.every((r) => r.seriesId === res.json().seriesId)).toBe(true);
    const wed = addDays(from, 2);
    const times = (day: string, list: string[]) => list.map((time) => `${day} ${time}`);
    const expected = [0, 7].flatMap((n) => [
      ...times(addDays(from, n), ['09:00', '09:30', '14:00', '14:30']),
      ...times(addDays(wed, n), ['09:00', '09:30']),
    ]);
    for (const staffId of [lea, tom]) {
      const mine = rows.filter((r) => r.staffId === staffId);
      expect(mine.map((r) => paris(r.startsAt))).toEqual(expected);
      expect(mine.every((r) => Date.parse(r.endsAt) - Date.parse(r.startsAt) === 30 * 60_000)).toBe(true);
    }
  });

  it('publishes one week in two, with the given slot length and "Indifférent"', async () => {
    const { client, pro } = await proWithHours(mondayAndWednesday);
    const from = addDays(nextMonday(), 2);
    const res = await client.post(P, {
      recurrence: { kind: 'everyNWeeks', every: 2, from, until: addDays(from, 26) },
      staffIds: [null],
      slotMinutes: 60,
    });
    expect(res.json()).toMatchObject({ created: 6, skipped: 0 });
    // Wednesday of week 0; Monday and Wednesday of week 2; Monday of week 4 ('until'); weeks 1 and 3 skipped.
    expect((await rowsOf(pro.id)).map((r) => [paris(r.startsAt), r.staffId])).toEqual([
      [`${from} 09:00`, null],
      [`${addDays(from, 12)} 09:00`, null],
      [`${addDays(from, 12)} 14:00`, null],
      [`${addDays(from, 14)} 09:00`, null],
      [`${addDays(from, 26)} 09:00`, null],
      [`${addDays(from, 26)} 14:00`, null],
    ]);
  });

  it('skips slots overlapping an availability of the same staff entry, so a second publish adds nothing', async () => {
    const { client, pro } = await proWithHours([
      { weekday: 0, ranges: [{ opens: '09:00', closes: '11:00' }] },
    ]);
    const from = nextMonday();
    const taken = await client.post('/api/v1/availabilities', {
      day: from,
      start: '09:15',
      end: '09:45',
      staffIds: [null],
    });
    expect(taken.statusCode).toBe(201);
    const body = { recurrence: { kind: 'yearly', from, until: addDays(from, 6) } };
    expect((await client.post(P, body)).json()).toMatchObject({ created: 2, skipped: 2 });
    expect((await client.post(P, body)).json()).toEqual({
      created: 0,
      skipped: 4,
      allowed: null,
      seriesId: null,
    });
    expect((await rowsOf(pro.id)).map((r) => paris(r.startsAt))).toEqual(
      ['09:15', '10:00', '10:30'].map((time) => `${from} ${time}`),
    );
  });

  it('past the free plan’s 20 a month: the preview says how many fit, the publication is refused whole', async () => {
    const p = await signedUpPro(t.app);
    const every = Array.from({ length: 7 }, (_, weekday) => ({
      weekday,
      ranges: [{ opens: '09:00', closes: '18:00' }],
    }));
    await p.client.put('/api/v1/opening-hours', { days: every });
    const from = firstMondayOfNextMonth();
    const body = { recurrence: { kind: 'weekly', from, until: addDays(from, 6) } };
    const preview = await p.client.post(`${P}/preview`, body);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ created: 126, skipped: 0, allowed: 20, seriesId: null });
    const res = await p.client.post(P, body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'quota_exceeded', message: LIMIT });
    expect(await rowsOf(p.pro.id)).toEqual([]);
  });

  it('publishes what fits, first days first, when asked: exactly the quota, nothing past it', async () => {
    const p = await signedUpPro(t.app);
    await p.client.put('/api/v1/opening-hours', {
      days: Array.from({ length: 7 }, (_, weekday) => ({
        weekday,
        ranges: [{ opens: '09:00', closes: '12:00' }],
      })),
    });
    const from = firstMondayOfNextMonth();
    const body = { recurrence: { kind: 'weekly', from, until: addDays(from, 6) }, fit: true };
    expect((await p.client.post(`${P}/preview`, body)).json()).toMatchObject({ created: 20, allowed: 20 });
    const res = await p.client.post(P, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 20, allowed: 20 });
    const rows = await rowsOf(p.pro.id);
    expect(rows).toHaveLength(20);
    // Six 30-minute slots a day: the first three days whole, then two slots of the fourth.
    const days = rows.map((r) => paris(r.startsAt).slice(0, 10));
    expect(new Set(days)).toEqual(new Set([from, addDays(from, 1), addDays(from, 2), addDays(from, 3)]));
    expect(days.filter((d) => d === addDays(from, 3))).toHaveLength(2);
    // The month is full: asking again creates nothing and writes nothing.
    const again = await p.client.post(P, {
      ...body,
      recurrence: { ...body.recurrence, from: addDays(from, 4) },
    });
    expect(again.json()).toMatchObject({ created: 0, allowed: 0 });
    expect(await rowsOf(p.pro.id)).toHaveLength(20);
  });

  it('keeps 09:00 in Paris across the spring-forward change of 28 March 2027', async () => {
    const { pro } = await proWithHours([{ weekday: 0, ranges: [{ opens: '09:00', closes: '09:30' }] }]);
    const row = (await findPro(t.database.db, pro.id))!;
    const result = await publishOpeningHours({
      db: t.database.db,
      dialect: t.database.dialect,
      pro: row,
      input: { recurrence: { kind: 'weekly', from: '2027-03-22', until: '2027-04-04' } },
      now: new Date('2027-03-01T10:00:00Z'),
    });
    expect(result.created).toBe(2);
    expect((await rowsOf(pro.id)).map((r) => r.startsAt)).toEqual([
      '2027-03-22T08:00:00.000Z',
      '2027-03-29T07:00:00.000Z',
    ]);
  });
});

describe('POST /opening-hours/publish refusals', () => {
  it('asks for a login', async () => {
    const anonymous = new TestClient(t.app);
    const body = { recurrence: { kind: 'weekly', from: parisDay(1), until: parisDay(7) } };
    expect((await anonymous.post(P, body)).statusCode).toBe(401);
    expect((await anonymous.post(`${P}/preview`, body)).statusCode).toBe(401);
  });

  it('refuses another professional’s staff member and writes nothing', async () => {
    const { client, pro } = await proWithHours(mondayAndWednesday);
    const other = await signedUpPro(t.app);
    const theirs = await buildStaff(t.database.db, other.pro.id);
    const from = nextMonday();
    const res = await client.post(P, {
      recurrence: { kind: 'weekly', from, until: addDays(from, 6) },
      staffIds: [null, theirs],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ staffIds: 'Ce partenaire ne fait pas partie de votre personnel.' });
    expect(await rowsOf(pro.id)).toEqual([]);
  });

  it('names the faulty field of a bad period or rule', async () => {
    const { client } = await proWithHours(mondayAndWednesday);
    const from = nextMonday();
    const cases: [unknown, string, string][] = [
      [{ kind: 'weekly', from, until: addDays(from, -1) }, 'recurrence.until', m.untilBeforeFrom],
      [{ kind: 'everyNWeeks', every: 8, from, until: addDays(from, 6) }, 'recurrence.every', m.everyInvalid],
      [{ kind: 'weekly', from: parisDay(-1), until: from }, 'recurrence.from', m.fromPast],
      [{ kind: 'yearly', from, until: parisDay(367) }, 'recurrence.until', m.tooFar],
    ];
    for (const [recurrence, field, message] of cases) {
      const res = await client.post(P, { recurrence });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, fields: { [field]: message } });
    }
    expect(m.untilBeforeFrom).toBe('La date de fin doit être supérieure à la date du début');
  });

  it('asks for opening hours first', async () => {
    const { client, pro } = await signedUpPro(t.app);
    const res = await client.post(P, {
      recurrence: { kind: 'weekly', from: parisDay(1), until: parisDay(7) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Veuillez renseigner vos heures d'ouverture !");
    expect(await rowsOf(pro.id)).toEqual([]);
  });
});
