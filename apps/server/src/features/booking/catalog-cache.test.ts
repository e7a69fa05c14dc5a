import { bookingMessages as m, type BookingReply } from '@quickrdv/core';
import { describe, expect, it } from 'vitest';
import { parisDay } from '../availabilities/calendar.fixtures.js';
import { addSlot, bookingBody, publicSlotId } from './booking.fixtures.js';
import { bookingTestApp } from '../../test/booking-test-app.js';

const ctx = bookingTestApp();

const db = ctx.db;
const salon = () => ctx.salon({ nomSociete: 'Salon Catalogue' });

/* On both databases: SQLite through its catalogue cache, PostgreSQL reading it each time (migration 0026). */
describe('the catalogue a booking reads', () => {
  it('follows every change at once, even written behind the server’s back', async () => {
    const s = await salon();
    const day = parisDay(8);
    const slot = async (time: string, staffId: string) =>
      publicSlotId(db(), s.pro.id, await addSlot(db(), s.pro.id, { day, time, staffId }));
    const book = (slotId: string, serviceIds: string[], n: number) =>
      ctx.anon.post(
        `/api/v1/public/pros/${s.slug}/bookings`,
        bookingBody(slotId, serviceIds, { email: `visiteur${n}@example.fr` }),
      );
    const first = await book(await slot('09:00', s.anna), [s.cut], 1);
    expect(first.statusCode, first.body).toBe(201);
    expect((first.json() as BookingReply).booking.durationMinutes).toBe(30);

    // 'Coupe' now takes an hour: the next booking holds two slots and ends an hour later.
    await db().updateTable('services').set({ durationMinutes: 60 }).where('id', '=', s.cut).execute();
    const ten = await slot('10:00', s.anna);
    await slot('10:30', s.anna);
    const longer = await book(ten, [s.cut], 2);
    expect(longer.statusCode, longer.body).toBe(201);
    expect((longer.json() as BookingReply).booking).toMatchObject({ start: '10:00', end: '11:00' });

    // Marc no longer does beards.
    await db()
      .deleteFrom('staffServices')
      .where('staffId', '=', s.marc)
      .where('serviceId', '=', s.beard)
      .execute();
    const refused = await book(await slot('09:00', s.marc), [s.beard], 3);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().fields.serviceIds).toBe(m.serviceNotOffered);

    // 'Barbe' is taken off the public page.
    await db().updateTable('services').set({ visible: 0 }).where('id', '=', s.beard).execute();
    const hidden = await book(await slot('14:00', s.anna), [s.beard], 4);
    expect(hidden.statusCode, hidden.body).toBe(400);
    expect(hidden.json().fields.serviceIds).toBe(m.serviceUnknown);
  });
});
