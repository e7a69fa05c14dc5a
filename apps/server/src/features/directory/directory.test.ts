import { randomUUID } from 'node:crypto';
import { bookingMessages as m, type DirectoryReply } from '@quickrdv/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro, TestClient } from '../../test/test-client.js';
import { createVisitorDemo, ensureShowcaseSalon, SHOWCASE_SLUG } from '../demo/demo.service.js';

let t: TestApp;
let anon: TestClient;
beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '0' });
  anon = new TestClient(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
async function listed(
  nomSociete: string,
  ville: string,
  codePostal: string,
  o: { onboarded?: boolean; service?: boolean } = {},
) {
  const { pro } = await signedUpPro(t.app, { nomSociete });
  await db()
    .updateTable('pros')
    .set({ ville, codePostal, profession: 'Coiffeur', onboardingDone: o.onboarded === false ? 0 : 1 })
    .where('id', '=', pro.id)
    .execute();
  if (o.service)
    await db()
      .insertInto('services')
      .values({
        id: randomUUID(),
        proId: pro.id,
        name: 'Coupe',
        amountCents: 2000,
        durationMinutes: 30,
        createdAt: new Date().toISOString(),
      })
      .execute();
  return pro;
}
const search = async (q: string) => {
  const res = await anon.get(`/api/v1/public/directory?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as DirectoryReply).results;
};
const names = async (q: string) => (await search(q)).map((r) => r.nomSociete);

describe('GET /public/directory', () => {
  beforeAll(async () => {
    const elegance = await listed('Coiffure Élégance', 'Saint-Étienne', '42000');
    await listed('Barbier du Vieux Lyon', 'Lyon', '69005');
    await listed('Beauté Lumière', 'Lyon', '69003');
    await listed('Salon Œuvre', 'Villeurbanne', '69100', { onboarded: false, service: true });
    await listed('Salon Caché', 'Lyon', '69001', { onboarded: false });
    const leaving = await listed('Salon Partant', 'Lyon', '69002');
    await db()
      .updateTable('pros')
      .set({ deletionRequestedAt: new Date().toISOString() })
      .where('id', '=', leaving.id)
      .execute();
    await createVisitorDemo(db());
    await ensureShowcaseSalon(db());
    await db()
      .insertInto('reviews')
      .values(
        [5, 4].map((rating) => ({
          id: randomUUID(),
          proId: elegance.id,
          prenom: 'Zoé',
          rating,
          message: '',
          createdAt: new Date().toISOString(),
        })),
      )
      .execute();
  });

  it('finds names and cities without accents or case, and postcodes by prefix', async () => {
    expect(await names('elegance')).toEqual(['Coiffure Élégance']);
    expect(await names('SAINT etienne')).toEqual(['Coiffure Élégance']);
    expect(await names('lumiere')).toEqual(['Beauté Lumière', 'Salon Lumière']);
    expect(await names('oeuvre')).toEqual(['Salon Œuvre']);
    expect(await names('690')).toEqual(['Barbier du Vieux Lyon', 'Beauté Lumière', 'Salon Lumière']);
    expect(await names('69')).toEqual([
      'Barbier du Vieux Lyon',
      'Beauté Lumière',
      'Salon Lumière',
      'Salon Œuvre',
    ]);
    expect(await names('lyon 69005')).toEqual(['Barbier du Vieux Lyon']);
    expect(await names('paris')).toEqual([]);
  });

  it('gives each professional’s public card with the rating summary', async () => {
    const [card] = await search('elegance');
    expect(card).toEqual({
      slug: expect.any(String),
      nomSociete: 'Coiffure Élégance',
      profession: 'Coiffeur',
      ville: 'Saint-Étienne',
      codePostal: '42000',
      imageUrl: null,
      rating: { noteglobale: 4.5, nombreavis: 2 },
    });
    expect((await search('vieux'))[0]!.rating).toEqual({ noteglobale: null, nombreavis: 0 });
  });

  it('leaves out visitors’ demo copies, accounts being deleted and professionals not ready; keeps the showcase', async () => {
    const all = await search('');
    const slugs = all.map((r) => r.slug);
    expect(slugs).toContain(SHOWCASE_SLUG);
    expect(slugs.some((s) => s.startsWith('demo-'))).toBe(false);
    expect(all.map((r) => r.nomSociete)).not.toContain('Salon Partant');
    expect(all.map((r) => r.nomSociete)).not.toContain('Salon Caché');
    expect(await names('cache')).toEqual([]);
  });

  it('answers at most 20 professionals and refuses an overlong query', async () => {
    for (let i = 0; i < 22; i++)
      await listed(`Institut Numéro ${String(i).padStart(2, '0')}`, 'Nantes', '44000');
    const found = await names('institut nantes');
    expect(found).toHaveLength(20);
    expect(found[0]).toBe('Institut Numéro 00');
    const res = await anon.get(`/api/v1/public/directory?q=${'a'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ q: m.queryTooLong });
  });
});
