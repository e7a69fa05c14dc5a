import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestDatabase } from '../../test/test-app.js';
import { openDatabase, type Database } from '../database.js';
import { migrateToLatest, migrateUpTo } from '../migrate.js';

/*
 * A database written before booked_slots was the one record of taken availabilities (the professional's
 * appointments and the demo salon only set appointments.availability_id), brought in line by 0005.
 */
let dir: string;
let drop: () => Promise<void>;
let database: Database;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'qrdv-migration-'));
  const created = await createTestDatabase(dir);
  drop = created.drop;
  const config = loadConfig({
    DATA_DIR: dir,
    DATABASE_URL: created.url,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-123',
  });
  database = openDatabase(config.database);
  await migrateUpTo(database.raw, '0004_public_booking');
});
afterAll(async () => {
  await database.close();
  await drop();
  rmSync(dir, { recursive: true, force: true });
});

const at = (hour: number, minute = 0) => new Date(Date.UTC(2031, 2, 10, hour, minute)).toISOString();

/** The rows of the old code: a professional, their slots, appointments and the holds online bookings made. */
async function legacyData() {
  const db = database.db;
  const proId = randomUUID();
  const createdAt = new Date().toISOString();
  await db
    .insertInto('pros')
    .values({
      id: proId,
      slug: `salon-${proId.slice(0, 8)}`,
      email: `${proId}@example.fr`,
      passwordHash: null,
      nomSociete: 'Salon Ancien',
      nom: 'Martin',
      prenom: 'Léa',
      createdAt,
      updatedAt: createdAt,
    })
    .execute();
  const slot = async (hour: number, minute = 0) => {
    const id = randomUUID();
    const end = new Date(Date.parse(at(hour, minute)) + 30 * 60_000).toISOString();
    await db
      .insertInto('availabilities')
      .values({ id, proId, staffId: null, startsAt: at(hour, minute), endsAt: end, createdAt })
      .execute();
    return id;
  };
  const appointment = async (o: { availabilityId: string | null; start: string; end: string }) => {
    const id = randomUUID();
    await db
      .insertInto('appointments')
      .values({
        id,
        proId,
        availabilityId: o.availabilityId,
        startsAt: o.start,
        endsAt: o.end,
        source: 'pro',
        createdAt,
      })
      .execute();
    return id;
  };
  const hold = (availabilityId: string, appointmentId: string) =>
    db.insertInto('bookedSlots').values({ availabilityId, appointmentId }).execute();

  // The professional booked a slot: no hold was written.
  const proSlot = await slot(8);
  const proBooking = await appointment({ availabilityId: proSlot, start: at(8), end: at(8, 30) });
  // ...and another, with the appointment's own times elsewhere in the day.
  const elsewhereSlot = await slot(17);
  const elsewhere = await appointment({ availabilityId: elsewhereSlot, start: at(19), end: at(19, 30) });
  // An online booking of an hour holds two slots.
  const [online1, online2] = [await slot(9), await slot(9, 30)];
  const online = await appointment({ availabilityId: online1, start: at(9), end: at(10) });
  await hold(online1, online);
  await hold(online2, online);
  // The professional then booked its second slot (nothing checked the holds): the visitor keeps it.
  const overbooked = await appointment({ availabilityId: online2, start: at(9, 30), end: at(10) });
  // An online booking the professional moved to the afternoon: its holds were left behind.
  const [stale1, stale2] = [await slot(11), await slot(11, 30)];
  const moved = await appointment({ availabilityId: null, start: at(15), end: at(16) });
  await hold(stale1, moved);
  await hold(stale2, moved);
  return { proSlot, proBooking, elsewhereSlot, elsewhere, online1, online2, online, overbooked };
}

describe('migration 0005_booked_slots_backfill', () => {
  it('holds every referenced availability once, keeps live online holds and drops the ones left behind', async () => {
    const d = await legacyData();
    // Migrations added since run after it on the same data.
    expect((await migrateToLatest(database.raw))[0]).toBe('0005_booked_slots_backfill');
    const rows = await database.db
      .selectFrom('bookedSlots')
      .select(['availabilityId', 'appointmentId'])
      .execute();
    const sortKey = (r: { availabilityId: string }) => r.availabilityId;
    expect([...rows].sort((a, b) => sortKey(a).localeCompare(sortKey(b)))).toEqual(
      [
        { availabilityId: d.proSlot, appointmentId: d.proBooking },
        { availabilityId: d.elsewhereSlot, appointmentId: d.elsewhere },
        { availabilityId: d.online1, appointmentId: d.online },
        { availabilityId: d.online2, appointmentId: d.online },
      ].sort((a, b) => sortKey(a).localeCompare(sortKey(b))),
    );
    expect(rows.some((r) => r.appointmentId === d.overbooked)).toBe(false);
    // Nothing left to do: running it again changes nothing.
    expect(await migrateToLatest(database.raw)).toEqual([]);
  });
});
