import { bookingMessages, calendarMessages as m, type AvailabilityDto } from '@quickrdv/core';
import { describe, expect, it } from 'vitest';
import { signedUpPro } from '../../test/test-client.js';
import { parisDay } from '../availabilities/calendar.fixtures.js';
import { seedDemoCatalogue } from '../demo/demo.seed.js';
import { addSlot, availabilityOfSlot, bookableSalon, bookingBody } from './booking.fixtures.js';
import { bookingTestApp } from '../../test/booking-test-app.js';

/*
 * One record of what is booked: booked_slots. The professional's calendars (availabilities, appointments)
 * and the public booking must agree on it whoever took the slot.
 */
const ctx = bookingTestApp();

const db = ctx.db;
const A = '/api/v1/availabilities';
const R = '/api/v1/appointments';

/** A bookable salon with Anna's slots 09:00, 09:30 and 14:00 on one day, and one client of the professional. */
async function salon() {
  const p = await signedUpPro(ctx.t.app, { nomSociete: 'Salon Lumière' });
  const s = await bookableSalon(db(), p.pro.id);
  const day = parisDay(7);
  const first = await addSlot(db(), s.pro.id, { day, time: '09:00', staffId: s.anna });
  const second = await addSlot(db(), s.pro.id, { day, time: '09:30', staffId: s.anna });
  const afternoon = await addSlot(db(), s.pro.id, { day, time: '14:00', staffId: s.anna });
  const client = await p.client.post('/api/v1/clients', { nom: 'Petit', prenom: 'Lou' });
  expect(client.statusCode, client.body).toBe(201);
  const listed = async (): Promise<AvailabilityDto[]> => {
    const res = await p.client.get(`${A}?from=${day}&to=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().availabilities;
  };
  const publicIds = async (): Promise<string[]> => {
    const res = await ctx.anon.get(`/api/v1/public/pros/${s.slug}/slots?from=${day}&days=1`);
    expect(res.statusCode, res.body).toBe(200);
    // The availabilities the public slot ids name (replies refer to slots compactly: slot-ref.ts).
    const ids: string[] = (res.json().days[0]?.slots ?? []).map((x: { id: string }) => x.id);
    return Promise.all(ids.map((id) => availabilityOfSlot(db(), s.pro.id, id)));
  };
  const clientId: string = client.json().id;
  const proBooks = (availabilityId: string, start: string, end: string, on = day, staffId = s.anna) =>
    p.client.post(R, { clientId, staffId, availabilityId, day: on, start, end });
  return { ...p, ...s, day, first, second, afternoon, clientId, listed, publicIds, proBooks };
}
type Salon = Awaited<ReturnType<typeof salon>>;

/** A visitor's 60-minute colour from 09:00: it holds the 09:00 and 09:30 slots. */
async function bookedOnline(s: Salon) {
  const res = await ctx.anon.post(`/api/v1/public/pros/${s.slug}/bookings`, bookingBody(s.first, [s.color]));
  expect(res.statusCode, res.body).toBe(201);
  const appointment = await db()
    .selectFrom('appointments')
    .select(['id', 'availabilityId'])
    .where('manageToken', '=', res.json().booking.token)
    .executeTakeFirstOrThrow();
  expect(appointment.availabilityId).toBe(s.first);
  return appointment.id;
}

const bookedState = (list: AvailabilityDto[]) =>
  Object.fromEntries(list.map((a) => [a.id, { booked: a.booked, appointmentId: a.appointmentId }]));

describe('an online booking over two slots, in the professional’s calendars', () => {
  it('shows both slots booked by it, and neither in the future list nor in the public search', async () => {
    const s = await salon();
    const id = await bookedOnline(s);
    expect(bookedState(await s.listed())).toEqual({
      [s.first]: { booked: true, appointmentId: id },
      [s.second]: { booked: true, appointmentId: id },
      [s.afternoon]: { booked: false, appointmentId: null },
    });
    const future = (await s.client.get(`${A}/future`)).json();
    expect(
      future.days.flatMap((d: { availabilities: { id: string }[] }) => d.availabilities.map((a) => a.id)),
    ).toEqual([s.afternoon]);
    expect(await s.publicIds()).toEqual([s.afternoon]);
  });

  it('cannot be deleted, moved or rapid-deleted, with the French message', async () => {
    const s = await salon();
    await bookedOnline(s);
    for (const slot of [s.first, s.second]) {
      const del = await s.client.delete(`${A}/${slot}`);
      expect(del.statusCode).toBe(409);
      expect(del.json()).toMatchObject({ code: 'conflict', message: m.availabilityBookedDelete });
      for (const payload of [{ start: '11:00', end: '11:30' }, { staffId: s.marc }, { day: parisDay(8) }]) {
        const moved = await s.client.request({ method: 'PATCH', url: `${A}/${slot}`, payload });
        expect(moved.statusCode, JSON.stringify(payload)).toBe(409);
        expect(moved.json().message).toBe(m.availabilityBookedMove);
      }
    }
    // The note and the services of a booked slot may still change.
    const noted = await s.client.request({
      method: 'PATCH',
      url: `${A}/${s.second}`,
      payload: { note: 'Couleur' },
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json()).toMatchObject({ booked: true, start: '09:30', note: 'Couleur' });
    const byIds = await s.client.post(`${A}/bulk-delete`, { ids: [s.first, s.second] });
    expect(byIds.json()).toEqual({ deleted: 0 });
    const byDay = await s.client.post(`${A}/bulk-delete`, { days: [s.day] });
    expect(byDay.json()).toEqual({ deleted: 1 });
    expect((await s.listed()).map((a) => [a.id, a.booked])).toEqual([
      [s.first, true],
      [s.second, true],
    ]);
    expect(
      await db()
        .selectFrom('bookedSlots')
        .select('availabilityId')
        .where('availabilityId', 'in', [s.first, s.second])
        .execute(),
    ).toHaveLength(2);
  });

  it('refuses the professional’s booking of either slot with 409, writing nothing', async () => {
    const s = await salon();
    await bookedOnline(s);
    for (const [slot, start, end] of [
      [s.second, '09:30', '10:00'],
      [s.first, '09:00', '09:30'],
    ] as const) {
      // With Marc, who is free then: only the slot's hold stands in the way.
      const res = await s.proBooks(slot, start, end, s.day, s.marc);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'conflict',
        message: m.availabilityTaken,
        fields: { availabilityId: m.availabilityTaken },
      });
    }
    expect(
      await db().selectFrom('appointments').select('id').where('proId', '=', s.pro.id).execute(),
    ).toHaveLength(1);
  });

  it('frees both slots when the professional deletes the appointment', async () => {
    const s = await salon();
    const id = await bookedOnline(s);
    expect((await s.client.delete(`${R}/${id}`)).statusCode).toBe(204);
    expect(bookedState(await s.listed())).toEqual({
      [s.first]: { booked: false, appointmentId: null },
      [s.second]: { booked: false, appointmentId: null },
      [s.afternoon]: { booked: false, appointmentId: null },
    });
    expect(await s.publicIds()).toEqual([s.first, s.second, s.afternoon]);
    expect((await s.proBooks(s.second, '09:30', '10:00')).statusCode).toBe(201);
    expect((await s.client.delete(`${A}/${s.first}`)).statusCode).toBe(204);
  });

  it('frees both slots when the professional moves the appointment elsewhere', async () => {
    const s = await salon();
    const id = await bookedOnline(s);
    const moved = await s.client.request({
      method: 'PATCH',
      url: `${R}/${id}`,
      payload: { day: parisDay(8), start: '16:00', end: '17:00' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().availabilityId).toBeNull();
    expect((await s.listed()).filter((a) => a.booked)).toEqual([]);
    expect(await s.publicIds()).toEqual([s.first, s.second, s.afternoon]);
    expect(
      await db().selectFrom('bookedSlots').selectAll().where('appointmentId', '=', id).execute(),
    ).toEqual([]);
  });

  it('keeps its slots when the professional only edits its note', async () => {
    const s = await salon();
    const id = await bookedOnline(s);
    const edited = await s.client.request({
      method: 'PATCH',
      url: `${R}/${id}`,
      payload: { note: 'Allergie' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await s.listed()).filter((a) => a.booked).map((a) => a.id)).toEqual([s.first, s.second]);
  });
});

describe('a slot booked by the professional, in the public booking', () => {
  it('is held in booked_slots, hidden from the search and refused online, until the appointment goes', async () => {
    const s = await salon();
    // Its appointment was written for another day: the slot is still the one the professional took.
    const res = await s.proBooks(s.afternoon, '16:00', '16:30', parisDay(20));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id;
    expect(
      await db().selectFrom('bookedSlots').selectAll().where('appointmentId', '=', id).execute(),
    ).toEqual([{ availabilityId: s.afternoon, appointmentId: id }]);
    expect(bookedState(await s.listed())[s.afternoon]).toEqual({ booked: true, appointmentId: id });
    expect(await s.publicIds()).toEqual([s.first, s.second]);
    const online = await ctx.anon.post(
      `/api/v1/public/pros/${s.slug}/bookings`,
      bookingBody(s.afternoon, [s.cut]),
    );
    expect(online.statusCode).toBe(409);
    expect(online.json().message).toBe(bookingMessages.slotTaken);
    expect((await s.client.delete(`${R}/${id}`)).statusCode).toBe(204);
    expect(await s.publicIds()).toEqual([s.first, s.second, s.afternoon]);
  });

  it('lets exactly one of the professional and a visitor take the same slot at once', async () => {
    const s = await salon();
    const [pro, visitor] = await Promise.all([
      s.proBooks(s.first, '09:00', '09:30'),
      ctx.anon.post(`/api/v1/public/pros/${s.slug}/bookings`, bookingBody(s.first, [s.cut])),
    ]);
    expect([pro.statusCode, visitor.statusCode].sort()).toEqual([201, 409]);
    const appointments = await db()
      .selectFrom('appointments')
      .select('id')
      .where('proId', '=', s.pro.id)
      .execute();
    expect(appointments).toHaveLength(1);
    expect(
      await db().selectFrom('bookedSlots').selectAll().where('availabilityId', '=', s.first).execute(),
    ).toEqual([{ availabilityId: s.first, appointmentId: appointments[0]!.id }]);
  });
});

describe('the demo salon', () => {
  it('holds in booked_slots every availability its appointments take', async () => {
    const p = await signedUpPro(ctx.t.app);
    await seedDemoCatalogue(db(), p.pro.id, p.pro.timeZone);
    const appointments = await db()
      .selectFrom('appointments')
      .select(['id', 'availabilityId'])
      .where('proId', '=', p.pro.id)
      .execute();
    expect(appointments.length).toBeGreaterThan(0);
    const res = await p.client.get(`${A}?from=${parisDay(0)}&to=${parisDay(40)}`);
    expect(res.statusCode, res.body).toBe(200);
    const booked = (res.json().availabilities as AvailabilityDto[]).filter((a) => a.booked);
    expect(booked.map((a) => [a.id, a.appointmentId]).sort()).toEqual(
      appointments.map((a) => [a.availabilityId, a.id]).sort(),
    );
  });
});
