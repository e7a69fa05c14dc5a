import { clientMessages as m } from '@quickrdv/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro, TestClient } from '../../test/test-client.js';
import { parisDay } from '../availabilities/calendar.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '0' });
});
afterAll(() => t.close());

const C = '/api/v1/clients';
const patch = (c: TestClient, url: string, payload: unknown) =>
  c.request({ method: 'PATCH', url, payload: payload as object });
const clientRows = (proId: string) =>
  t.database.db.selectFrom('clients').selectAll().where('proId', '=', proId).execute();

describe('every client route', () => {
  it('answers 401 to an anonymous caller', async () => {
    const anon = new TestClient(t.app);
    for (const [method, url] of [
      ['GET', C],
      ['GET', `${C}/x`],
      ['POST', C],
      ['PATCH', `${C}/x`],
      ['DELETE', `${C}/x`],
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

describe('POST /clients', () => {
  it('adds a client pro with every field of the form', async () => {
    const { client, pro } = await signedUpPro(t.app);
    const res = await client.post(C, {
      civilite: 'Mme',
      nom: ' Durand ',
      prenom: 'Sophie',
      nomSociete: 'Durand SARL',
      email: 'Sophie.Durand@Example.fr',
      telPortable: '06 12 34 56 78',
      telFixe: '01 23 45 67 89',
      telTravail: '',
      adresse: '3 rue des Lilas',
      complementAdresse: 'Bâtiment B',
      cpVille: '75011 Paris',
      dateNaissance: '1990-05-17',
      infoComp: 'Préfère le matin',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'client pro',
      civilite: 'Mme',
      nom: 'Durand',
      email: 'sophie.durand@example.fr',
      telPortable: '06 12 34 56 78',
      complementAdresse: 'Bâtiment B',
      dateNaissance: '1990-05-17',
    });
    expect(await clientRows(pro.id)).toHaveLength(1);
  });

  it('names every wrong field in French and writes nothing', async () => {
    const { client, pro } = await signedUpPro(t.app);
    const res = await client.post(C, {
      civilite: 'Mademoiselle',
      nom: '',
      prenom: 'x'.repeat(256),
      email: 'sophie@',
      telPortable: '01 02 03 04 05',
      adresse: 'x'.repeat(501),
      dateNaissance: '2999-01-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      civilite: m.civiliteTooLong,
      nom: m.nomRequired,
      prenom: m.prenomTooLong,
      email: m.emailInvalid,
      telPortable: m.telPortableInvalid,
      adresse: m.adresseTooLong,
      dateNaissance: m.dateNaissanceFuture,
    });
    expect(await clientRows(pro.id)).toHaveLength(0);
  });
});

describe('phones', () => {
  it('stores one form per number, accepts a foreign mobile and refuses a French landline as mobile', async () => {
    const { client } = await signedUpPro(t.app);
    const res = await client.post(C, {
      nom: 'Petit',
      prenom: 'Lou',
      telPortable: '+32 470 12 34 56',
      telFixe: '0033 1 23 45 67 89',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ telPortable: '+32470123456', telFixe: '01 23 45 67 89' });
    const bad = await client.post(C, { nom: 'Petit', prenom: 'Lou', telPortable: '+33 1 23 45 67 89' });
    expect(bad.json().fields).toEqual({ telPortable: m.telPortableInvalid });
  });
});

describe('GET /clients', () => {
  it('sorts by nom in French order and searches nom and prenom without accents or case', async () => {
    const { client } = await signedUpPro(t.app);
    for (const [nom, prenom] of [
      ['Fabre', 'Léa'],
      ['Émond', 'Chloé'],
      ['durand', 'Élodie'],
      ['Durand', 'Bruno'],
    ]) {
      await client.post(C, { nom, prenom });
    }
    const all = (await client.get(C))
      .json()
      .clients.map((c: { nom: string; prenom: string }) => `${c.nom} ${c.prenom}`);
    expect(all).toEqual(['Durand Bruno', 'durand Élodie', 'Émond Chloé', 'Fabre Léa']);
    const search = async (q: string) =>
      (await client.get(`${C}?q=${encodeURIComponent(q)}`))
        .json()
        .clients.map((c: { prenom: string }) => c.prenom);
    expect(await search('elodie')).toEqual(['Élodie']);
    expect(await search('EMO')).toEqual(['Chloé']);
    expect(await search('durand')).toEqual(['Bruno', 'Élodie']);
    expect(await search('léa fabre')).toEqual(['Léa']);
    // The spec's search by nom finds the text anywhere in it; LIKE's wildcards are only text.
    expect(await search('RAND')).toEqual(['Bruno', 'Élodie']);
    expect(await search('mon')).toEqual(['Chloé']);
    expect(await search('%')).toEqual([]);
    expect(await search('a_')).toEqual([]);
    expect(await search('lodie')).toEqual([]);
  });

  it('shows one client with their appointments, newest first', async () => {
    const { client } = await signedUpPro(t.app);
    const c = (await client.post(C, { nom: 'Petit', prenom: 'Lou' })).json();
    for (const day of [parisDay(2), parisDay(9)]) {
      expect(
        (await client.post('/api/v1/appointments', { clientId: c.id, day, start: '10:00', end: '10:30' }))
          .statusCode,
      ).toBe(201);
    }
    const res = await client.get(`${C}/${c.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().appointments.map((a: { day: string; start: string }) => `${a.day} ${a.start}`)).toEqual(
      [`${parisDay(9)} 10:00`, `${parisDay(2)} 10:00`],
    );
  });
});

describe('PATCH and DELETE /clients/:id', () => {
  it('changes only the fields sent, with the same rules', async () => {
    const { client } = await signedUpPro(t.app);
    const c = (await client.post(C, { nom: 'Petit', prenom: 'Lou', email: 'lou@example.fr' })).json();
    const res = await patch(client, `${C}/${c.id}`, { prenom: 'Louise', telPortable: '+33 7 11 22 33 44' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      nom: 'Petit',
      prenom: 'Louise',
      email: 'lou@example.fr',
      telPortable: '07 11 22 33 44',
    });
    const bad = await patch(client, `${C}/${c.id}`, { nom: '', email: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ nom: m.nomRequired, email: m.emailInvalid });
    expect((await client.get(`${C}/${c.id}`)).json()).toMatchObject({
      nom: 'Petit',
      email: 'lou@example.fr',
    });
  });

  it('answers 404 for another professional’s client', async () => {
    const me = await signedUpPro(t.app);
    const other = await signedUpPro(t.app);
    const c = (await me.client.post(C, { nom: 'Petit', prenom: 'Lou' })).json();
    expect((await other.client.get(`${C}/${c.id}`)).statusCode).toBe(404);
    expect((await patch(other.client, `${C}/${c.id}`, { nom: 'Volé' })).statusCode).toBe(404);
    expect((await other.client.delete(`${C}/${c.id}`)).statusCode).toBe(404);
    expect((await other.client.get(C)).json().clients).toEqual([]);
    expect((await me.client.get(`${C}/${c.id}`)).json().nom).toBe('Petit');
  });

  it('cancels the future appointments of a deleted client and keeps the past ones as time', async () => {
    const { client, pro } = await signedUpPro(t.app);
    const c = (await client.post(C, { nom: 'Petit', prenom: 'Lou', email: 'lou@example.fr' })).json();
    const book = async (day: string, reminder: boolean) => {
      const res = await client.post('/api/v1/appointments', {
        clientId: c.id,
        day,
        start: '10:00',
        end: '10:30',
        ...(reminder ? { notifyMail: true, notifyDaysBefore: 2 } : {}),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const future = await book(parisDay(10), true);
    const past = await book(parisDay(-3), false);
    expect(future.notifications).toMatchObject([{ channel: 'email', status: 'pending' }]);
    expect((await client.get(`${C}/${c.id}`)).json().futureAppointmentCount).toBe(1);

    expect((await client.delete(`${C}/${c.id}`)).statusCode).toBe(204);
    expect((await client.get(`/api/v1/appointments/${future.id}`)).statusCode).toBe(404);
    const jobs = await t.database.db
      .selectFrom('jobs')
      .select('status')
      .where('refId', '=', future.id)
      .execute();
    expect(jobs).toEqual([{ status: 'cancelled' }]);
    const kept = await client.get(`/api/v1/appointments/${past.id}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().client).toBeNull();
    expect((await client.get(`${C}/${c.id}`)).statusCode).toBe(404);
    expect(await clientRows(pro.id)).toEqual([]);
  });
});
