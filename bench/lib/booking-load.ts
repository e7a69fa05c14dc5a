/**
 * The salons and the visitors of the booking benches (booking-throughput, cluster): salons seeded with free
 * slots through the real sign-up, the list of booking requests, and the load generator on a worker thread.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import type { DB } from '../../apps/server/src/db/schema.js';
import { Worker } from 'node:worker_threads';
import { addDays, utcToZoned, zonedTimeToUtc } from '@quickrdv/core';
import { bookableSalon, bookingBody } from '../../apps/server/src/features/booking/booking.fixtures.js';
import type { startBenchServer } from './server.js';

export interface Salon {
  slug: string;
  slotIds: string[];
  cut: string;
}

export interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  exhausted: boolean;
}

export function runVisitors(
  origin: string,
  requests: [string, string][],
  o: { visitors: number; seconds: number },
): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./post-visitors.mjs', import.meta.url), {
      workerData: { origin, requests, visitors: o.visitors, seconds: o.seconds },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/**
 * A new professional through the real sign-up: the account exists at once (201) on older code, or once the
 * activation link e-mailed is opened (202; bench/lib/signup.ts, imported then only).
 */
async function signUp(server: Awaited<ReturnType<typeof startBenchServer>>, n: number) {
  const input = {
    nomSociete: `Salon Débit ${n}`,
    prenom: 'Léa',
    nom: 'Bench',
    email: `bench-booking-${n}@example.fr`,
    password: 'motdepasse-bench',
  };
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: { ...input, passwordConfirmation: input.password, acceptTerms: true },
  });
  if (res.statusCode === 201) return (res.json() as { pro: { id: string } }).pro;
  const { signUpConfirmed } = await import('./signup.js');
  const other = { ...input, email: `bench-booking-${n}-b@example.fr` };
  return (await signUpConfirmed(server, other)).pro;
}

/**
 * Salons with two staff members, SLOTS_PER_SALON free 30-minute slots each from the day after tomorrow, and
 * CLIENTS_PER_SALON clients in their book.
 */
export async function seedSalons(
  server: Awaited<ReturnType<typeof startBenchServer>>,
  count: number,
  o: { slotsPerSalon: number; useRefs?: boolean },
) {
  const SLOTS_PER_SALON = o.slotsPerSalon;
  const useRefs = o.useRefs ?? false;
  const db = server.database.db;
  const salons: Salon[] = [];
  const firstDay = addDays(utcToZoned(new Date(), 'Europe/Paris').day, 2);
  for (let n = 0; n < count; n++) {
    const pro = await signUp(server, n);
    const s = await bookableSalon(db, pro.id);
    const rows: {
      id: string;
      proId: string;
      staffId: string;
      startsAt: string;
      endsAt: string;
      createdAt: string;
    }[] = [];
    const createdAt = new Date().toISOString();
    for (let d = 0; rows.length < SLOTS_PER_SALON; d++) {
      const base = zonedTimeToUtc(addDays(firstDay, d), '07:00', 'Europe/Paris').getTime();
      for (let k = 0; k < 28 && rows.length < SLOTS_PER_SALON; k++)
        for (const staffId of [s.anna, s.marc]) {
          const start = base + k * 30 * 60_000;
          rows.push({
            id: randomUUID(),
            proId: pro.id,
            staffId,
            startsAt: new Date(start).toISOString(),
            endsAt: new Date(start + 30 * 60_000).toISOString(),
            createdAt,
          });
        }
    }
    await insertInChunks(db, 'availabilities', rows);
    let slotIds: string[] = rows.map((r) => r.id);
    if (useRefs) {
      // The ids the widget sends: the compact references of the slot search (staff index, start minute).
      // Imported here only: the bench also runs on code from before they existed.
      const staffIndex = new Map<string, number>([
        [s.anna, 0],
        [s.marc, 1],
      ]);
      const { encodeSlotRef, staffListVersion } = (await import('@quickrdv/core')) as unknown as {
        encodeSlotRef(i: number | null, start: number, version: string): string;
        staffListVersion(ids: string[]): string;
      };
      // The reference carries the version of the staff list it indexes (the search's order: Anna, Marc).
      const version = staffListVersion([s.anna, s.marc]);
      slotIds = rows.map((r) => encodeSlotRef(staffIndex.get(r.staffId)!, Date.parse(r.startsAt), version));
    }
    salons.push({ slug: s.slug, slotIds, cut: s.cut });
    // An address book, as a salon taking bookings has: none of them is a visitor of the run.
    const clients = Array.from({ length: CLIENTS_PER_SALON }, (_, i) => ({
      id: randomUUID(),
      proId: pro.id,
      type: 'client pro',
      nom: `Client ${i}`,
      prenom: 'Carnet',
      email: `carnet-${n}-${i}@example.fr`,
      createdAt,
    }));
    await insertInChunks(db, 'clients', clients);
  }
  // PostgreSQL plans by statistics, which autovacuum takes within a minute of such inserts on a live
  // database; without them it picked other indexes than production does (e.g. the clients by e-mail).
  if (server.database.dialect === 'postgres') await sql`analyze`.execute(db);
  return salons;
}

/** Rows inserted 500 at a time (SQLite's limit on a statement's parameters). */
async function insertInChunks<T extends 'availabilities' | 'clients'>(
  db: Awaited<ReturnType<typeof startBenchServer>>['database']['db'],
  table: T,
  rows: Insertable<DB[T]>[],
) {
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 500) as never)
      .execute();
}

/** Clients already in each salon's book. */
const CLIENTS_PER_SALON = 300;

/** The request list of one run: salons taken in turn, each slot once, a different visitor every time. */
export function bookingRequests(
  salons: { slug: string; slotIds: string[]; cut: string }[],
  from: number,
  count: number,
) {
  const list: [string, string][] = [];
  for (let i = 0; i < count; i++) {
    const salon = salons[i % salons.length]!;
    const slotId = salon.slotIds[from + Math.floor(i / salons.length)];
    if (!slotId) break;
    const k = from * salons.length + i;
    const body = bookingBody(slotId, [salon.cut], {
      email: `visiteur${k}@example.fr`,
      telPortable: `06${String(k % 1e8).padStart(8, '0')}`,
    });
    list.push([`/api/v1/public/pros/${salon.slug}/bookings`, JSON.stringify(body)]);
  }
  return list;
}
