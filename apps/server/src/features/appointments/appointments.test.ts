import { randomUUID } from 'node:crypto';
import { calendarMessages as m } from '@quickrdv/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro, TestClient } from '../../test/test-client.js';
import { buildService, buildStaff, parisDay } from '../availabilities/calendar.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  // No worker: reminder jobs stay pending, so the tests see what was planned.
  t = await createTestApp({ JOBS_POLL_MS: '0' });
});
afterAll(() => t.close());

const R = '/api/v1/appointments';
const patch = (c: TestClient, url: string, payload: unknown) =>
  c.request({ method: 'PATCH', url, payload: payload as object });

async function salon() {
  const p = await signedUpPro(t.app, { nomSociete: 'Salon Lumière' });
  const db = t.database.db;
  const staffId = await buildStaff(db, p.pro.id);
  const staff2 = await buildStaff(db, p.pro.id, { prenom: 'Marc', color: '2196f3' });
  const serviceId = await buildService(db, p.pro.id);
  const clientRes = await p.client.post('/api/v1/clients', {
    nom: 'Durand',
    prenom: 'Sophie',
    email: 'sophie@example.fr',
    telPortable: '06 12 34 56 78',
  });
  return { ...p, staffId, staff2, serviceId, clientId: clientRes.json().id as string };
}

const rows = (table: 'appointments' | 'jobs', proId?: string) =>
  table === 'appointments'
    ? t.database.db.selectFrom('appointments').selectAll().where('proId', '=', proId!).execute()
    : t.database.db.selectFrom('jobs').selectAll().execute();

describe('every appointment route', () => {
  it('answers 401 to an anonymous caller', async () => {
    const anon = new TestClient(t.app);
    for (const [method, url] of [
      ['GET', `${R}?from=2026-12-01&to=2026-12-02`],
      ['GET', `${R}/x`],
      ['POST', R],
      ['PATCH', `${R}/x`],
      ['DELETE', `${R}/x`],
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

describe('POST /appointments', () => {
  it('plans an appointment and shows it with client, services, partner and local times', async () => {
    const s = await salon();
    const day = parisDay(3);
    const res = await s.client.post(R, {
      clientId: s.clientId,
      serviceIds: [s.serviceId],
      staffId: s.staffId,
      day,
      start: '14:30',
      end: '15:00',
      note: 'Première visite',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      day,
      start: '14:30',
      end: '15:00',
      note: 'Première visite',
      source: 'pro',
      client: { id: s.clientId, nom: 'Durand', prenom: 'Sophie', type: 'client pro' },
      staff: { id: s.staffId, prenom: 'Julie', color: 'e91e63' },
      color: 'e91e63',
      services: [{ id: s.serviceId, name: 'Coupe homme' }],
      availabilityId: null,
      notifySms: false,
      notifyMail: false,
      notifications: [],
    });
    const list = await s.client.get(`${R}?from=${day}&to=${day}`);
    expect(list.json().appointments.map((a: { id: string }) => a.id)).toEqual([res.json().id]);
  });

  it('refuses every broken rule with its French message and writes nothing', async () => {
    const s = await salon();
    const other = await salon();
    const base = { clientId: s.clientId, day: parisDay(3), start: '10:00', end: '11:00' };
    const bare = (await s.client.post('/api/v1/clients', { nom: 'Sans', prenom: 'Contact' })).json().id;
    const cases: [object, string, string][] = [
      [{ end: '09:00' }, 'end', 'La date de fin doit être supérieure à la date du début'],
      [{ endDay: parisDay(4) }, 'endDay', 'La date de début et la date de fin doivent être égales'],
      [{ start: '10:01' }, 'start', m.timeStep],
      [{ clientId: undefined }, 'clientId', m.clientRequired],
      [{ clientId: other.clientId }, 'clientId', m.clientUnknown],
      [{ staffId: other.staffId }, 'staffId', m.staffUnknown],
      [{ serviceIds: [other.serviceId] }, 'serviceIds', m.serviceUnknown],
      [{ notifyMail: true, notifyDaysBefore: 5 }, 'notifyDaysBefore', m.delayInvalid],
      [{ notifySms: true, day: parisDay(-1) }, 'notifySms', m.reminderPast],
      [{ notifyMail: true, day: parisDay(-1) }, 'notifyMail', m.reminderPast],
      [{ notifyMail: true, start: '00:00', day: parisDay(0) }, 'notifyMail', m.reminderPast],
      [{ notifySms: true, clientId: bare }, 'notifySms', m.smsNoPhone],
      [{ notifySms: true, notifyMail: true, clientId: bare }, 'notifySms', m.smsNoPhone],
      [{ notifyMail: true, clientId: bare }, 'notifyMail', m.mailNoEmail],
      [{ availabilityId: randomUUID() }, 'availabilityId', m.availabilityUnknown],
    ];
    for (const [override, field, message] of cases) {
      const res = await s.client.post(R, { ...base, ...override });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(override)).toBe(message);
    }
    expect(await rows('appointments', s.pro.id)).toHaveLength(0);
  });

  it('refuses a partner’s overlapping appointment, not a neighbour or another partner', async () => {
    const s = await salon();
    const at = (start: string, end: string, staffId: string | null = s.staffId) =>
      s.client.post(R, { clientId: s.clientId, staffId, day: parisDay(4), start, end });
    expect((await at('10:00', '11:00')).statusCode).toBe(201);
    const clash = await at('10:30', '11:30');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(m.appointmentOverlap);
    expect((await at('09:00', '12:00')).statusCode).toBe(409);
    expect((await at('11:00', '11:30')).statusCode).toBe(201);
    expect((await at('10:00', '11:00', s.staff2)).statusCode).toBe(201);
    expect((await at('10:00', '11:00', null)).statusCode).toBe(201);
    expect(await rows('appointments', s.pro.id)).toHaveLength(4);
  });

  it('takes a published availability once', async () => {
    const s = await salon();
    const other = await salon();
    const [a] = (
      await s.client.post('/api/v1/availabilities', {
        day: parisDay(6),
        start: '09:00',
        end: '10:00',
        staffIds: [null],
      })
    ).json().availabilities;
    const book = () =>
      s.client.post(R, {
        clientId: s.clientId,
        availabilityId: a.id,
        day: a.day,
        start: '09:00',
        end: '10:00',
      });
    expect((await book()).statusCode).toBe(201);
    const again = await book();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.availabilityTaken);
    const foreign = await other.client.post(R, {
      clientId: other.clientId,
      availabilityId: a.id,
      day: a.day,
      start: '09:00',
      end: '10:00',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields.availabilityId).toBe(m.availabilityUnknown);
  });
});

describe('GET /appointments', () => {
  it('marks appointments booked online so the edit modal can say so', async () => {
    const s = await salon();
    const db = t.database.db;
    const clientId = randomUUID();
    await db
      .insertInto('clients')
      .values({
        id: clientId,
        proId: s.pro.id,
        type: 'client internet',
        nom: 'Web',
        prenom: 'Alex',
        createdAt: new Date().toISOString(),
      })
      .execute();
    await db
      .insertInto('appointments')
      .values({
        id: randomUUID(),
        proId: s.pro.id,
        clientId,
        staffId: null,
        availabilityId: null,
        startsAt: '2026-12-15T09:00:00.000Z',
        endsAt: '2026-12-15T09:30:00.000Z',
        source: 'online',
        manageToken: null,
        createdAt: new Date().toISOString(),
      })
      .execute();
    const [appt] = (await s.client.get(`${R}?from=2026-12-15&to=2026-12-15`)).json().appointments;
    expect(appt).toMatchObject({
      source: 'online',
      client: { nom: 'Web', type: 'client internet' },
      staff: null,
      color: '808080',
      day: '2026-12-15',
      start: '10:00',
    });
    const bad = await s.client.get(`${R}?from=2026-01-01&to=2026-12-31`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.to).toBe(m.rangeTooLong);
  });
});

describe('PATCH and DELETE /appointments/:id', () => {
  it('moves an appointment and changes its details, keeping what was not sent', async () => {
    const s = await salon();
    const created = (
      await s.client.post(R, {
        clientId: s.clientId,
        staffId: s.staffId,
        serviceIds: [s.serviceId],
        day: parisDay(3),
        start: '10:00',
        end: '11:00',
        note: 'n',
      })
    ).json();
    const res = await patch(s.client, `${R}/${created.id}`, {
      day: parisDay(4),
      start: '15:00',
      end: '15:45',
      staffId: s.staff2,
      serviceIds: [],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      day: parisDay(4),
      start: '15:00',
      end: '15:45',
      staff: { id: s.staff2 },
      services: [],
      note: 'n',
      client: { id: s.clientId },
    });
  });

  it('applies the same rules on the merged result and writes nothing when one fails', async () => {
    const s = await salon();
    const other = await salon();
    const busy = (
      await s.client.post(R, {
        clientId: s.clientId,
        staffId: s.staff2,
        day: parisDay(3),
        start: '14:00',
        end: '15:00',
      })
    ).json();
    const created = (
      await s.client.post(R, {
        clientId: s.clientId,
        staffId: s.staffId,
        day: parisDay(3),
        start: '10:00',
        end: '11:00',
      })
    ).json();
    const cases: [object, number, string, string][] = [
      [{ start: '11:00' }, 400, 'end', m.endAfterStart],
      [{ endDay: parisDay(4) }, 400, 'endDay', m.appointmentSameDay],
      [{ clientId: other.clientId }, 400, 'clientId', m.clientUnknown],
      [{ staffId: s.staff2, start: '14:30', end: '15:30' }, 409, 'start', m.appointmentOverlap],
      [{ notifySms: true, notifyDaysBefore: 7 }, 400, 'notifyDaysBefore', m.delayInvalid],
    ];
    for (const [payload, status, field, message] of cases) {
      const res = await patch(s.client, `${R}/${created.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().fields[field]).toBe(message);
    }
    expect((await s.client.get(`${R}/${created.id}`)).json()).toMatchObject({
      start: '10:00',
      end: '11:00',
      staff: { id: s.staffId },
      notifySms: false,
    });
    expect(busy.id).toBeTruthy();
    expect(await rows('jobs')).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ refId: created.id })]),
    );
  });

  it('frees the availability it took when moved or deleted', async () => {
    const s = await salon();
    const [a] = (
      await s.client.post('/api/v1/availabilities', {
        day: parisDay(6),
        start: '09:00',
        end: '10:00',
        staffIds: [null],
      })
    ).json().availabilities;
    const appt = (
      await s.client.post(R, {
        clientId: s.clientId,
        availabilityId: a.id,
        day: a.day,
        start: '09:00',
        end: '10:00',
      })
    ).json();
    const moved = await patch(s.client, `${R}/${appt.id}`, { start: '10:00', end: '11:00' });
    expect(moved.json().availabilityId).toBeNull();
    const listed = async () =>
      (await s.client.get(`/api/v1/availabilities?from=${a.day}&to=${a.day}`)).json().availabilities[0];
    expect(await listed()).toMatchObject({ booked: false });
    const second = (
      await s.client.post(R, {
        clientId: s.clientId,
        availabilityId: a.id,
        day: a.day,
        start: '09:00',
        end: '10:00',
      })
    ).json();
    expect(await listed()).toMatchObject({ booked: true, appointmentId: second.id });
    expect((await s.client.delete(`${R}/${second.id}`)).statusCode).toBe(204);
    expect(await listed()).toMatchObject({ booked: false, appointmentId: null });
  });

  it('answers 404 for another professional’s appointment', async () => {
    const s = await salon();
    const other = await salon();
    const appt = (
      await s.client.post(R, { clientId: s.clientId, day: parisDay(3), start: '10:00', end: '11:00' })
    ).json();
    expect((await other.client.get(`${R}/${appt.id}`)).statusCode).toBe(404);
    expect((await patch(other.client, `${R}/${appt.id}`, { note: 'x' })).statusCode).toBe(404);
    expect((await other.client.delete(`${R}/${appt.id}`)).statusCode).toBe(404);
    expect(await rows('appointments', s.pro.id)).toHaveLength(1);
  });
});
