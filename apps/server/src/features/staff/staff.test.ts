import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro, TestClient } from '../../test/test-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patch = (client: TestClient, url: string, payload: unknown) =>
  client.request({ method: 'PATCH', url, payload: payload as object });
const db = () => t.database.db;
const staffRows = (proId: string) =>
  db().selectFrom('staff').selectAll().where('proId', '=', proId).orderBy('position').execute();
const hourRows = (staffId: string) =>
  db()
    .selectFrom('staffHours')
    .select(['weekday', 'rangeIndex', 'starts', 'ends'])
    .where('staffId', '=', staffId)
    .orderBy('weekday')
    .orderBy('rangeIndex')
    .execute();
const emptyWeek = Array.from({ length: 7 }, (_, weekday) => ({ weekday, ranges: [] }));

async function proWithServices(count = 2) {
  const signed = await signedUpPro(t.app);
  const serviceIds: string[] = [];
  for (let i = 0; i < count; i++) {
    serviceIds.push(
      (
        await signed.client.post('/api/v1/services', {
          name: `Prestation ${i}`,
          amount: 10,
          duration: '00:30',
        })
      ).json().id,
    );
  }
  return { ...signed, serviceIds };
}

/** An appointment (and an availability, a reminder job) inserted directly, as the calendar would. */
async function insertAppointment(proId: string, staffId: string, startsAt: Date) {
  const createdAt = new Date().toISOString();
  const availabilityId = randomUUID();
  const appointmentId = randomUUID();
  const endsAt = new Date(startsAt.getTime() + 30 * 60_000).toISOString();
  await db()
    .insertInto('availabilities')
    .values({ id: availabilityId, proId, staffId, startsAt: startsAt.toISOString(), endsAt, createdAt })
    .execute();
  await db()
    .insertInto('appointments')
    .values({
      id: appointmentId,
      proId,
      staffId,
      availabilityId,
      startsAt: startsAt.toISOString(),
      endsAt,
      source: 'pro',
      createdAt,
    })
    .execute();
  await db()
    .insertInto('jobs')
    .values({
      id: randomUUID(),
      kind: 'reminder',
      payload: '{}',
      runAt: startsAt.toISOString(),
      refId: appointmentId,
      createdAt,
    })
    .execute();
  return appointmentId;
}

describe('POST /staff', () => {
  it('adds a member performing every service, with the palette’s first colour and no hours', async () => {
    const { client, serviceIds } = await proWithServices(2);
    const res = await client.post('/api/v1/staff', { prenom: ' Yanis ', nom: 'Benali' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: res.json().id,
      prenom: 'Yanis',
      nom: 'Benali',
      email: '',
      color: '4f46e5',
      notes: '',
      position: 0,
      serviceIds: res.json().serviceIds,
      hours: emptyWeek,
    });
    expect([...res.json().serviceIds].sort()).toEqual([...serviceIds].sort());
    const second = await client.post('/api/v1/staff', { prenom: 'Léa' });
    expect(second.json()).toMatchObject({ nom: '', position: 1, color: 'db2777' });
    const list = await client.get('/api/v1/staff');
    expect(list.json().total).toBe(2);
    expect(list.json().staff.map((s: { prenom: string }) => s.prenom)).toEqual(['Yanis', 'Léa']);
  });

  it('gives each new member a colour nobody has yet, skipping one picked by hand', async () => {
    const { client } = await signedUpPro(t.app);
    const first = (await client.post('/api/v1/staff', { prenom: 'Anna' })).json();
    // Anna is given the palette's second colour by hand: the next member gets the first, then the third.
    await client.request({ method: 'PATCH', url: `/api/v1/staff/${first.id}`, payload: { color: 'db2777' } });
    const colours = [];
    for (const prenom of ['Marc', 'Chloé'])
      colours.push((await client.post('/api/v1/staff', { prenom })).json().color);
    expect(colours).toEqual(['4f46e5', '0f766e']);
  });

  it('requires a first name and writes nothing', async () => {
    const { client, pro } = await signedUpPro(t.app);
    for (const body of [{}, { prenom: '  ', nom: 'Benali' }]) {
      const res = await client.post('/api/v1/staff', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ prenom: 'Veuillez saisir un prénom.' });
    }
    expect(await staffRows(pro.id)).toEqual([]);
  });

  it('asks for a login', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/v1/staff')).statusCode).toBe(401);
    expect((await anonymous.post('/api/v1/staff', { prenom: 'Yanis' })).statusCode).toBe(401);
  });
});

describe('PATCH /staff/:id', () => {
  it('changes the fields, sanitises the notes, and replaces services and hours', async () => {
    const { client, serviceIds } = await proWithServices(2);
    const member = (await client.post('/api/v1/staff', { prenom: 'Yanis' })).json();
    const res = await patch(client, `/api/v1/staff/${member.id}`, {
      nom: 'Benali',
      email: 'Yanis@Salon.fr',
      color: '#10B981',
      notes: '<p>Allergie <strong>latex</strong><script>alert(1)</script><img src=x onerror=alert(2)></p>',
      serviceIds: [serviceIds[0]],
      hours: [
        {
          weekday: 1,
          ranges: [
            { start: '14:00', end: '18:00' },
            { start: '09:00', end: '12:00' },
          ],
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      prenom: 'Yanis',
      nom: 'Benali',
      email: 'yanis@salon.fr',
      color: '10b981',
      notes: '<p>Allergie <strong>latex</strong></p>',
      serviceIds: [serviceIds[0]],
    });
    expect(res.json().hours[1]).toEqual({
      weekday: 1,
      ranges: [
        { start: '09:00', end: '12:00' },
        { start: '14:00', end: '18:00' },
      ],
    });
    expect(await hourRows(member.id)).toEqual([
      { weekday: 1, rangeIndex: 0, starts: '09:00', ends: '12:00' },
      { weekday: 1, rangeIndex: 1, starts: '14:00', ends: '18:00' },
    ]);
    const cleared = await patch(client, `/api/v1/staff/${member.id}`, { hours: [], email: '' });
    expect(cleared.json()).toMatchObject({ hours: emptyWeek, email: '', nom: 'Benali' });
  });

  it('refuses bad values, overlapping hours and another professional’s services, changing nothing', async () => {
    const { client, pro } = await proWithServices(1);
    const other = await proWithServices(1);
    const member = (await client.post('/api/v1/staff', { prenom: 'Yanis' })).json();
    const before = await staffRows(pro.id);
    const bad = await patch(client, `/api/v1/staff/${member.id}`, {
      prenom: '',
      email: 'yanis@',
      color: 'vert',
      hours: [
        {
          weekday: 0,
          ranges: [
            { start: '09:00', end: '12:00' },
            { start: '11:00', end: '13:00' },
          ],
        },
        { weekday: 2, ranges: [{ start: '10:00', end: '09:00' }] },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      prenom: 'Veuillez saisir un prénom.',
      email: 'Veuillez saisir une adresse e-mail valide.',
      color: 'La couleur doit être un code hexadécimal de 6 caractères (par exemple 6366f1).',
      'hours.0.ranges.1.start': "Les plages horaires d'une même journée ne doivent pas se chevaucher.",
      'hours.1.ranges.0.end': "L'heure de fin doit être après l'heure de début.",
    });
    const foreign = await patch(client, `/api/v1/staff/${member.id}`, {
      prenom: 'Autre',
      serviceIds: other.serviceIds,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ serviceIds: 'Une des prestations choisies est introuvable.' });
    expect(await staffRows(pro.id)).toEqual(before);
    expect((await client.get('/api/v1/staff')).json().staff[0].serviceIds).toHaveLength(1);
  });

  it('answers 404 for another professional’s member and changes nothing', async () => {
    const owner = await proWithServices(0);
    const other = await signedUpPro(t.app);
    const member = (await owner.client.post('/api/v1/staff', { prenom: 'Yanis' })).json();
    await insertAppointment(owner.pro.id, member.id, new Date(Date.now() + 86_400_000));
    const before = await staffRows(owner.pro.id);
    expect((await patch(other.client, `/api/v1/staff/${member.id}`, { prenom: 'Volé' })).statusCode).toBe(
      404,
    );
    expect((await other.client.get(`/api/v1/staff/${member.id}/impact`)).statusCode).toBe(404);
    const del = await other.client.delete(`/api/v1/staff/${member.id}`);
    expect(del.statusCode).toBe(404);
    expect(del.json().message).toBe('Membre du personnel introuvable.');
    expect(await staffRows(owner.pro.id)).toEqual(before);
    expect(
      await db().selectFrom('appointments').select('id').where('staffId', '=', member.id).execute(),
    ).toHaveLength(1);
  });
});

describe('DELETE /staff/:id', () => {
  it('warns how many future appointments would go, then deletes them with the member', async () => {
    const { client, pro, serviceIds } = await proWithServices(1);
    const member = (await client.post('/api/v1/staff', { prenom: 'Yanis' })).json();
    const colleague = (await client.post('/api/v1/staff', { prenom: 'Léa' })).json();
    await patch(client, `/api/v1/staff/${member.id}`, {
      hours: [{ weekday: 0, ranges: [{ start: '09:00', end: '12:00' }] }],
    });
    const future = await insertAppointment(pro.id, member.id, new Date(Date.now() + 2 * 86_400_000));
    const past = await insertAppointment(pro.id, member.id, new Date(Date.now() - 2 * 86_400_000));
    const kept = await insertAppointment(pro.id, colleague.id, new Date(Date.now() + 86_400_000));

    const impact = await client.get(`/api/v1/staff/${member.id}/impact`);
    expect(impact.statusCode).toBe(200);
    expect(impact.json()).toEqual({ futureAppointments: 1, futureAvailabilities: 1 });

    const res = await client.delete(`/api/v1/staff/${member.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ removedAppointments: 2 });
    const appointments = await db()
      .selectFrom('appointments')
      .select('id')
      .where('proId', '=', pro.id)
      .execute();
    expect(appointments.map((a) => a.id)).toEqual([kept]);
    expect(
      await db().selectFrom('availabilities').select('id').where('staffId', '=', member.id).execute(),
    ).toEqual([]);
    expect(
      await db().selectFrom('staffServices').select('serviceId').where('staffId', '=', member.id).execute(),
    ).toEqual([]);
    expect(await hourRows(member.id)).toEqual([]);
    const jobs = await db()
      .selectFrom('jobs')
      .select(['refId', 'status'])
      .where('refId', 'in', [future, past, kept])
      .execute();
    expect(Object.fromEntries(jobs.map((j) => [j.refId, j.status]))).toEqual({
      [future]: 'cancelled',
      [past]: 'cancelled',
      [kept]: 'pending',
    });
    expect((await client.get('/api/v1/services')).json().services[0].staffIds).toEqual([colleague.id]);
    expect(serviceIds).toHaveLength(1);
    expect((await client.delete(`/api/v1/staff/${member.id}`)).statusCode).toBe(404);
  });
});
