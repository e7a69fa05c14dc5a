import { randomUUID } from 'node:crypto';
import { bookingMessages as m, type BookingReply } from '@quickrdv/core';
import { describe, expect, it } from 'vitest';
import { parisDay } from '../availabilities/calendar.fixtures.js';
import { addSlot, bookingBody, publicSlotId } from './booking.fixtures.js';
import { bookingTestApp } from './booking-test-app.js';
import { purgeOrphanCatalogVersions } from './catalog-cache.js';

const ctx = bookingTestApp();

const db = ctx.db;
const salon = () => ctx.salon({ nomSociete: 'Salon Catalogue' });
const versionOf = async (proId: string) =>
  (await db().selectFrom('catalogVersions').select('version').where('proId', '=', proId).executeTakeFirst())
    ?.version ?? null;

describe('catalog_versions (migration 0026)', () => {
  it('changes with every write to services, categories, staff and their links, and only then', async () => {
    const s = await salon();
    const other = await salon();
    const seen = [await versionOf(s.pro.id)];
    const changed = async (write: () => Promise<unknown>) => {
      await write();
      const v = await versionOf(s.pro.id);
      expect(seen).not.toContain(v);
      seen.push(v);
    };
    expect(seen[0]).not.toBeNull(); // bookableSalon wrote services and staff
    await changed(() =>
      db().updateTable('services').set({ durationMinutes: 45 }).where('id', '=', s.cut).execute(),
    );
    await changed(() =>
      db().updateTable('serviceCategories').set({ name: 'Coupes' }).where('proId', '=', s.pro.id).execute(),
    );
    await changed(() =>
      db()
        .deleteFrom('staffServices')
        .where('staffId', '=', s.marc)
        .where('serviceId', '=', s.beard)
        .execute(),
    );
    await changed(() =>
      db().insertInto('staffServices').values({ staffId: s.marc, serviceId: s.color }).execute(),
    );
    await changed(() =>
      db().updateTable('staff').set({ prenom: 'Marco' }).where('id', '=', s.marc).execute(),
    );
    // A staff member's deletion cascades to their links, whose triggers find them gone: nothing fails.
    await changed(() => db().deleteFrom('staff').where('id', '=', s.marc).execute());
    await changed(() => db().deleteFrom('services').where('id', '=', s.beard).execute());
    // A write undone leaves the version as it was.
    const before = await versionOf(s.pro.id);
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await trx.updateTable('services').set({ name: 'Coupe longue' }).where('id', '=', s.cut).execute();
          throw new Error('annulé');
        }),
    ).rejects.toThrow('annulé');
    expect(await versionOf(s.pro.id)).toBe(before);
    // Other tables, and another salon's catalogue, leave it alone.
    await db()
      .insertInto('clients')
      .values({
        id: randomUUID(),
        proId: s.pro.id,
        type: 'client pro',
        nom: 'Durand',
        prenom: 'Léa',
        createdAt: new Date().toISOString(),
      })
      .execute();
    await db().updateTable('services').set({ durationMinutes: 20 }).where('id', '=', other.cut).execute();
    expect(await versionOf(s.pro.id)).toBe(before);
  });
});

describe('a professional gone', () => {
  it('leaves a catalogue number that the maintenance purge removes, and only that one', async () => {
    const gone = await salon();
    const kept = await salon();
    expect(await versionOf(gone.pro.id)).not.toBeNull();
    // The deletion cascades to the services and staff, whose triggers run while the professional is gone.
    await db().deleteFrom('pros').where('id', '=', gone.pro.id).execute();
    expect(await versionOf(gone.pro.id)).not.toBeNull();
    await purgeOrphanCatalogVersions(db());
    expect(await versionOf(gone.pro.id)).toBeNull();
    expect(await versionOf(kept.pro.id)).not.toBeNull();
  });
});

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
