import { randomUUID } from 'node:crypto';
import {
  bookingMessages as m,
  publicSlotSchema,
  slotSearchReplySchema,
  zonedTimeToUtc,
  type SlotSearchReply,
} from '@quickrdv/core';
import { describe, expect, it } from 'vitest';
import { parisDay } from '../availabilities/calendar.fixtures.js';
import { addSlot, availabilityOfSlot, bookingBody, publicSlotId } from './booking.fixtures.js';
import { bookingTestApp } from '../../test/booking-test-app.js';
import { searchSlots } from './slots.service.js';

const ctx = bookingTestApp();

const salon = ctx.salon;
const db = ctx.db;
const slotsOf = async (slug: string, query: string) => {
  const res = await ctx.anon.get(`/api/v1/public/pros/${slug}/slots?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  // The route skips zod on its reply for speed: every reply of these tests must still match the contract.
  const reply = slotSearchReplySchema.strict().parse(res.json());
  for (const slot of reply.days.flatMap((d) => d.slots)) {
    publicSlotSchema.strict().parse(slot);
    expect(slot.offer).toBeLessThan(reply.offers.length);
    if (slot.staffId !== null) expect(reply.staff.map((x) => x.id)).toContain(slot.staffId);
  }
  return reply;
};
/** Every slot with its day, staff member and services resolved from the reply's lists. */
const flat = (r: SlotSearchReply) =>
  r.days.flatMap((d) =>
    d.slots.map((x) => ({
      ...x,
      day: d.day,
      staff: r.staff.find((st) => st.id === x.staffId) ?? null,
      serviceIds: r.offers[x.offer],
    })),
  );
const times = (r: SlotSearchReply) => flat(r).map((s) => `${s.day} ${s.start}`);

describe('GET /public/pros/:slug/slots', () => {
  it('lists free future slots by local day with their staff member, services and room', async () => {
    const s = await salon();
    const day = parisDay(10);
    const a = await addSlot(db(), s.pro.id, { day, time: '09:00', staffId: s.anna });
    await addSlot(db(), s.pro.id, { day, time: '09:30', staffId: s.anna });
    const m1 = await addSlot(db(), s.pro.id, { day: parisDay(11), time: '14:00', staffId: s.marc });
    const any = await addSlot(db(), s.pro.id, {
      day: parisDay(11),
      time: '15:00',
      staffId: null,
      serviceIds: [s.beard],
    });
    const r = await slotsOf(s.slug, `from=${day}&days=3`);
    expect(r).toMatchObject({ from: day, to: parisDay(12), timeZone: 'Europe/Paris', nextAvailableDay: day });
    expect(r.days.map((d) => d.day)).toEqual([day, parisDay(11)]);
    expect(r.staff).toContainEqual({ id: s.anna, prenom: 'Anna', nom: 'Roux', color: 'e91e63' });
    const [refA, refM1, refAny] = await Promise.all([a, m1, any].map((x) => publicSlotId(db(), s.pro.id, x)));
    expect(r.days[0]!.slots[0]).toEqual({
      id: refA,
      start: '09:00',
      end: '09:30',
      staffId: s.anna,
      offer: r.offers.findIndex((o) => o.join() === [s.cut, s.color, s.beard].join()),
      maxMinutes: 60,
    });
    // Anna's two slots share one set of services, stored once.
    expect(r.days[0]!.slots[1]!.offer).toBe(r.days[0]!.slots[0]!.offer);
    expect(new Set(r.offers.map((o) => o.join())).size).toBe(r.offers.length);
    expect(flat(r).find((x) => x.id === refA)).toMatchObject({ day, serviceIds: [s.cut, s.color, s.beard] });
    expect(flat(r).find((x) => x.id === refM1)).toMatchObject({
      serviceIds: [s.cut, s.beard],
      maxMinutes: 30,
    });
    expect(flat(r).find((x) => x.id === refAny)).toMatchObject({ staff: null, serviceIds: [s.beard] });
  });

  it('hides past slots, slots within the minimum notice, and booked ones', async () => {
    const s = await salon({ noticeHours: 48 });
    const today = parisDay(0);
    await addSlot(db(), s.pro.id, { day: parisDay(-1), time: '10:00', staffId: s.anna });
    await addSlot(db(), s.pro.id, { day: parisDay(1), time: '10:00', staffId: s.anna });
    await addSlot(db(), s.pro.id, { day: parisDay(5), time: '10:00', staffId: s.anna });
    const booked = await addSlot(db(), s.pro.id, { day: parisDay(5), time: '11:00', staffId: s.anna });
    const held = await addSlot(db(), s.pro.id, { day: parisDay(5), time: '12:00', staffId: null });
    const busy = await addSlot(db(), s.pro.id, { day: parisDay(5), time: '13:00', staffId: s.marc });
    const before = await slotsOf(s.slug, `from=${parisDay(-1)}&days=10`);
    expect(times(before)).toEqual([
      `${parisDay(5)} 10:00`,
      `${parisDay(5)} 11:00`,
      `${parisDay(5)} 12:00`,
      `${parisDay(5)} 13:00`,
    ]);

    // Booked by the professional (the availability referenced and held, as the calendar writes it), held by an
    // online booking, overlapping Marc's own appointment.
    const appointment = async (o: {
      availabilityId?: string;
      staffId?: string;
      start: string;
      held?: string;
    }) => {
      const id = randomUUID();
      const slot = flat(before).find((x) => x.start === o.start)!;
      const row = await db()
        .selectFrom('availabilities')
        .selectAll()
        .where('id', '=', await availabilityOfSlot(db(), s.pro.id, slot.id))
        .executeTakeFirstOrThrow();
      await db()
        .insertInto('appointments')
        .values({
          id,
          proId: s.pro.id,
          staffId: o.staffId ?? null,
          availabilityId: o.availabilityId ?? null,
          startsAt: row.startsAt,
          endsAt: row.endsAt,
          source: 'pro',
          createdAt: new Date().toISOString(),
        })
        .execute();
      if (o.held)
        await db().insertInto('bookedSlots').values({ availabilityId: o.held, appointmentId: id }).execute();
    };
    await appointment({ availabilityId: booked, start: '11:00', held: booked });
    await appointment({ start: '12:00', held });
    await appointment({ staffId: s.marc, start: '13:00' });
    // Written behind the server's back: the cached reply cannot know (the routes' writes drop it).
    ctx.t.app.slotsCache.clear();
    expect(busy).toBeTruthy();
    expect(times(await slotsOf(s.slug, `from=${parisDay(-1)}&days=10`))).toEqual([`${parisDay(5)} 10:00`]);
    expect(today).toBe(parisDay(0));
  });

  it('keeps a staff member busy through a long appointment begun the day before, and only them', async () => {
    const s = await salon();
    const day = parisDay(6);
    const annaNine = await addSlot(db(), s.pro.id, { day, time: '09:00', staffId: s.anna });
    await addSlot(db(), s.pro.id, { day, time: '09:30', staffId: s.anna });
    const marcNine = await addSlot(db(), s.pro.id, { day, time: '09:00', staffId: s.marc });
    // Anna's appointment from 12:00 the day before to 09:30: it ends as her 09:30 slot begins.
    await db()
      .insertInto('appointments')
      .values({
        id: randomUUID(),
        proId: s.pro.id,
        staffId: s.anna,
        availabilityId: null,
        startsAt: zonedTimeToUtc(parisDay(5), '12:00', 'Europe/Paris').toISOString(),
        endsAt: zonedTimeToUtc(day, '09:30', 'Europe/Paris').toISOString(),
        source: 'pro',
        createdAt: new Date().toISOString(),
      })
      .execute();
    ctx.t.app.slotsCache.clear();
    const r = await slotsOf(s.slug, `from=${day}&days=1`);
    expect(flat(r).map((x) => `${x.start} ${x.staff?.prenom}`)).toEqual(['09:00 Marc', '09:30 Anna']);
    // A booking checks the same window for one staff member: Anna's 09:00 is refused, Marc's is not.
    const [annaRef, marcRef] = await Promise.all(
      [annaNine, marcNine].map((x) => publicSlotId(db(), s.pro.id, x)),
    );
    const refused = await ctx.anon.post(
      `/api/v1/public/pros/${s.slug}/bookings`,
      bookingBody(annaRef!, [s.cut]),
    );
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().fields.slotId).toBe(m.slotTaken);
    const booked = await ctx.anon.post(
      `/api/v1/public/pros/${s.slug}/bookings`,
      bookingBody(marcRef!, [s.cut]),
    );
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it('filters by staff member and by the chosen services, with room for their total duration', async () => {
    const s = await salon();
    const day = parisDay(9);
    await addSlot(db(), s.pro.id, { day, time: '09:00', staffId: s.anna });
    await addSlot(db(), s.pro.id, { day, time: '09:30', staffId: s.anna });
    await addSlot(db(), s.pro.id, { day, time: '10:00', staffId: s.marc });
    await addSlot(db(), s.pro.id, { day, time: '11:00', staffId: s.anna, serviceIds: [s.cut] });
    const q = `from=${day}&days=1`;
    expect(times(await slotsOf(s.slug, `${q}&staffId=${s.marc}`))).toEqual([`${day} 10:00`]);
    // Colour (60 min): only Anna performs it, and only 09:00 runs on for an hour.
    expect(times(await slotsOf(s.slug, `${q}&serviceIds=${s.color}`))).toEqual([`${day} 09:00`]);
    expect(times(await slotsOf(s.slug, `${q}&serviceIds=${s.cut},${s.beard}`))).toEqual([`${day} 09:00`]);
    expect(times(await slotsOf(s.slug, `${q}&serviceIds=${s.cut}`))).toEqual([
      `${day} 09:00`,
      `${day} 09:30`,
      `${day} 10:00`,
      `${day} 11:00`,
    ]);
  });

  it('keeps wall-clock times across daylight-saving changes', async () => {
    const s = await salon();
    // The autumn change of 2026 is past for the API: the search itself is asked as seen on 1 October 2026.
    await addSlot(db(), s.pro.id, { day: '2026-10-24', time: '09:00', staffId: s.anna });
    await addSlot(db(), s.pro.id, { day: '2026-10-26', time: '09:00', staffId: s.anna });
    const past = await searchSlots(db(), {
      pro: s.pro,
      query: { from: '2026-10-24', days: 3, staffId: undefined, serviceIds: [] },
      now: new Date('2026-10-01T10:00:00Z'),
    });
    const instants = async (r: SlotSearchReply) =>
      Promise.all(
        flat(r).map(async (x) => {
          const row = await db()
            .selectFrom('availabilities')
            .select('startsAt')
            .where('id', '=', await availabilityOfSlot(db(), s.pro.id, x.id))
            .executeTakeFirstOrThrow();
          return `${x.day} ${x.start} ${new Date(row.startsAt).toISOString()}`;
        }),
      );
    expect(await instants(past)).toEqual([
      '2026-10-24 09:00 2026-10-24T07:00:00.000Z',
      '2026-10-26 09:00 2026-10-26T08:00:00.000Z',
    ]);
    // The next changes, through the API.
    for (const day of ['2027-03-27', '2027-03-29', '2027-10-30', '2027-11-01'])
      await addSlot(db(), s.pro.id, { day, time: '09:00', staffId: s.anna });
    const spring = await slotsOf(s.slug, 'from=2027-03-27&days=3');
    const autumn = await slotsOf(s.slug, 'from=2027-10-30&days=3');
    expect([...(await instants(spring)), ...(await instants(autumn))]).toEqual([
      '2027-03-27 09:00 2027-03-27T08:00:00.000Z',
      '2027-03-29 09:00 2027-03-29T07:00:00.000Z',
      '2027-10-30 09:00 2027-10-30T07:00:00.000Z',
      '2027-11-01 09:00 2027-11-01T08:00:00.000Z',
    ]);
  });

  it('gives the next day with a slot when the range has none', async () => {
    const s = await salon();
    const r0 = await slotsOf(s.slug, `from=${parisDay(2)}&days=3`);
    expect(r0).toMatchObject({ days: [], nextAvailableDay: null });
    await addSlot(db(), s.pro.id, { day: parisDay(40), time: '16:00', staffId: s.marc });
    ctx.t.app.slotsCache.clear(); // written behind the server's back
    const r = await slotsOf(s.slug, `from=${parisDay(2)}&days=3`);
    expect(r).toMatchObject({ days: [], nextAvailableDay: parisDay(40) });
    // The next day honours the filters too: Marc does no colouring.
    expect(
      (await slotsOf(s.slug, `from=${parisDay(2)}&days=3&serviceIds=${s.color}`)).nextAvailableDay,
    ).toBeNull();
  });

  it('never shows another professional’s slots nor any client detail', async () => {
    const s = await salon();
    const other = await salon({ nomSociete: 'Autre Salon' });
    const day = parisDay(12);
    await addSlot(db(), other.pro.id, { day, time: '09:00', staffId: other.anna });
    const mine = await addSlot(db(), s.pro.id, { day, time: '10:00', staffId: s.anna });
    await addSlot(db(), s.pro.id, { day, time: '10:30', staffId: s.anna });
    const booked = await ctx.anon.post(
      `/api/v1/public/pros/${s.slug}/bookings`,
      bookingBody(mine, [s.cut], { nom: 'Confidentiel', email: 'secret@example.fr' }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const res = await ctx.anon.get(`/api/v1/public/pros/${s.slug}/slots?from=${day}&days=1`);
    expect(times(slotSearchReplySchema.parse(res.json()))).toEqual([`${day} 10:30`]);
    expect(res.body).not.toMatch(/Confidentiel|secret@example|Sophie|06 12/);
    const res2 = await ctx.anon.get(`/api/v1/public/pros/${other.slug}/slots?from=${day}&days=1`);
    const r2 = slotSearchReplySchema.parse(res2.json());
    expect(flat(r2).map((x) => x.staffId)).toEqual([other.anna]);
    expect(r2.staff.map((x) => x.id)).not.toContain(s.anna);
  });

  it('refuses bad queries with a French message naming the field, and unknown professionals with 404', async () => {
    const s = await salon();
    const bad = async (query: string, field: string, message: string) => {
      const res = await ctx.anon.get(`/api/v1/public/pros/${s.slug}/slots?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields[field], query).toBe(message);
    };
    await bad('days=63', 'days', m.daysInvalid);
    await bad('days=0', 'days', m.daysInvalid);
    await bad('from=2026-02-30', 'from', m.dayInvalid);
    await bad(`staffId=${randomUUID()}`, 'staffId', m.staffUnknown);
    await bad(`serviceIds=${randomUUID()}`, 'serviceIds', m.serviceUnknown);
    const other = await salon({ nomSociete: 'Salon Voisin' });
    await bad(`staffId=${other.anna}`, 'staffId', m.staffUnknown);
    const missing = await ctx.anon.get('/api/v1/public/pros/inconnu-de-nous/slots');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(m.proNotFound);
  });
});
