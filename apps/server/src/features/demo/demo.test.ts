import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TestClient } from '../../test/test-client.js';
import { demoOpeningHours, demoReviews, demoServices, demoStaff } from './demo-salon.data.js';
import { DEMO_TTL_MS, ensureShowcaseSalon, purgeExpiredDemos, SHOWCASE_SLUG } from './demo.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_STARTS_PER_IP_PER_HOUR: '1000' });
});
afterAll(() => t.close());

async function startDemo() {
  const client = new TestClient(t.app);
  const res = await client.post('/api/v1/demo/start');
  expect(res.statusCode).toBe(201);
  return { client, pro: client.pro! };
}

type CountedTable =
  'serviceCategories' | 'services' | 'staff' | 'openingHours' | 'availabilities' | 'appointments' | 'reviews';
async function count(table: CountedTable, proId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('proId', '=', proId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const proRow = (id: string) =>
  t.database.db.selectFrom('pros').selectAll().where('id', '=', id).executeTakeFirst();

describe('POST /demo/start', () => {
  it('gives a logged-in demo professional with the seeded salon', async () => {
    const { client, pro } = await startDemo();
    expect(pro).toMatchObject({
      isDemo: true,
      nomSociete: 'Salon Lumière',
      plan: 'Premium',
      onboardingDone: true,
    });
    expect((await client.get('/api/v1/account')).json().id).toBe(pro.id);

    expect(await count('serviceCategories', pro.id)).toBe(new Set(demoServices.map(([c]) => c)).size);
    expect(await count('services', pro.id)).toBe(demoServices.length);
    expect(await count('staff', pro.id)).toBe(3);
    expect(demoStaff).toHaveLength(3);
    const ranges = Object.values(demoOpeningHours).flat().length;
    expect(await count('openingHours', pro.id)).toBe(ranges);
    expect(await count('appointments', pro.id)).toBe(3);
    expect(await count('reviews', pro.id)).toBe(demoReviews.length);

    const services = await t.database.db
      .selectFrom('services')
      .selectAll()
      .where('proId', '=', pro.id)
      .execute();
    expect(services.every((s) => s.categoryId !== null)).toBe(true);
    const slots = await t.database.db
      .selectFrom('availabilities')
      .selectAll()
      .where('proId', '=', pro.id)
      .execute();
    expect(slots.length).toBeGreaterThan(50);
    const now = Date.now();
    expect(
      slots.every((s) => Date.parse(s.startsAt) > now && Date.parse(s.startsAt) < now + 30 * 86_400_000),
    ).toBe(true);
    expect(new Set(slots.map((s) => s.staffId)).size).toBe(3);
  });

  it('keeps the same copy when the same browser starts again', async () => {
    const { client, pro } = await startDemo();
    const again = await client.post('/api/v1/demo/start');
    expect(again.statusCode).toBe(200);
    expect(again.json().pro.id).toBe(pro.id);
  });

  it('gives two visitors two copies, and one’s edits never show to the other', async () => {
    const first = await startDemo();
    const second = await startDemo();
    expect(first.pro.id).not.toBe(second.pro.id);
    expect(first.pro.slug).not.toBe(second.pro.slug);

    await t.database.db
      .updateTable('pros')
      .set({ nomSociete: 'Salon du premier' })
      .where('id', '=', first.pro.id)
      .execute();
    await t.database.db
      .updateTable('services')
      .set({ name: 'Coupe modifiée' })
      .where('proId', '=', first.pro.id)
      .execute();
    await first.client.put('/api/v1/account/email', { email: 'visiteur@example.fr', password: 'x' });

    expect((await first.client.get('/api/v1/account')).json().nomSociete).toBe('Salon du premier');
    const seen = (await second.client.get('/api/v1/account')).json();
    expect(seen).toMatchObject({ id: second.pro.id, nomSociete: 'Salon Lumière', email: second.pro.email });
    const names = await t.database.db
      .selectFrom('services')
      .select('name')
      .where('proId', '=', second.pro.id)
      .execute();
    expect(names.map((n) => n.name).sort()).toEqual(demoServices.map(([, name]) => name).sort());
  });
});

describe('POST /demo/reset', () => {
  it('replaces the visitor’s copy with a fresh one and removes the old one', async () => {
    const { client, pro } = await startDemo();
    await t.database.db
      .updateTable('services')
      .set({ name: 'Modifié' })
      .where('proId', '=', pro.id)
      .execute();
    const res = await client.post('/api/v1/demo/reset');
    expect(res.statusCode).toBe(200);
    const fresh = res.json().pro;
    expect(fresh.id).not.toBe(pro.id);
    expect(fresh.isDemo).toBe(true);

    expect(await proRow(pro.id)).toBeUndefined();
    expect(await count('services', pro.id)).toBe(0);
    expect(await count('availabilities', pro.id)).toBe(0);
    const names = await t.database.db
      .selectFrom('services')
      .select('name')
      .where('proId', '=', fresh.id)
      .execute();
    expect(names.map((n) => n.name)).not.toContain('Modifié');
    expect(names).toHaveLength(demoServices.length);
    expect((await client.get('/api/v1/account')).json().id).toBe(fresh.id);
  });
});

describe('account changes in demo mode', () => {
  it('refuses password and e-mail changes and deletion requests with 403', async () => {
    const { client, pro } = await startDemo();
    const password = await client.put('/api/v1/account/password', {
      oldPassword: 'peu-importe',
      newPassword: 'nouveau-mdp-123',
      confirmation: 'nouveau-mdp-123',
    });
    const email = await client.put('/api/v1/account/email', {
      email: 'demo-visiteur@example.fr',
      password: 'peu-importe',
    });
    const deletion = await client.post('/api/v1/account/deletion-request');
    for (const res of [password, email, deletion]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Cette action n’est pas disponible en mode démo.');
    }
    const row = (await proRow(pro.id))!;
    expect(row).toMatchObject({ email: pro.email, passwordHash: null, deletionRequestedAt: null });
  });
});

describe('purgeExpiredDemos', () => {
  it('removes the copies whose time is up, and only those', async () => {
    await ensureShowcaseSalon(t.database.db);
    const expired = await startDemo();
    const live = await startDemo();
    const past = new Date(Date.now() - 1000).toISOString();
    await t.database.db
      .updateTable('pros')
      .set({ demoExpiresAt: past })
      .where('id', '=', expired.pro.id)
      .execute();

    expect(await purgeExpiredDemos(t.database.db)).toBe(1);
    expect(await proRow(expired.pro.id)).toBeUndefined();
    expect(await count('availabilities', expired.pro.id)).toBe(0);
    expect((await expired.client.get('/api/v1/account')).statusCode).toBe(401);
    expect(await proRow(live.pro.id)).toBeDefined();
    expect(
      await t.database.db
        .selectFrom('pros')
        .select('id')
        .where('slug', '=', SHOWCASE_SLUG)
        .executeTakeFirst(),
    ).toBeDefined();

    // A live copy goes once its time-to-live has passed.
    expect(
      await purgeExpiredDemos(t.database.db, new Date(Date.now() + DEMO_TTL_MS + 60_000)),
    ).toBeGreaterThanOrEqual(1);
    expect(await proRow(live.pro.id)).toBeUndefined();
  });
});

describe('the showcase salon', () => {
  it('is seeded once, however often the server starts', async () => {
    await ensureShowcaseSalon(t.database.db);
    await ensureShowcaseSalon(t.database.db);
    const rows = await t.database.db
      .selectFrom('pros')
      .selectAll()
      .where('slug', '=', SHOWCASE_SLUG)
      .execute();
    expect(rows).toHaveLength(1);
    const showcase = rows[0]!;
    expect(showcase).toMatchObject({ isDemo: 1, demoExpiresAt: null, passwordHash: null });
    expect(await count('services', showcase.id)).toBe(demoServices.length);
  });

  it('cannot be logged into', async () => {
    await ensureShowcaseSalon(t.database.db);
    const showcase = (await t.database.db
      .selectFrom('pros')
      .selectAll()
      .where('slug', '=', SHOWCASE_SLUG)
      .executeTakeFirst())!;
    for (const password of ['', 'demo', 'motdepasse-sur-1']) {
      const res = await new TestClient(t.app).post('/api/v1/auth/login', { email: showcase.email, password });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.cookies.find((c) => c.name === 'qrdv_sid' && c.value)).toBeUndefined();
    }
    // Nor handed out by the demo: every visitor gets a private copy.
    const { pro } = await startDemo();
    expect(pro.id).not.toBe(showcase.id);
  });
});

describe('demo pictures', () => {
  it('gives each visitor copy a profile image and photos that are served', async () => {
    const client = new TestClient(t.app);
    await client.post('/api/v1/demo/start');
    const business = (await client.get('/api/v1/business')).json();
    expect(business.imageUrl).toMatch(/^\/api\/v1\/uploads\/profile\/.+\.jpg$/);
    const image = await t.app.inject({ method: 'GET', url: business.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/jpeg');
    const photos = (await client.get('/api/v1/photos')).json().photos;
    expect(photos).toHaveLength(3);
    expect((await t.app.inject({ method: 'GET', url: photos[0].url })).statusCode).toBe(200);
  });
});
