import { randomUUID } from 'node:crypto';
import { bookingMessages as m, type BookingReply, type BookingView } from '@quickrdv/core';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../db/db-errors.js';
import { signedUpPro } from '../../test/test-client.js';
import { parisDay } from '../availabilities/calendar.fixtures.js';
import { addSlot, bookableSalon, bookingBody } from './booking.fixtures.js';
import { bookingTestApp } from '../../test/booking-test-app.js';
import { purgeCancelledBookings } from './cancelled-bookings.js';

const ctx = bookingTestApp();

const db = ctx.db;
const B = '/api/v1/public/bookings';

/** A salon with three of Anna's slots on one day (09:00, 09:30, 10:00) and a booking of the first. */
async function booked(o: { services?: 'cut' | 'color'; email?: string } = {}) {
  const p = await signedUpPro(ctx.t.app, { nomSociete: 'Salon Lumière' });
  const s = await bookableSalon(db(), p.pro.id);
  const day = parisDay(9);
  const slots = [];
  for (const time of ['09:00', '09:30', '10:00'])
    slots.push(await addSlot(db(), s.pro.id, { day, time, staffId: s.anna }));
  const res = await ctx.anon.post(
    `/api/v1/public/pros/${s.slug}/bookings`,
    bookingBody(slots[0]!, [o.services === 'color' ? s.color : s.cut], {
      email: o.email ?? 'sophie@example.fr',
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const reply = res.json() as BookingReply;
  return { ...s, client: p.client, day, slots, token: reply.booking.token, booking: reply.booking };
}
const freeTimes = async (slug: string, day: string) =>
  (
    (await ctx.anon.get(`/api/v1/public/pros/${slug}/slots?from=${day}&days=1`)).json().days[0]?.slots ?? []
  ).map((x: { start: string }) => x.start);
const appointmentOf = (token: string) =>
  db().selectFrom('appointments').selectAll().where('manageToken', '=', token).executeTakeFirst();

describe('GET /public/bookings/:token', () => {
  it('shows that booking only, with whether it may still change', async () => {
    const a = await booked({ email: 'a@example.fr' });
    const other = await ctx.anon.post(
      `/api/v1/public/pros/${a.slug}/bookings`,
      bookingBody(a.slots[2]!, [a.cut], {
        nom: 'Autre',
        email: 'b@example.fr',
        telPortable: '07 11 22 33 44',
      }),
    );
    expect(other.statusCode).toBe(201);
    const res = await ctx.anon.get(`${B}/${a.token}`);
    expect(res.statusCode).toBe(200);
    const view = res.json() as BookingView;
    expect(view).toEqual(a.booking);
    expect(view).toMatchObject({
      status: 'confirmed',
      canChange: true,
      client: { prenom: 'Sophie', nom: 'Durand' },
    });
    expect(Date.parse(view.changeDeadline)).toBe(Date.parse(view.startsAt) - 24 * 3600_000);
    expect(res.body).not.toMatch(/Autre|b@example|07 11|a@example|06 12/);
  });

  it('answers 404 to an unknown or malformed token', async () => {
    for (const token of ['x'.repeat(32), 'court', '%2e%2e%2fadmin']) {
      const res = await ctx.anon.get(`${B}/${token}`);
      expect(res.statusCode, token).toBe(404);
      expect(res.json().message).toBe(m.bookingNotFound);
    }
  });
});

describe('GET /public/bookings/:token/ics', () => {
  it('is a calendar file in UTC with the business address as location', async () => {
    const a = await booked();
    const res = await ctx.anon.get(`${B}/${a.token}/ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('.ics');
    const unfolded = res.body.replace(/\r\n /g, '');
    const lines = unfolded.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('BEGIN:VEVENT');
    const utc = (iso: string) => iso.replace(/[-:]/g, '').replace('.000', '');
    expect(lines).toContain(`DTSTART:${utc(a.booking.startsAt)}`);
    expect(lines).toContain(`DTEND:${utc(a.booking.endsAt)}`);
    expect(lines.find((l) => l.startsWith('DTSTART:'))).toMatch(/^DTSTART:\d{8}T\d{6}Z$/);
    expect(lines).toContain('LOCATION:12 rue des Lilas\\, 69003 Lyon');
    expect(lines).toContain('SUMMARY:Rendez-vous chez Salon Lumière');
    expect(unfolded).toContain(a.booking.manageUrl);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });
});

describe('DELETE /public/bookings/:token', () => {
  it('cancels: the slot is offered again, reminders are cancelled, both sides are told', async () => {
    const a = await booked();
    const appointment = (await appointmentOf(a.token))!;
    expect(await freeTimes(a.slug, a.day)).toEqual(['09:30', '10:00']);
    const res = await ctx.anon.delete(`${B}/${a.token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cancelled: true, message: m.cancelled });
    expect(await appointmentOf(a.token)).toBeUndefined();
    expect(
      await db().selectFrom('bookedSlots').selectAll().where('appointmentId', '=', appointment.id).execute(),
    ).toEqual([]);
    expect(await freeTimes(a.slug, a.day)).toEqual(['09:00', '09:30', '10:00']);
    const jobs = await db().selectFrom('jobs').select('status').where('refId', '=', appointment.id).execute();
    expect(jobs.map((j) => j.status)).toEqual(['cancelled', 'cancelled']);
    // The messages were committed with the cancellation; the worker (not running here) sends them.
    await ctx.t.app.jobs.runOnce();
    const outbox = await db()
      .selectFrom('outboxMessages')
      .selectAll()
      .where('proId', '=', a.pro.id)
      .execute();
    expect(
      outbox.find(
        (o) => o.recipient === 'contact@salon.example' && o.subject.startsWith('Rendez-vous annulé en ligne'),
      ),
    ).toBeDefined();
    expect(
      outbox.find((o) => o.recipient === 'sophie@example.fr' && o.subject.startsWith('Annulation')),
    ).toBeDefined();
    // The link still shows the booking, as cancelled by the client; nothing more can be done with it.
    const view = (await ctx.anon.get(`${B}/${a.token}`)).json() as BookingView;
    expect(view).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'client',
      canChange: false,
      day: a.day,
      start: '09:00',
      client: { prenom: 'Sophie', nom: 'Durand' },
      business: { slug: a.slug },
    });
    expect((await ctx.anon.delete(`${B}/${a.token}`)).statusCode).toBe(404);
    expect((await ctx.anon.post(`${B}/${a.token}/move`, { slotId: a.slots[1] })).statusCode).toBe(404);
    expect((await ctx.anon.get(`${B}/${a.token}/ics`)).statusCode).toBe(404);
    expect(await freeTimes(a.slug, a.day)).toEqual(['09:00', '09:30', '10:00']);
  });

  it('shows a booking the salon deleted as cancelled by the salon, until the clean-up after its day', async () => {
    const a = await booked();
    const appointment = (await appointmentOf(a.token))!;
    expect((await a.client.delete(`/api/v1/appointments/${appointment.id}`)).statusCode).toBe(204);
    expect((await ctx.anon.get(`${B}/${a.token}`)).json()).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'pro',
    });
    // Kept 90 days after the appointment, then purged: the link says 'introuvable' again.
    await purgeCancelledBookings(db(), new Date(Date.parse(a.booking.endsAt) + 91 * 86_400_000));
    expect((await ctx.anon.get(`${B}/${a.token}`)).statusCode).toBe(404);
  });

  it('is refused once the appointment is within the minimum notice', async () => {
    const a = await booked();
    // The professional now asks for 10 days' notice: the booking, 9 days away, can no longer change online.
    await db().updateTable('pros').set({ bookingNoticeHours: 240 }).where('id', '=', a.pro.id).execute();
    expect((await ctx.anon.get(`${B}/${a.token}`)).json().canChange).toBe(false);
    const res = await ctx.anon.delete(`${B}/${a.token}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Ce rendez-vous ne peut plus être modifié ni annulé en ligne moins de 240 h avant son début. Veuillez contacter Salon Lumière au 04 78 00 00 00.',
    );
    expect(await appointmentOf(a.token)).toBeDefined();
    const move = await ctx.anon.post(`${B}/${a.token}/move`, { slotId: a.slots[2] });
    expect(move.statusCode).toBe(409);
  });
});

describe('POST /public/bookings/:token/move', () => {
  it('takes the new slot and frees the old one, with new reminders', async () => {
    const a = await booked();
    const appointment = (await appointmentOf(a.token))!;
    const later = await addSlot(db(), a.pro.id, { day: parisDay(12), time: '15:00', staffId: a.marc });
    const res = await ctx.anon.post(`${B}/${a.token}/move`, { slotId: later });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as BookingReply).booking).toMatchObject({
      token: a.token,
      day: parisDay(12),
      start: '15:00',
      end: '15:30',
      staff: { id: a.marc, prenom: 'Marc' },
      services: [{ id: a.cut }],
    });
    expect(await freeTimes(a.slug, a.day)).toEqual(['09:00', '09:30', '10:00']);
    expect(await freeTimes(a.slug, parisDay(12))).toEqual([]);
    expect(await appointmentOf(a.token)).toMatchObject({
      id: appointment.id,
      availabilityId: later,
      staffId: a.marc,
    });
    const jobs = await db().selectFrom('jobs').select('status').where('refId', '=', appointment.id).execute();
    expect(jobs.map((j) => j.status).sort()).toEqual(['cancelled', 'cancelled', 'pending', 'pending']);
    await ctx.t.app.jobs.runOnce();
    const outbox = await db()
      .selectFrom('outboxMessages')
      .select('subject')
      .where('proId', '=', a.pro.id)
      .execute();
    expect(outbox.some((o) => o.subject.startsWith('Rendez-vous déplacé en ligne'))).toBe(true);
  });

  it('may reuse its own slots, and applies the booking rules to the new one', async () => {
    const a = await booked({ services: 'color' });
    // 60 minutes from 09:00 hold 09:00 and 09:30; moving half an hour later holds 09:30 and 10:00.
    const res = await ctx.anon.post(`${B}/${a.token}/move`, { slotId: a.slots[1] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({ start: '09:30', end: '10:30' });
    expect(await freeTimes(a.slug, a.day)).toEqual(['09:00']);
    const tooShort = await ctx.anon.post(`${B}/${a.token}/move`, { slotId: a.slots[2] });
    expect(tooShort.statusCode).toBe(409);
    expect(tooShort.json().message).toBe(
      'La durée des prestations choisies (1 h) dépasse le créneau disponible.',
    );
    const marcSlot = await addSlot(db(), a.pro.id, {
      day: parisDay(13),
      time: '09:00',
      staffId: a.marc,
      minutes: 60,
    });
    const notOffered = await ctx.anon.post(`${B}/${a.token}/move`, { slotId: marcSlot });
    expect(notOffered.json()).toMatchObject({ fields: { serviceIds: m.serviceNotOffered } });
  });

  it('answers the same 409 when the new slot was taken by someone else', async () => {
    const a = await booked();
    const other = await ctx.anon.post(
      `/api/v1/public/pros/${a.slug}/bookings`,
      bookingBody(a.slots[2]!, [a.cut], { email: 'c@example.fr' }),
    );
    expect(other.statusCode).toBe(201);
    const res = await ctx.anon.post(`${B}/${a.token}/move`, { slotId: a.slots[2] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(m.slotTaken);
    expect(await appointmentOf(a.token)).toMatchObject({ availabilityId: a.slots[0] });
    const missing = await ctx.anon.post(`${B}/${a.token}/move`, { slotId: randomUUID() });
    expect(missing.statusCode).toBe(404);
    expect((await ctx.anon.post(`${B}/${a.token}/move`, {})).json().fields).toEqual({
      slotId: m.slotRequired,
    });
  });
});

describe('booked_slots', () => {
  it('refuses a second hold of one availability at the database level', async () => {
    const a = await booked();
    const appointment = (await appointmentOf(a.token))!;
    const error = await db()
      .insertInto('bookedSlots')
      .values({ availabilityId: a.slots[0]!, appointmentId: appointment.id })
      .execute()
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error)).toBe(true);
  });
});
