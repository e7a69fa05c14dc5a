import { clientMessages as m } from '@quickrdv/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro, type TestClient } from '../../test/test-client.js';
import { parisDay } from '../availabilities/calendar.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '0' });
});
afterAll(() => t.close());

const C = '/api/v1/clients';
type Item = { nom: string; prenom: string; hasAccount: boolean; appointmentCount: number };
const list = async (c: TestClient, query = '') => {
  const res = await c.get(`${C}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { clients: Item[]; matching: number; total: number; letters: string[] };
};
const names = async (c: TestClient, q: string) =>
  (await list(c, `?q=${encodeURIComponent(q)}`)).clients.map((x) => `${x.prenom} ${x.nom}`);

async function bookWith(c: TestClient, clients: Array<Record<string, string>>) {
  const ids: string[] = [];
  for (const body of clients) {
    const res = await c.post(C, body);
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().id);
  }
  return ids;
}

describe('GET /clients search', () => {
  it('finds by nom, prénom, "prénom nom", e-mail and phone in any format, accents and case ignored', async () => {
    const { client } = await signedUpPro(t.app);
    await bookWith(client, [
      { nom: 'Émond', prenom: 'Chloé', email: 'chloe.emond@example.fr', telPortable: '06 12 34 56 78' },
      { nom: 'Le Gall', prenom: 'Anne-Sophie', telFixe: '01 23 45 67 89' },
      { nom: 'Durand', prenom: 'Bruno', telPortable: '+32 470 12 34 56' },
    ]);
    expect(await names(client, 'emond')).toEqual(['Chloé Émond']);
    expect(await names(client, 'CHLOE')).toEqual(['Chloé Émond']);
    expect(await names(client, 'chloé em')).toEqual(['Chloé Émond']);
    expect(await names(client, 'gall')).toEqual(['Anne-Sophie Le Gall']);
    expect(await names(client, 'sophie le')).toEqual(['Anne-Sophie Le Gall']);
    expect(await names(client, 'chloe.emond@')).toEqual(['Chloé Émond']);
    expect(await names(client, '+33 6 12 34')).toEqual(['Chloé Émond']);
    expect(await names(client, '0612345678')).toEqual(['Chloé Émond']);
    expect(await names(client, '01.23.45')).toEqual(['Anne-Sophie Le Gall']);
    expect(await names(client, '+32470')).toEqual(['Bruno Durand']);
    expect(await names(client, 'martin')).toEqual([]);
    expect(await names(client, '%')).toEqual([]);
  });

  it('finds clients written by other paths: an online booking’s client and a change made in SQL', async () => {
    const { client, pro } = await signedUpPro(t.app);
    const [id] = await bookWith(client, [{ nom: 'Petit', prenom: 'Lou' }]);
    // As the booking and the demo seed do: a plain insert, and an update the app did not make.
    await t.database.db
      .insertInto('clients')
      .values({
        id: 'booked-1',
        proId: pro.id,
        type: 'client internet',
        nom: 'Fabre',
        prenom: 'Léa',
        telPortable: '0711223344',
        createdAt: new Date().toISOString(),
      })
      .execute();
    await t.database.db
      .updateTable('clients')
      .set({ telPortable: '0699887766' })
      .where('id', '=', id!)
      .execute();
    expect(await names(client, 'lea')).toEqual(['Léa Fabre']);
    expect(await names(client, '07 11 22')).toEqual(['Léa Fabre']);
    expect(await names(client, '0699')).toEqual(['Lou Petit']);
    const all = await list(client);
    expect(all.clients.map((c) => [c.nom, c.hasAccount])).toEqual([
      ['Fabre', true],
      ['Petit', false],
    ]);
  });
});

describe('GET /clients list', () => {
  it('sorts by folded nom then prénom, pages, counts and lists the letters of the A-Z bar', async () => {
    const { client } = await signedUpPro(t.app);
    await bookWith(client, [
      { nom: 'durand', prenom: 'Élodie' },
      { nom: 'Émond', prenom: 'Chloé' },
      { nom: 'Durand', prenom: 'Bruno' },
      { nom: 'Fabre', prenom: 'Léa' },
      { nom: 'Zola', prenom: 'Émile' },
      { nom: '2B Coiffure', prenom: 'Équipe' },
    ]);
    const all = await list(client);
    expect(all.clients.map((c) => `${c.nom} ${c.prenom}`)).toEqual([
      '2B Coiffure Équipe',
      'Durand Bruno',
      'durand Élodie',
      'Émond Chloé',
      'Fabre Léa',
      'Zola Émile',
    ]);
    expect(all).toMatchObject({ matching: 6, total: 6, letters: ['D', 'E', 'F', 'Z'] });
    const page = await list(client, '?offset=2&limit=2');
    expect(page.clients.map((c) => c.prenom)).toEqual(['Élodie', 'Chloé']);
    expect(page).toMatchObject({ matching: 6, total: 6 });
    const e = await list(client, '?letter=e');
    expect(e.clients.map((c) => c.nom)).toEqual(['Émond']);
    expect(e).toMatchObject({ matching: 1, total: 6, letters: ['D', 'E', 'F', 'Z'] });
    const d = await list(client, '?letter=D&q=elo');
    expect(d.clients.map((c) => c.prenom)).toEqual(['Élodie']);
    expect(d).toMatchObject({ matching: 1, total: 6 });
  });

  it('counts each client’s appointments', async () => {
    const { client } = await signedUpPro(t.app);
    const [id] = await bookWith(client, [
      { nom: 'Petit', prenom: 'Lou' },
      { nom: 'Zola', prenom: 'Émile' },
    ]);
    for (const day of [parisDay(2), parisDay(-2)])
      expect(
        (await client.post('/api/v1/appointments', { clientId: id, day, start: '10:00', end: '10:30' }))
          .statusCode,
      ).toBe(201);
    expect((await list(client)).clients.map((c) => c.appointmentCount)).toEqual([2, 0]);
  });

  it('refuses a wrong query with a French message', async () => {
    const { client } = await signedUpPro(t.app);
    for (const [query, message] of [
      ['?letter=%C3%89', m.listLetterInvalid],
      ['?offset=-1', m.listOffsetInvalid],
      ['?limit=0', m.listLimitInvalid],
      ['?limit=201', m.listLimitInvalid],
      [`?q=${'x'.repeat(256)}`, m.searchTooLong],
    ] as const) {
      const res = await client.get(`${C}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });

  it('shows only the professional’s own clients', async () => {
    const me = await signedUpPro(t.app);
    const other = await signedUpPro(t.app);
    await bookWith(me.client, [{ nom: 'Petit', prenom: 'Lou', telPortable: '0612345678' }]);
    expect(await list(other.client)).toEqual({ clients: [], matching: 0, total: 0, letters: [] });
    expect(await names(other.client, 'petit')).toEqual([]);
    expect(await names(other.client, '0612')).toEqual([]);
  });
});

describe('GET /clients/:id', () => {
  it('lists the appointments newest first with their end, services and the future count', async () => {
    const { client } = await signedUpPro(t.app);
    const [id] = await bookWith(client, [{ nom: 'Petit', prenom: 'Lou' }]);
    for (const day of [parisDay(-5), parisDay(9), parisDay(2)])
      await client.post('/api/v1/appointments', { clientId: id, day, start: '10:00', end: '11:15' });
    const res = (await client.get(`${C}/${id}`)).json();
    expect(res.appointments.map((a: { day: string }) => a.day)).toEqual([
      parisDay(9),
      parisDay(2),
      parisDay(-5),
    ]);
    expect(res.appointments[0]).toMatchObject({ start: '10:00', end: '11:15', services: '' });
    expect(res.futureAppointmentCount).toBe(2);
  });
});
