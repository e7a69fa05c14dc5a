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
const coupe = { name: 'Coupe brushing', category: 'Femme', amount: 45, duration: '01:00' };

async function proWithStaff(count = 2) {
  const signed = await signedUpPro(t.app);
  const staffIds: string[] = [];
  for (let i = 0; i < count; i++) {
    staffIds.push((await signed.client.post('/api/v1/staff', { prenom: `Membre ${i}` })).json().id);
  }
  return { ...signed, staffIds };
}
const serviceRows = (proId: string) =>
  t.database.db.selectFrom('services').selectAll().where('proId', '=', proId).orderBy('position').execute();
const categoryRows = (proId: string) =>
  t.database.db
    .selectFrom('serviceCategories')
    .select('name')
    .where('proId', '=', proId)
    .orderBy('name')
    .execute();
const linksOf = async (serviceId: string) =>
  (
    await t.database.db
      .selectFrom('staffServices')
      .select('staffId')
      .where('serviceId', '=', serviceId)
      .execute()
  )
    .map((r) => r.staffId)
    .sort();

describe('POST /services', () => {
  it('adds a service performed by every staff member', async () => {
    const { client, staffIds } = await proWithStaff();
    const res = await client.post('/api/v1/services', { ...coupe, amount: '45,50', duration: '1:30' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: res.json().id,
      name: 'Coupe brushing',
      categoryId: res.json().categoryId,
      category: 'Femme',
      amount: 45.5,
      amountCents: 4550,
      duration: '01:30',
      durationMinutes: 90,
      description: '',
      color: null,
      visible: true,
      position: 0,
      staffIds: res.json().staffIds,
    });
    expect([...res.json().staffIds].sort()).toEqual([...staffIds].sort());
  });

  it('gives the spec messages for a missing name, amount and duration, and writes nothing', async () => {
    const { client, pro } = await proWithStaff(0);
    const res = await client.post('/api/v1/services', {
      name: ' ',
      amount: '',
      duration: '',
      category: 'Femme',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: 'Veuillez saisir le nom de la prestation',
      amount: 'Veuillez renseigner un montant',
      duration: 'Veuillez renseigner une durée',
    });
    const bad = await client.post('/api/v1/services', { name: 'Coupe', amount: -1, duration: '12:30' });
    expect(bad.json().fields).toEqual({
      amount: 'Le montant doit être un nombre positif avec au plus deux décimales.',
      duration: 'La durée ne doit pas dépasser 12:00.',
    });
    expect(await serviceRows(pro.id)).toEqual([]);
    expect(await categoryRows(pro.id)).toEqual([]);
  });

  it('reuses a category whatever its case, and works without one', async () => {
    const { client, pro } = await proWithStaff(0);
    const a = (await client.post('/api/v1/services', coupe)).json();
    const b = (
      await client.post('/api/v1/services', { ...coupe, name: 'Brushing', category: '  FEMME ' })
    ).json();
    const c = (
      await client.post('/api/v1/services', { name: 'Conseil', amount: 0, duration: '00:15' })
    ).json();
    expect(b.categoryId).toBe(a.categoryId);
    expect(b.category).toBe('Femme');
    expect(c).toMatchObject({ categoryId: null, category: null, amount: 0, position: 2 });
    expect(await categoryRows(pro.id)).toEqual([{ name: 'Femme' }]);
    const categories = await client.get('/api/v1/service-categories');
    expect(categories.json()).toEqual({ categories: [{ id: a.categoryId, name: 'Femme' }] });
  });
});

describe('GET /services', () => {
  it('lists the caller’s services in order with their total', async () => {
    const { client } = await proWithStaff(1);
    await client.post('/api/v1/services', coupe);
    await client.post('/api/v1/services', {
      name: 'Coupe homme',
      category: 'Homme',
      amount: 25,
      duration: '00:30',
    });
    const other = await signedUpPro(t.app);
    await other.client.post('/api/v1/services', { name: 'Autre', amount: 1, duration: '00:10' });
    const res = await client.get('/api/v1/services');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(2);
    expect(res.json().services.map((s: { name: string; category: string }) => [s.name, s.category])).toEqual([
      ['Coupe brushing', 'Femme'],
      ['Coupe homme', 'Homme'],
    ]);
  });

  it('asks for a login', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/v1/services')).statusCode).toBe(401);
    expect((await anonymous.get('/api/v1/service-categories')).statusCode).toBe(401);
    expect((await anonymous.post('/api/v1/services', coupe)).statusCode).toBe(401);
  });
});

describe('PATCH /services/:id', () => {
  it('changes any subset of the fields and sanitises the description', async () => {
    const { client, staffIds } = await proWithStaff(2);
    const service = (await client.post('/api/v1/services', coupe)).json();
    const res = await patch(client, `/api/v1/services/${service.id}`, {
      name: 'Coupe longue',
      amount: '60.5',
      duration: '02:00',
      description: '<p>Soin <em>inclus</em><script>alert(1)</script><img src=x onerror="alert(2)"></p>',
      color: '#FF8800',
      staffIds: [staffIds[1]],
      visible: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Coupe longue',
      category: 'Femme',
      amount: 60.5,
      duration: '02:00',
      description: '<p>Soin <em>inclus</em></p>',
      color: 'ff8800',
      visible: false,
      staffIds: [staffIds[1]],
    });
    expect(await linksOf(service.id)).toEqual([staffIds[1]]);
    const cleared = await patch(client, `/api/v1/services/${service.id}`, { color: null, staffIds: [] });
    expect(cleared.json()).toMatchObject({ color: null, staffIds: [], name: 'Coupe longue' });
  });

  it('moves a service to another category and forgets the unused one', async () => {
    const { client, pro } = await proWithStaff(0);
    const service = (await client.post('/api/v1/services', coupe)).json();
    const moved = await patch(client, `/api/v1/services/${service.id}`, { category: 'Soins' });
    expect(moved.json().category).toBe('Soins');
    expect(await categoryRows(pro.id)).toEqual([{ name: 'Soins' }]);
    const none = await patch(client, `/api/v1/services/${service.id}`, { category: null });
    expect(none.json()).toMatchObject({ category: null, categoryId: null });
    expect(await categoryRows(pro.id)).toEqual([]);
  });

  it('refuses bad values and another professional’s staff, changing nothing', async () => {
    const { client, pro } = await proWithStaff(1);
    const other = await proWithStaff(1);
    const service = (await client.post('/api/v1/services', coupe)).json();
    const before = await serviceRows(pro.id);
    const bad = await patch(client, `/api/v1/services/${service.id}`, {
      name: '',
      amount: 'douze',
      color: 'rouge',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      name: 'Veuillez saisir le nom de la prestation',
      amount: 'Le montant doit être un nombre positif avec au plus deux décimales.',
      color: 'La couleur doit être un code hexadécimal de 6 caractères (par exemple 6366f1).',
    });
    const foreign = await patch(client, `/api/v1/services/${service.id}`, {
      name: 'Renommée',
      staffIds: other.staffIds,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({
      staffIds: 'Un des membres du personnel choisis est introuvable.',
    });
    expect(await serviceRows(pro.id)).toEqual(before);
    expect(await linksOf(service.id)).toHaveLength(1);
  });

  it('answers 404 for another professional’s service and changes nothing', async () => {
    const owner = await proWithStaff(1);
    const other = await signedUpPro(t.app);
    const service = (await owner.client.post('/api/v1/services', coupe)).json();
    const before = await serviceRows(owner.pro.id);
    const res = await patch(other.client, `/api/v1/services/${service.id}`, { name: 'Volée' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Prestation introuvable.');
    expect((await other.client.delete(`/api/v1/services/${service.id}`)).statusCode).toBe(404);
    expect(await serviceRows(owner.pro.id)).toEqual(before);
    expect(await linksOf(service.id)).toEqual(owner.staffIds);
  });
});

describe('DELETE /services/:id', () => {
  it('deletes the service, its staff links and its unused category', async () => {
    const { client, pro } = await proWithStaff(2);
    const service = (await client.post('/api/v1/services', coupe)).json();
    const res = await client.delete(`/api/v1/services/${service.id}`);
    expect(res.statusCode).toBe(204);
    expect(await serviceRows(pro.id)).toEqual([]);
    expect(await linksOf(service.id)).toEqual([]);
    expect(await categoryRows(pro.id)).toEqual([]);
    expect((await client.get('/api/v1/services')).json()).toEqual({ services: [], total: 0 });
    expect((await client.delete(`/api/v1/services/${service.id}`)).statusCode).toBe(404);
  });
});
