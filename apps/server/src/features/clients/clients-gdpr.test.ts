import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro, type TestClient } from '../../test/test-client.js';
import { buildService, buildStaff, parisDay } from '../availabilities/calendar.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '0' });
});
afterAll(() => t.close());

const C = '/api/v1/clients';

async function clientWithHistory(c: TestClient, proId: string) {
  const client = (
    await c.post(C, { nom: 'Émond', prenom: 'Chloé', email: 'chloe@example.fr', telPortable: '0612345678' })
  ).json();
  const staff = await buildStaff(t.database.db, proId, { prenom: 'Julie' });
  const service = await buildService(t.database.db, proId, { name: 'Coupe' });
  const book = async (day: string, extra: object = {}) => {
    const res = await c.post('/api/v1/appointments', {
      clientId: client.id,
      day,
      start: '10:00',
      end: '10:45',
      staffId: staff,
      serviceIds: [service],
      note: 'Allergie au henné',
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  };
  return {
    client,
    past: await book(parisDay(-7)),
    future: await book(parisDay(7), { notifyMail: true, notifyDaysBefore: 1 }),
  };
}

describe('GET /clients/:id/export (GDPR)', () => {
  it('gives the record and every appointment as a JSON file, and audits it', async () => {
    const { client: c, pro } = await signedUpPro(t.app);
    const { client } = await clientWithHistory(c, pro.id);
    const res = await c.get(`${C}/${client.id}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="client-emond-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = res.json();
    expect(file.client).toMatchObject({
      nom: 'Émond',
      email: 'chloe@example.fr',
      telPortable: '06 12 34 56 78',
    });
    expect(file.appointments).toHaveLength(2);
    expect(file.appointments[0]).toMatchObject({
      day: parisDay(7),
      start: '10:00',
      end: '10:45',
      services: [{ name: 'Coupe', price: '25,00 €' }],
      staff: 'Julie Bernard',
      totalPrice: '25,00 €',
    });
    const audit = await t.database.db
      .selectFrom('clientAudit')
      .selectAll()
      .where('proId', '=', pro.id)
      .execute();
    expect(audit).toMatchObject([{ action: 'export', clientId: client.id }]);
  });
});

describe('POST /clients/:id/erase (GDPR)', () => {
  it('removes the client, cancels the future appointments and keeps the past ones as anonymous time', async () => {
    const { client: c, pro } = await signedUpPro(t.app);
    const { client, past, future } = await clientWithHistory(c, pro.id);
    // Chloé reviewed her past appointment: the review stays, without her name.
    await t.database.db
      .insertInto('reviews')
      .values({
        id: `review-${pro.id}`,
        proId: pro.id,
        prenom: 'Chloé',
        rating: 5,
        message: 'Parfait',
        replyMessage: null,
        replyAt: null,
        createdAt: new Date().toISOString(),
        appointmentId: past.id,
        visitAt: null,
        verified: 1,
      })
      .execute();
    // She answered a questionnaire when booking (health data: it goes with her identity).
    await t.database.db
      .updateTable('appointments')
      .set({ answers: JSON.stringify([{ question: 'Allergies ?', answer: 'Henné' }]) })
      .where('id', '=', past.id)
      .execute();
    const exported = await c.get(`${C}/${client.id}/export`);
    expect(exported.statusCode).toBe(200);
    expect(JSON.stringify(exported.json())).toContain('Henné');
    const res = await c.post(`${C}/${client.id}/erase`);
    expect(res.statusCode).toBe(204);

    expect((await c.get(`${C}/${client.id}`)).statusCode).toBe(404);
    expect((await c.get(C)).json()).toMatchObject({ clients: [], total: 0 });
    expect((await c.get(`/api/v1/appointments/${future.id}`)).statusCode).toBe(404);
    const jobs = await t.database.db
      .selectFrom('jobs')
      .select('status')
      .where('refId', '=', future.id)
      .execute();
    expect(jobs).toEqual([{ status: 'cancelled' }]);

    const kept = (await c.get(`/api/v1/appointments/${past.id}`)).json();
    expect(kept).toMatchObject({
      client: null,
      day: parisDay(-7),
      start: '10:00',
      end: '10:45',
      note: '',
      answers: [],
    });
    expect(kept.services.map((s: { name: string }) => s.name)).toEqual(['Coupe']);

    // Nothing personal is left: not in the kept appointment, the search index or the audit entry.
    const db = t.database.db;
    const left = JSON.stringify([
      await db.selectFrom('appointments').selectAll().where('proId', '=', pro.id).execute(),
      await db.selectFrom('clientSearchKeys').selectAll().where('proId', '=', pro.id).execute(),
      await db.selectFrom('clientAudit').selectAll().where('proId', '=', pro.id).execute(),
      await db.selectFrom('cancelledBookings').selectAll().where('proId', '=', pro.id).execute(),
      await db.selectFrom('reviews').selectAll().where('proId', '=', pro.id).execute(),
    ]);
    expect(
      await db.selectFrom('reviews').select(['prenom', 'message']).where('proId', '=', pro.id).execute(),
    ).toEqual([{ prenom: 'Client', message: 'Parfait' }]);
    for (const trace of ['Émond', 'Chloé', 'chloe@', '0612345678', '06 12', 'henné', 'Henné'])
      expect(left).not.toContain(trace);
    expect(
      await db
        .selectFrom('clientAudit')
        .select(['action', 'clientId'])
        .where('proId', '=', pro.id)
        .orderBy('createdAt')
        .execute(),
    ).toEqual([
      { action: 'export', clientId: client.id },
      { action: 'erase', clientId: client.id },
    ]);
  });
});

describe('another professional’s client', () => {
  it('is 404 on every route and left untouched', async () => {
    const me = await signedUpPro(t.app);
    const other = await signedUpPro(t.app);
    const { client, future } = await clientWithHistory(me.client, me.pro.id);
    const id = client.id;
    for (const [method, url, payload] of [
      ['GET', `${C}/${id}`, undefined],
      ['PATCH', `${C}/${id}`, { nom: 'Volé' }],
      ['DELETE', `${C}/${id}`, undefined],
      ['GET', `${C}/${id}/export`, undefined],
      ['POST', `${C}/${id}/erase`, undefined],
      ['POST', `${C}/${id}/sms`, { sender: 'Salon', phone: '0612345678', message: 'Bonjour' }],
    ] as const) {
      const res = await other.client.request({ method, url, payload: payload as object | undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await me.client.get(`${C}/${id}`)).json()).toMatchObject({
      nom: 'Émond',
      futureAppointmentCount: 1,
    });
    expect((await me.client.get(`/api/v1/appointments/${future.id}`)).statusCode).toBe(200);
    const audit = await t.database.db.selectFrom('clientAudit').selectAll().execute();
    expect(audit.filter((a) => a.clientId === id)).toEqual([]);
    expect(
      await t.database.db.selectFrom('jobs').select('kind').where('kind', '=', 'client.sms').execute(),
    ).toEqual([]);
  });
});
