import { bookingMessages } from '@quickrdv/core';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TestClient } from '../../test/test-client.js';
import { bookingBody } from '../booking/booking.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_STARTS_PER_IP_PER_HOUR: '100' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const anon = () => new TestClient(t.app);

/** The copy's published slots, latest first (well past the notice), and one 30-minute service. */
async function bookable(proId: string) {
  const slots = await db()
    .selectFrom('availabilities')
    .select('id')
    .where('proId', '=', proId)
    .orderBy('startsAt', 'desc')
    .limit(3)
    .execute();
  const service = await db()
    .selectFrom('services')
    .select('id')
    .where('proId', '=', proId)
    .where('name', '=', 'Brushing')
    .executeTakeFirstOrThrow();
  return { slotIds: slots.map((s) => s.id), serviceId: service.id };
}

describe('an expired demo copy, before the clean-up deletes it', () => {
  it('is gone from every public route, and its bookings’ manage links answer 404 and change nothing', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.post('/api/v1/demo/start')).statusCode).toBe(201);
    const { id, slug } = visitor.pro!;
    const { slotIds, serviceId } = await bookable(id);
    const P = `/api/v1/public/pros/${slug}`;

    const booked = await anon().post(`${P}/bookings`, bookingBody(slotIds[0]!, [serviceId]));
    expect(booked.statusCode, booked.body).toBe(201);
    const token: string = booked.json().booking.token;
    const M = `/api/v1/public/bookings/${token}`;

    // The copy ends in a moment; until then everything answers (and its slots are cached).
    const endsAt = Date.now() + 1500;
    await db()
      .updateTable('pros')
      .set({ demoExpiresAt: new Date(endsAt).toISOString() })
      .where('id', '=', id)
      .execute();
    const slotsUrl = `${P}/slots?days=62&serviceIds=${serviceId}`;
    expect((await anon().get(slotsUrl)).statusCode).toBe(200);
    expect((await anon().get(P)).statusCode).toBe(200);
    expect((await anon().get(M)).statusCode).toBe(200);
    await sleep(endsAt - Date.now() + 100);

    expect((await anon().get(P)).statusCode).toBe(404);
    expect((await anon().get(slotsUrl)).statusCode).toBe(404);
    const again = await anon().post(`${P}/bookings`, bookingBody(slotIds[1]!, [serviceId]));
    expect(again.statusCode).toBe(404);

    const before = await db()
      .selectFrom('appointments')
      .selectAll()
      .where('manageToken', '=', token)
      .execute();
    expect(before).toHaveLength(1);
    for (const res of [
      await anon().get(M),
      await anon().get(`${M}/ics`),
      await anon().delete(M),
      await anon().post(`${M}/move`, { slotId: slotIds[2] }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe(bookingMessages.bookingNotFound);
    }
    expect(
      await db().selectFrom('appointments').selectAll().where('manageToken', '=', token).execute(),
    ).toEqual(before);
    expect(await db().selectFrom('appointments').select('id').where('proId', '=', id).execute()).toHaveLength(
      4,
    );

    // The visitor's browser, still holding a session on it, is given a fresh copy.
    const restart = await visitor.post('/api/v1/demo/start');
    expect(restart.statusCode).toBe(201);
    expect(restart.json().pro.id).not.toBe(id);
  });
});
