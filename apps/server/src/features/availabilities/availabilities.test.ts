import { calendarMessages as m } from '@quickrdv/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro, TestClient } from '../../test/test-client.js';
import { buildService, buildStaff, parisDay, setPlan } from './calendar.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const A = '/api/v1/availabilities';
const patch = (c: TestClient, url: string, payload: unknown) =>
  c.request({ method: 'PATCH', url, payload: payload as object });

async function premiumPro() {
  const p = await signedUpPro(t.app);
  await setPlan(t.database.db, p.pro.id, 'Premium');
  const staffId = await buildStaff(t.database.db, p.pro.id);
  const serviceId = await buildService(t.database.db, p.pro.id);
  return { ...p, staffId, serviceId };
}

const rowsOf = (proId: string) =>
  t.database.db
    .selectFrom('availabilities')
    .selectAll()
    .where('proId', '=', proId)
    .orderBy('startsAt')
    .execute();

describe('every availability route', () => {
  it('answers 401 to an anonymous caller', async () => {
    const anon = new TestClient(t.app);
    for (const [method, url] of [
      ['GET', `${A}?from=2026-12-01&to=2026-12-02`],
      ['GET', `${A}/future`],
      ['GET', `${A}/monthly-count`],
      ['POST', A],
      ['POST', `${A}/bulk-delete`],
      ['PATCH', `${A}/x`],
      ['DELETE', `${A}/x`],
    ] as const) {
      expect(
        (
          await anon.request({
            method,
            url,
            payload: method === 'GET' || method === 'DELETE' ? undefined : {},
          })
        ).statusCode,
      ).toBe(401);
    }
  });
});

describe('POST /availabilities', () => {
  it('creates one row per staff entry, with services, a shared series and local times', async () => {
    const { client, pro, staffId, serviceId } = await premiumPro();
    const res = await client.post(A, {
      day: '2026-12-10',
      start: '09:00',
      end: '10:30',
      staffIds: [staffId, null],
      serviceIds: [serviceId],
      note: ' Pause ',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.availabilities).toHaveLength(2);
    const [withStaff, any] = body.availabilities;
    expect(withStaff).toMatchObject({
      seriesId: body.seriesId,
      startsAt: '2026-12-10T08:00:00.000Z',
      endsAt: '2026-12-10T09:30:00.000Z',
      day: '2026-12-10',
      start: '09:00',
      end: '10:30',
      note: 'Pause',
      staff: { id: staffId, prenom: 'Julie', nom: 'Bernard', color: 'e91e63' },
      color: 'e91e63',
      services: [{ id: serviceId, name: 'Coupe homme', color: '4caf50' }],
      booked: false,
      appointmentId: null,
    });
    expect(any).toMatchObject({ staff: null, color: '808080', seriesId: body.seriesId });
    const rows = await rowsOf(pro.id);
    expect(rows.map((r) => r.staffId).sort()).toEqual([staffId, null].sort());
    expect(new Set(rows.map((r) => r.seriesId))).toEqual(new Set([body.seriesId]));
    const links = await t.database.db
      .selectFrom('availabilityServices')
      .selectAll()
      .where('serviceId', '=', serviceId)
      .execute();
    expect(links).toHaveLength(2);
  });

  it('generates occurrence x slot x staff rows for a split recurrence', async () => {
    const { client, pro, staffId } = await premiumPro();
    const res = await client.post(A, {
      day: '2026-12-07',
      start: '09:00',
      end: '11:00',
      staffIds: [staffId, null],
      recurrence: { frequency: 'weekly', interval: 1, until: '2026-12-21' },
      split: { slotMinutes: 30 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().count).toBe(3 * 4 * 2);
    const rows = await rowsOf(pro.id);
    expect(rows).toHaveLength(24);
    expect(rows[0]).toMatchObject({
      startsAt: '2026-12-07T08:00:00.000Z',
      endsAt: '2026-12-07T08:30:00.000Z',
    });
    expect(rows.at(-1)).toMatchObject({
      startsAt: '2026-12-21T09:30:00.000Z',
      endsAt: '2026-12-21T10:00:00.000Z',
    });
  });

  it("repeats 'Tous les ans' for years, not one year only", async () => {
    const { client, pro } = await premiumPro();
    const res = await client.post(A, {
      day: '2026-12-07',
      start: '09:00',
      end: '10:00',
      staffIds: [null],
      recurrence: { frequency: 'yearly', interval: 1, until: '2031-12-07' },
    });
    expect(res.statusCode).toBe(201);
    const rows = await rowsOf(pro.id);
    expect(rows.map((r) => r.startsAt)).toEqual(
      [2026, 2027, 2028, 2029, 2030, 2031].map((y) => `${y}-12-07T08:00:00.000Z`),
    );
  });

  it('keeps 09:00 Paris across both daylight-saving changes', async () => {
    const { client, pro } = await premiumPro();
    for (const [day, until] of [
      ['2026-10-24', '2026-10-26'],
      ['2027-03-27', '2027-03-29'],
    ]) {
      const res = await client.post(A, {
        day,
        start: '09:00',
        end: '09:30',
        staffIds: [null],
        recurrence: { frequency: 'daily', interval: 1, until },
      });
      expect(res.statusCode).toBe(201);
    }
    expect((await rowsOf(pro.id)).map((r) => r.startsAt)).toEqual([
      '2026-10-24T07:00:00.000Z',
      '2026-10-25T08:00:00.000Z',
      '2026-10-26T08:00:00.000Z',
      '2027-03-27T08:00:00.000Z',
      '2027-03-28T07:00:00.000Z',
      '2027-03-29T07:00:00.000Z',
    ]);
    const list = await client.get(`${A}?from=2026-10-24&to=2026-10-26`);
    expect(
      list.json().availabilities.map((a: { day: string; start: string }) => `${a.day} ${a.start}`),
    ).toEqual(['2026-10-24 09:00', '2026-10-25 09:00', '2026-10-26 09:00']);
  });

  it('refuses every broken rule with its French message and writes nothing', async () => {
    const { client, pro, staffId } = await premiumPro();
    const other = await premiumPro();
    const base = { day: '2026-12-10', start: '09:00', end: '12:00', staffIds: [staffId] };
    const cases: [object, string, string][] = [
      [{ end: '08:00' }, 'end', 'La date de fin doit être supérieure à la date du début'],
      [{ end: '09:00' }, 'end', 'La date de fin doit être supérieure à la date du début'],
      [{ endDay: '2026-12-11' }, 'endDay', 'La date de début et la date de fin doivent être identiques'],
      [{ start: '09:07' }, 'start', m.timeStep],
      [{ day: '2026-13-01' }, 'day', m.dayInvalid],
      [{ staffIds: [] }, 'staffIds', m.staffRequired],
      [{ staffIds: [other.staffId] }, 'staffIds', m.staffUnknown],
      [{ serviceIds: [other.serviceId] }, 'serviceIds', m.serviceUnknown],
      [
        { recurrence: { frequency: 'daily', interval: 1, until: '2026-12-09' } },
        'recurrence.until',
        m.untilBeforeStart,
      ],
      [
        { recurrence: { frequency: 'daily', interval: 1, until: '2027-12-11' } },
        'recurrence.until',
        m.untilTooFar,
      ],
      [
        { recurrence: { frequency: 'daily', interval: 51, until: '2027-01-11' } },
        'recurrence.interval',
        m.intervalInvalid,
      ],
      [{ end: '09:45', split: { slotMinutes: 15 } }, 'split', m.splitRangeTooShort],
      [{ split: { slotMinutes: 40 } }, 'split.slotMinutes', m.slotInvalid],
      [
        {
          end: '21:00',
          recurrence: { frequency: 'daily', interval: 1, until: '2027-12-10' },
          split: { slotMinutes: 15 },
        },
        'recurrence',
        m.tooManyGenerated,
      ],
      [{ note: 'x'.repeat(2001) }, 'note', m.noteTooLong],
    ];
    for (const [override, field, message] of cases) {
      const res = await client.post(A, { ...base, ...override });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(override)).toBe(message);
    }
    expect(await rowsOf(pro.id)).toHaveLength(0);
  });

  it('refuses a range that daylight saving removes on its only day', async () => {
    const { client, pro } = await premiumPro();
    const res = await client.post(A, { day: '2027-03-28', start: '02:00', end: '03:00', staffIds: [null] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.end).toBe(m.endAfterStart);
    expect(await rowsOf(pro.id)).toHaveLength(0);
  });
});

describe('GET /availabilities', () => {
  it('lists the local days asked for, and checks the period', async () => {
    const { client } = await premiumPro();
    await client.post(A, { day: '2026-12-01', start: '00:30', end: '01:00', staffIds: [null] });
    await client.post(A, { day: '2026-11-30', start: '23:00', end: '23:30', staffIds: [null] });
    const dec = await client.get(`${A}?from=2026-12-01&to=2026-12-31`);
    expect(dec.json().availabilities.map((a: { startsAt: string }) => a.startsAt)).toEqual([
      '2026-11-30T23:30:00.000Z',
    ]);
    const bad = await client.get(`${A}?from=2026-12-02&to=2026-12-01`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.to).toBe(m.rangeToBeforeFrom);
    expect((await client.get(`${A}?from=2026-12-01`)).statusCode).toBe(400);
  });

  it('shows another professional nothing of mine', async () => {
    const me = await premiumPro();
    const other = await premiumPro();
    await me.client.post(A, { day: '2026-12-01', start: '10:00', end: '11:00', staffIds: [null] });
    expect((await other.client.get(`${A}?from=2026-12-01&to=2026-12-01`)).json().availabilities).toEqual([]);
  });
});

describe('PATCH and DELETE /availabilities/:id', () => {
  it('edits the partner, services, times and note', async () => {
    const { client, pro, staffId, serviceId } = await premiumPro();
    const [a] = (
      await client.post(A, {
        day: '2026-12-10',
        start: '09:00',
        end: '10:00',
        staffIds: [staffId],
        serviceIds: [serviceId],
      })
    ).json().availabilities;
    const res = await patch(client, `${A}/${a.id}`, {
      staffId: null,
      serviceIds: [],
      start: '14:00',
      end: '15:30',
      note: 'Après-midi',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: a.id,
      staff: null,
      color: '808080',
      services: [],
      start: '14:00',
      end: '15:30',
      note: 'Après-midi',
      startsAt: '2026-12-10T13:00:00.000Z',
    });
    const [row] = await rowsOf(pro.id);
    expect(row).toMatchObject({
      staffId: null,
      startsAt: '2026-12-10T13:00:00.000Z',
      endsAt: '2026-12-10T14:30:00.000Z',
      note: 'Après-midi',
    });
  });

  it('applies the same rules and writes nothing when one fails', async () => {
    const { client, pro, staffId } = await premiumPro();
    const other = await premiumPro();
    const [a] = (
      await client.post(A, { day: '2026-12-10', start: '09:00', end: '10:00', staffIds: [staffId] })
    ).json().availabilities;
    const cases: [object, string, string][] = [
      [{ end: '08:00' }, 'end', m.endAfterStart],
      [{ endDay: '2026-12-11' }, 'endDay', m.availabilitySameDay],
      [{ staffId: other.staffId }, 'staffId', m.staffUnknown],
      [{ serviceIds: [other.serviceId], note: 'changée' }, 'serviceIds', m.serviceUnknown],
      [{ start: '09:02' }, 'start', m.timeStep],
    ];
    for (const [payload, field, message] of cases) {
      const res = await patch(client, `${A}/${a.id}`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
    expect((await rowsOf(pro.id))[0]).toMatchObject({
      staffId,
      startsAt: a.startsAt,
      endsAt: a.endsAt,
      note: '',
    });
  });

  it('answers 404 for another professional’s availability', async () => {
    const me = await premiumPro();
    const other = await premiumPro();
    const [a] = (
      await me.client.post(A, { day: '2026-12-10', start: '09:00', end: '10:00', staffIds: [null] })
    ).json().availabilities;
    expect((await patch(other.client, `${A}/${a.id}`, { note: 'x' })).statusCode).toBe(404);
    expect((await other.client.delete(`${A}/${a.id}`)).statusCode).toBe(404);
    expect(await rowsOf(me.pro.id)).toHaveLength(1);
  });

  it('keeps a booked availability in place but lets its note and services change', async () => {
    const { client, pro, staffId, serviceId } = await premiumPro();
    const [a] = (
      await client.post(A, { day: parisDay(10), start: '09:00', end: '10:00', staffIds: [staffId] })
    ).json().availabilities;
    const c = (await client.post('/api/v1/clients', { nom: 'Durand', prenom: 'Sophie' })).json();
    const appt = await client.post('/api/v1/appointments', {
      clientId: c.id,
      staffId,
      availabilityId: a.id,
      day: a.day,
      start: '09:00',
      end: '10:00',
    });
    expect(appt.statusCode).toBe(201);
    const listed = (await client.get(`${A}?from=${a.day}&to=${a.day}`)).json().availabilities[0];
    expect(listed).toMatchObject({ booked: true, appointmentId: appt.json().id });
    for (const payload of [{ start: '11:00', end: '12:00' }, { staffId: null }, { day: parisDay(11) }]) {
      const res = await patch(client, `${A}/${a.id}`, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(m.availabilityBookedMove);
    }
    expect(
      (await patch(client, `${A}/${a.id}`, { note: 'Réservée', serviceIds: [serviceId] })).statusCode,
    ).toBe(200);
    const del = await client.delete(`${A}/${a.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(m.availabilityBookedDelete);
    expect((await rowsOf(pro.id))[0]).toMatchObject({ startsAt: a.startsAt, staffId, note: 'Réservée' });
    expect((await client.delete(`/api/v1/appointments/${appt.json().id}`)).statusCode).toBe(204);
    expect((await client.delete(`${A}/${a.id}`)).statusCode).toBe(204);
    expect(await rowsOf(pro.id)).toHaveLength(0);
  });
});

describe('future availabilities and rapid deletion', () => {
  async function seed() {
    const p = await premiumPro();
    const post = (day: string, start: string, end: string) =>
      p.client.post(A, { day, start, end, staffIds: [null] });
    const past = (await post(parisDay(-2), '09:00', '10:00')).json().availabilities[0];
    const d1a = (await post(parisDay(3), '09:00', '10:00')).json().availabilities[0];
    const d1b = (await post(parisDay(3), '14:00', '15:00')).json().availabilities[0];
    const d2 = (await post(parisDay(5), '09:00', '10:00')).json().availabilities[0];
    const booked = (await post(parisDay(5), '16:00', '17:00')).json().availabilities[0];
    const c = (await p.client.post('/api/v1/clients', { nom: 'Petit', prenom: 'Lou' })).json();
    await p.client.post('/api/v1/appointments', {
      clientId: c.id,
      availabilityId: booked.id,
      day: booked.day,
      start: '16:00',
      end: '17:00',
    });
    return { ...p, past, d1a, d1b, d2, booked };
  }

  it('groups the unbooked future ones by local day', async () => {
    const s = await seed();
    const res = await s.client.get(`${A}/future`);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .days.map((d: { day: string; availabilities: { id: string }[] }) => [
          d.day,
          d.availabilities.map((a) => a.id),
        ]),
    ).toEqual([
      [parisDay(3), [s.d1a.id, s.d1b.id]],
      [parisDay(5), [s.d2.id]],
    ]);
  });

  it('deletes whole days, only unbooked future ones of this professional', async () => {
    const s = await seed();
    const other = await seed();
    const res = await s.client.post(`${A}/bulk-delete`, { days: [parisDay(3), parisDay(5), parisDay(-2)] });
    expect(res.json()).toEqual({ deleted: 3 });
    expect((await rowsOf(s.pro.id)).map((r) => r.id).sort()).toEqual([s.past.id, s.booked.id].sort());
    expect(await rowsOf(other.pro.id)).toHaveLength(5);
  });

  it('deletes chosen ones and ignores ids it may not delete', async () => {
    const s = await seed();
    const other = await seed();
    const res = await s.client.post(`${A}/bulk-delete`, {
      ids: [s.d1a.id, s.booked.id, s.past.id, other.d2.id],
    });
    expect(res.json()).toEqual({ deleted: 1 });
    expect(await rowsOf(s.pro.id)).toHaveLength(4);
    expect(await rowsOf(other.pro.id)).toHaveLength(5);
    const bad = await s.client.post(`${A}/bulk-delete`, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.days).toBe(m.bulkDeleteEmpty);
  });

  it('says there is nothing to delete with an empty list', async () => {
    const { client } = await premiumPro();
    expect((await client.get(`${A}/future`)).json()).toEqual({ days: [] });
  });
});
