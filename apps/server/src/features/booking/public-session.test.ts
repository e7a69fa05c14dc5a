import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro } from '../../test/test-client.js';
import { parisDay } from '../availabilities/calendar.fixtures.js';
import { addSlot, bookableSalon, bookingBody, bookingTableCounts, publicSlotId } from './booking.fixtures.js';

/*
 * Public routes never use the session: a professional trying their own booking widget sends their session
 * cookie, which must neither be required nor make the CSRF token required. Professional routes still do.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '0', BOOKING_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(() => t.close());

const db = () => t.database.db;

/** A logged-in professional with a bookable salon and two of Anna's slots, and their bare cookie. */
async function loggedInSalon() {
  const p = await signedUpPro(t.app, { nomSociete: 'Salon Lumière' });
  const s = await bookableSalon(db(), p.pro.id);
  const day = parisDay(8);
  const slots = [
    await addSlot(db(), s.pro.id, { day, time: '10:00', staffId: s.anna }),
    await addSlot(db(), s.pro.id, { day, time: '11:00', staffId: s.anna }),
  ];
  expect(p.client.cookie).toMatch(/^qrdv_sid=/);
  expect(p.client.csrfToken).toBeTruthy();
  // Only the cookie, as a browser sends it: no x-csrf-token header.
  const withCookie = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, origin?: string) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { cookie: p.client.cookie!, ...(origin ? { origin } : {}) },
    });
  return { ...p, ...s, day, slots, withCookie };
}

describe('public routes with a professional’s session cookie and no CSRF token', () => {
  it('book, move and cancel (201, 200, 200)', async () => {
    const s = await loggedInSalon();
    const bookings = `/api/v1/public/pros/${s.slug}/bookings`;
    const booked = await s.withCookie('POST', bookings, bookingBody(s.slots[0]!, [s.cut]));
    expect(booked.statusCode, booked.body).toBe(201);
    const token: string = booked.json().booking.token;
    expect(booked.cookies.map((c) => c.name)).toEqual([]);

    expect((await s.withCookie('GET', `/api/v1/public/pros/${s.slug}`)).statusCode).toBe(200);
    const slots = await s.withCookie('GET', `/api/v1/public/pros/${s.slug}/slots?from=${s.day}&days=1`);
    expect(slots.json().days[0].slots.map((x: { id: string }) => x.id)).toEqual([
      await publicSlotId(db(), s.pro.id, s.slots[1]!),
    ]);
    const manage = `/api/v1/public/bookings/${token}`;
    expect((await s.withCookie('GET', manage)).json()).toMatchObject({ start: '10:00' });

    const moved = await s.withCookie('POST', `${manage}/move`, { slotId: s.slots[1] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().booking).toMatchObject({ start: '11:00' });
    const cancelled = await s.withCookie('DELETE', manage);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ cancelled: true });
  });

  it('still refuses a public booking sent from another site', async () => {
    const s = await loggedInSalon();
    const before = await bookingTableCounts(db());
    const res = await s.withCookie(
      'POST',
      `/api/v1/public/pros/${s.slug}/bookings`,
      bookingBody(s.slots[0]!, [s.cut]),
      'https://evil.example',
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'csrf', message: 'Requête refusée : origine non autorisée.' });
    expect(await bookingTableCounts(db())).toEqual(before);
  });

  it('leaves professional routes requiring the token on writes', async () => {
    const s = await loggedInSalon();
    const res = await s.withCookie('POST', '/api/v1/clients', { nom: 'Petit', prenom: 'Lou' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'csrf',
      message: 'Jeton de sécurité invalide. Veuillez recharger la page.',
    });
    expect(await db().selectFrom('clients').select('id').where('proId', '=', s.pro.id).execute()).toEqual([]);
    // Reads need the session only, and the same write with the token goes through.
    expect((await s.withCookie('GET', '/api/v1/clients')).statusCode).toBe(200);
    expect((await s.client.post('/api/v1/clients', { nom: 'Petit', prenom: 'Lou' })).statusCode).toBe(201);
  });
});
