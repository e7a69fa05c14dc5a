import { utcToZoned } from '@quickrdv/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateUpTo, migrateToLatest } from '../../db/migrate.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro, TestClient } from '../../test/test-client.js';
import { addSlot, bookableSalon } from '../booking/booking.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '0' });
});
afterAll(() => t.close());

/** Paris wall clock of now + `hours`, on a quarter hour. */
function parisIn(hours: number) {
  const at = new Date(Math.ceil((Date.now() + hours * 3_600_000) / 900_000) * 900_000);
  return utcToZoned(at, 'Europe/Paris');
}

describe('the minimum notice', () => {
  it('is 2 hours for a new account, and shows in its session', async () => {
    const { client } = await signedUpPro(t.app);
    const me = await client.get('/api/v1/account');
    expect(me.json().bookingNoticeHours).toBe(2);
  });

  it('is changed by the professional to one of the listed choices only, with a French message', async () => {
    const { client, pro } = await signedUpPro(t.app);
    const ok = await client.put('/api/v1/settings/booking-notice', { hours: 24 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ hours: 24 });
    expect((await client.get('/api/v1/account')).json().bookingNoticeHours).toBe(24);
    for (const hours of [5, -2, 1.5, '3', null]) {
      const bad = await client.put('/api/v1/settings/booking-notice', { hours });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('Choisissez un délai proposé dans la liste.');
    }
    const row = await t.database.db
      .selectFrom('pros')
      .select('bookingNoticeHours')
      .where('id', '=', pro.id)
      .executeTakeFirstOrThrow();
    expect(row.bookingNoticeHours).toBe(24);
  });

  it('needs a logged-in professional and changes only their own setting', async () => {
    const anon = new TestClient(t.app);
    expect((await anon.put('/api/v1/settings/booking-notice', { hours: 0 })).statusCode).toBe(401);
    const a = await signedUpPro(t.app);
    const b = await signedUpPro(t.app);
    await a.client.put('/api/v1/settings/booking-notice', { hours: 48 });
    expect((await b.client.get('/api/v1/account')).json().bookingNoticeHours).toBe(2);
  });

  it('decides which slots clients see, at once after a change (no stale cached slots)', async () => {
    const { client, pro } = await signedUpPro(t.app);
    const salon = await bookableSalon(t.database.db, pro.id, { noticeHours: 2 });
    const soon = parisIn(3);
    await addSlot(t.database.db, pro.id, { day: soon.day, time: soon.time, staffId: salon.anna });
    const visitor = new TestClient(t.app);
    const slotsFrom = async () => {
      const res = await visitor.get(`/api/v1/public/pros/${salon.slug}/slots?from=${soon.day}&days=1`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().days.flatMap((d: { slots: { start: string }[] }) => d.slots.map((s) => s.start));
    };
    expect(await slotsFrom()).toContain(soon.time);
    await client.put('/api/v1/settings/booking-notice', { hours: 6 });
    expect(await slotsFrom()).not.toContain(soon.time);
    await client.put('/api/v1/settings/booking-notice', { hours: 0 });
    expect(await slotsFrom()).toContain(soon.time);
  });
});

describe('migration 0015_booking_notice', () => {
  it('moves accounts left at the old built-in 24 h to 2 h and keeps other choices', async () => {
    const other = await createTestApp({ JOBS_POLL_MS: '0' });
    try {
      const db = other.database.db;
      const a = await signedUpPro(other.app);
      const b = await signedUpPro(other.app);
      await db.updateTable('pros').set({ bookingNoticeHours: 12 }).where('id', '=', b.pro.id).execute();
      await migrateUpTo(other.database.raw, '0012_clients_book');
      await db.updateTable('pros').set({ bookingNoticeHours: 24 }).where('id', '=', a.pro.id).execute();
      await migrateToLatest(other.database.raw);
      const rows = await db
        .selectFrom('pros')
        .select(['id', 'bookingNoticeHours'])
        .where('id', 'in', [a.pro.id, b.pro.id])
        .execute();
      expect(Object.fromEntries(rows.map((r) => [r.id, r.bookingNoticeHours]))).toEqual({
        [a.pro.id]: 2,
        [b.pro.id]: 12,
      });
    } finally {
      await other.close();
    }
  });
});
