import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import {
  addDays,
  bookingMessages as m,
  encodeSlotRef,
  staffListVersion,
  zonedTimeToUtc,
} from '@quickrdv/core';
import { describe, expect, it } from 'vitest';
import { parisDay } from '../availabilities/calendar.fixtures.js';
import { addSlot, bookingBody } from './booking.fixtures.js';
import { bookingTestApp } from '../../test/booking-test-app.js';
import { loadCatalog } from './slots.repository.js';

/* Slot replies name slots compactly (staff index, start minute: core/booking/slot-ref.ts). */
const ctx = bookingTestApp();

const db = ctx.db;
const salon = () => ctx.salon({ nomSociete: 'Salon Court' });
type Slot = { id: string; start: string; staffId: string | null };
const slotsOf = async (slug: string, query: string) => {
  const res = await ctx.anon.get(`/api/v1/public/pros/${slug}/slots?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { staff: { id: string }[]; days: { day: string; slots: Slot[] }[] };
};
const versionOf = async (proId: string) =>
  staffListVersion((await loadCatalog(db(), proId)).staff.map((x) => x.id));
const book = (slug: string, body: object) => ctx.anon.post(`/api/v1/public/pros/${slug}/bookings`, body);

describe('public slot ids', () => {
  it('name a staff member of the reply and a start, and book that availability', async () => {
    const s = await salon();
    const day = parisDay(8);
    const marc = await addSlot(db(), s.pro.id, { day, time: '10:00', staffId: s.marc });
    await addSlot(db(), s.pro.id, { day, time: '10:00', staffId: s.anna });
    const any = await addSlot(db(), s.pro.id, { day, time: '11:00', staffId: null, serviceIds: [s.beard] });
    const r = await slotsOf(s.slug, `from=${day}&days=1`);
    const slots = r.days[0]!.slots;
    const version = staffListVersion(r.staff.map((x) => x.id));
    const at10 = Date.parse(zonedTimeToUtc(day, '10:00', 'Europe/Paris').toISOString());
    expect(slots.map((x) => x.id).sort()).toEqual(
      [
        encodeSlotRef(
          r.staff.findIndex((x) => x.id === s.marc),
          at10,
          version,
        ),
        encodeSlotRef(
          r.staff.findIndex((x) => x.id === s.anna),
          at10,
          version,
        ),
        encodeSlotRef(null, at10 + 3600_000, version),
      ].sort(),
    );
    expect(new Set(slots.map((x) => x.id)).size).toBe(3);
    const ofMarc = slots.find((x) => x.staffId === s.marc)!;
    expect(ofMarc.id.length).toBeLessThanOrEqual(12);

    const res = await book(s.slug, bookingBody(ofMarc.id, [s.cut]));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().booking).toMatchObject({ day, start: '10:00', staff: { id: s.marc } });
    const held = await db().selectFrom('bookedSlots').select('availabilityId').execute();
    expect(held.map((h) => h.availabilityId)).toContain(marc);
    const indifferent = slots.find((x) => x.staffId === null)!;
    const second = await book(s.slug, bookingBody(indifferent.id, [s.beard], { email: 'lou@example.fr' }));
    expect(second.statusCode, second.body).toBe(201);
    const holds = await db().selectFrom('bookedSlots').select('availabilityId').execute();
    expect(holds.map((h) => h.availabilityId)).toContain(any);
    // The same id again: taken.
    expect(
      (await book(s.slug, bookingBody(ofMarc.id, [s.cut], { email: 'x@example.fr' }))).json(),
    ).toMatchObject({ code: 'conflict', fields: { slotId: m.slotTaken } });
  });

  it('move a booking as they book it', async () => {
    const s = await salon();
    const day = parisDay(10);
    await addSlot(db(), s.pro.id, { day, time: '09:00', staffId: s.anna });
    const later = await addSlot(db(), s.pro.id, { day, time: '15:00', staffId: s.anna });
    const [first, second] = (await slotsOf(s.slug, `from=${day}&days=1`)).days[0]!.slots;
    const booked = await book(s.slug, bookingBody(first!.id, [s.cut]));
    expect(booked.statusCode, booked.body).toBe(201);
    const moved = await ctx.anon.post(`/api/v1/public/bookings/${booked.json().booking.token}/move`, {
      slotId: second!.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().booking).toMatchObject({ day, start: '15:00' });
    const holds = await db().selectFrom('bookedSlots').select('availabilityId').execute();
    expect(holds.map((h) => h.availabilityId)).toContain(later);
  });

  it('refuse a reference to no staff member (404) or to a minute without a free slot (409), writing nothing', async () => {
    const s = await salon();
    const day = parisDay(9);
    await addSlot(db(), s.pro.id, { day, time: '10:00', staffId: s.anna });
    const at = zonedTimeToUtc(day, '10:00', 'Europe/Paris').getTime();
    const before = await db().selectFrom('appointments').select('id').execute();
    const unknown = await book(s.slug, bookingBody(encodeSlotRef(7, at, await versionOf(s.pro.id)), [s.cut]));
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.json()).toMatchObject({ fields: { slotId: m.slotUnknown } });
    const empty = await book(
      s.slug,
      bookingBody(encodeSlotRef(0, at + 5 * 60_000, await versionOf(s.pro.id)), [s.cut]),
    );
    expect(empty.statusCode, empty.body).toBe(409);
    expect(empty.json()).toMatchObject({ fields: { slotId: m.slotTaken } });
    expect(await db().selectFrom('appointments').select('id').execute()).toEqual(before);
  });

  it('never land on another staff member when the one searched is deleted before booking', async () => {
    const s = await salon();
    const day = parisDay(9);
    await addSlot(db(), s.pro.id, { day, time: '10:00', staffId: s.anna });
    await addSlot(db(), s.pro.id, { day, time: '10:00', staffId: s.marc });
    const slots = (await slotsOf(s.slug, `from=${day}&days=1`)).days[0]!.slots;
    const ofAnna = slots.find((x) => x.staffId === s.anna)!;
    // Anna leaves the salon while the visitor fills in the form.
    await db().deleteFrom('staff').where('id', '=', s.anna).execute();
    const res = await book(s.slug, bookingBody(ofAnna.id, [s.cut]));
    expect(res.statusCode, res.body).toBe(404);
    expect(
      await db().selectFrom('appointments').select('id').where('proId', '=', s.pro.id).execute(),
    ).toEqual([]);
  });

  it('keep 8 weeks of 5 staff members’ half-hours under 25 KiB gzipped', async () => {
    const s = await salon();
    const staff = [s.anna, s.marc];
    for (const prenom of ['Chloé', 'David', 'Emma']) {
      const id = randomUUID();
      await db()
        .insertInto('staff')
        .values({
          id,
          proId: s.pro.id,
          prenom,
          nom: 'Test',
          color: '6366f1',
          createdAt: new Date().toISOString(),
        })
        .execute();
      await db()
        .insertInto('staffServices')
        .values([s.cut, s.color, s.beard].map((serviceId) => ({ staffId: id, serviceId })))
        .execute();
      staff.push(id);
    }
    const from = parisDay(2);
    const rows = [];
    for (let d = 0; d < 56; d++)
      for (const staffId of staff)
        for (const [time, count] of [
          ['09:00', 6],
          ['13:30', 6],
          ['17:00', 6],
        ] as const) {
          const base = zonedTimeToUtc(addDays(from, d), time, 'Europe/Paris').getTime();
          for (let k = 0; k < count; k++)
            rows.push({
              id: randomUUID(),
              proId: s.pro.id,
              staffId,
              startsAt: new Date(base + k * 1800_000).toISOString(),
              endsAt: new Date(base + (k + 1) * 1800_000).toISOString(),
              createdAt: new Date().toISOString(),
            });
        }
    for (let i = 0; i < rows.length; i += 500)
      await db()
        .insertInto('availabilities')
        .values(rows.slice(i, i + 500))
        .execute();
    const res = await ctx.anon.get(`/api/v1/public/pros/${s.slug}/slots?from=${from}&days=56`);
    expect(res.statusCode).toBe(200);
    expect(res.json().days.flatMap((d: { slots: unknown[] }) => d.slots)).toHaveLength(rows.length);
    expect(gzipSync(res.body).length).toBeLessThan(25 * 1024);
  });
});
