import { randomUUID } from 'node:crypto';
import { bookingMessages as m, DEFAULT_PAGE_LAYOUT, type PublicProfile } from '@quickrdv/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro, TestClient } from '../../test/test-client.js';
import { parisDay } from '../availabilities/calendar.fixtures.js';
import { addSlot, bookableSalon } from '../booking/booking.fixtures.js';
import { createVisitorDemo, ensureShowcaseSalon, SHOWCASE_SLUG } from '../demo/demo.service.js';

let t: TestApp;
let anon: TestClient;
beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '0' });
  anon = new TestClient(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const P = '/api/v1/public/pros';
async function salon() {
  const p = await signedUpPro(t.app, {
    nomSociete: 'Salon Lumière',
    email: `pro-${randomUUID()}@login.example`,
  });
  return { ...p, ...(await bookableSalon(db(), p.pro.id)) };
}
const now = () => new Date().toISOString();

describe('GET /public/pros/:slug', () => {
  it('gives the business, photos, hours, team, services, rating, reviews, layout and next days', async () => {
    const s = await salon();
    const proId = s.pro.id;
    await db()
      .updateTable('pros')
      .set({
        profession: 'Coiffeuse',
        presentation: '<p>Bienvenue</p>',
        image: 'img-1',
        establishmentTypeId: 'coiffeur',
      })
      .where('id', '=', proId)
      .execute();
    await db()
      .insertInto('photos')
      .values([
        { id: 'p2', proId, fileName: 'p2.jpg', position: 1, createdAt: now() },
        { id: 'p1', proId, fileName: 'p1.jpg', position: 0, createdAt: now() },
      ])
      .execute();
    await db()
      .insertInto('openingHours')
      .values([
        { proId, weekday: 1, rangeIndex: 0, opens: '09:00', closes: '12:00' },
        { proId, weekday: 1, rangeIndex: 1, opens: '14:00', closes: '19:00' },
        { proId, weekday: 5, rangeIndex: 0, opens: '09:00', closes: '17:00' },
      ])
      .execute();
    const review = (prenom: string, rating: number, daysAgo: number, reply: string | null = null) => ({
      id: randomUUID(),
      proId,
      prenom,
      rating,
      message: `Avis de ${prenom}`,
      replyMessage: reply,
      replyAt: reply ? now() : null,
      createdAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
    });
    await db()
      .insertInto('reviews')
      .values([review('Anne', 5, 3, 'Merci Anne !'), review('Bruno', 4, 2), review('Chloé', 4, 1)])
      .execute();
    await db().updateTable('services').set({ visible: 0 }).where('id', '=', s.beard).execute();
    for (const n of [3, 3, 5, 9, 12])
      await addSlot(db(), proId, { day: parisDay(n), time: n === 3 ? '09:00' : '10:00', staffId: s.anna });
    await addSlot(db(), proId, { day: parisDay(3), time: '11:00', staffId: s.anna });

    const res = await anon.get(`${P}/${s.slug}`);
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json() as PublicProfile;
    expect(profile.business).toEqual({
      slug: s.slug,
      nomSociete: 'Salon Lumière',
      profession: 'Coiffeuse',
      adresse: '12 rue des Lilas',
      codePostal: '69003',
      ville: 'Lyon',
      tel1: '04 78 00 00 00',
      email: 'contact@salon.example',
      presentation: '<p>Bienvenue</p>',
      imageUrl: '/api/v1/uploads/profile/img-1.jpg',
      establishmentType: expect.any(String),
      timeZone: 'Europe/Paris',
      bookingNoticeHours: 24,
      isDemo: false,
    });
    expect(profile.business.establishmentType).not.toBe('');
    expect(profile.photos).toEqual([
      { id: 'p1', url: '/api/v1/uploads/photos/p1.jpg' },
      { id: 'p2', url: '/api/v1/uploads/photos/p2.jpg' },
    ]);
    expect(profile.openingHours).toHaveLength(7);
    expect(profile.openingHours[0]).toEqual({ weekday: 0, name: 'Lundi', ranges: [] });
    expect(profile.openingHours[1]).toEqual({
      weekday: 1,
      name: 'Mardi',
      ranges: [
        { opens: '09:00', closes: '12:00' },
        { opens: '14:00', closes: '19:00' },
      ],
    });
    expect(profile.team).toEqual([
      { id: s.anna, prenom: 'Anna', nom: 'Roux', color: 'e91e63', email: 'anna@salon.example' },
      { id: s.marc, prenom: 'Marc', nom: 'Petit', color: '2196f3', email: null },
    ]);
    expect(profile.serviceCategories).toEqual([
      {
        id: expect.any(String),
        name: 'Coiffure',
        services: [
          {
            id: s.cut,
            name: 'Coupe',
            amount: 25,
            amountCents: 2500,
            duration: '00:30',
            durationMinutes: 30,
            description: '',
            color: null,
          },
          {
            id: s.color,
            name: 'Couleur',
            amount: 55,
            amountCents: 5500,
            duration: '01:00',
            durationMinutes: 60,
            description: '',
            color: null,
          },
        ],
      },
    ]);
    expect(profile.rating).toEqual({ noteglobale: 4.3, nombreavis: 3 });
    expect(profile.reviews.map((r) => r.prenom)).toEqual(['Chloé', 'Bruno', 'Anne']);
    expect(profile.reviews[2]).toMatchObject({
      rating: 5,
      message: 'Avis de Anne',
      reply: { message: 'Merci Anne !' },
    });
    expect(profile.reviews[0]!.reply).toBeNull();
    expect(profile.layout).toEqual(DEFAULT_PAGE_LAYOUT);
    expect(profile.nextDays).toEqual([parisDay(3), parisDay(5), parisDay(9)]);
    expect(profile.urls).toEqual({
      profile: `http://localhost:3000/rendez-vous-en-ligne/${s.slug}`,
      frame: `http://localhost:3000/rendez-vous-en-ligne/cadreindividuel/${s.slug}`,
      widgetScript: `http://localhost:3000/code.js?num=${s.slug}`,
    });
    // Never the login e-mail, the password hash, the plan or the owner's identity.
    expect(res.body).not.toMatch(/login\.example|passwordHash|password_hash|"plan"|Martin|Léa/);
  });

  it('returns the stored page layout and an empty next-days list without slots', async () => {
    const s = await salon();
    const layout = { ...DEFAULT_PAGE_LAYOUT, theme: 'theme2', hiddenBlocks: ['AvisBlock'] };
    await db()
      .updateTable('pros')
      .set({ pageLayout: JSON.stringify(layout) })
      .where('id', '=', s.pro.id)
      .execute();
    const profile = (await anon.get(`${P}/${s.slug}`)).json() as PublicProfile;
    expect(profile.layout).toEqual(layout);
    expect(profile.nextDays).toEqual([]);
    expect(profile.rating).toEqual({ noteglobale: null, nombreavis: 0 });
  });

  it('answers 404 for an unknown slug, an expired demo copy and an account being deleted; the showcase and live copies are public', async () => {
    const missing = await anon.get(`${P}/personne-ici`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', message: m.proNotFound });
    expect((await anon.get(`${P}/${'x'.repeat(130)}`)).statusCode).toBe(414);
    const copy = await createVisitorDemo(db());
    expect((await anon.get(`${P}/${copy.slug}`)).statusCode).toBe(200);
    await db().updateTable('pros').set({ demoExpiresAt: now() }).where('slug', '=', copy.slug).execute();
    expect((await anon.get(`${P}/${copy.slug}`)).statusCode).toBe(404);
    expect((await anon.get(`${P}/${copy.slug}/slots`)).statusCode).toBe(404);
    const leaving = await salon();
    await db()
      .updateTable('pros')
      .set({ deletionRequestedAt: now() })
      .where('id', '=', leaving.pro.id)
      .execute();
    expect((await anon.get(`${P}/${leaving.slug}`)).statusCode).toBe(404);
    await ensureShowcaseSalon(db());
    const showcase = await anon.get(`${P}/${SHOWCASE_SLUG}`);
    expect(showcase.statusCode).toBe(200);
    expect(showcase.json()).toMatchObject({
      business: { nomSociete: 'Salon Lumière', isDemo: true, email: 'contact@salon-lumiere.example' },
    });
    expect(showcase.json().nextDays).toHaveLength(3);
  });
});
