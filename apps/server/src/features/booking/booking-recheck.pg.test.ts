import { randomUUID } from 'node:crypto';
import { bookingMessages as m } from '@quickrdv/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro, TestClient } from '../../test/test-client.js';
import { parisDay } from '../availabilities/calendar.fixtures.js';
import { addSlot, bookableSalon, bookingBody, bookingTableCounts } from './booking.fixtures.js';
import { checkedWrites, type BookingWrite } from './booking-write.js';

/*
 * PostgreSQL reads a booking's slots before taking the salon's lock (booking.service.ts), so a write can
 * land between those reads and the lock; the re-check under the lock (booking-write.ts) must catch it.
 * The salon's row is locked here by another connection, as a concurrent writer would hold it; the write
 * that lands meanwhile is an appointment of the same staff member at that time that holds no slot (as
 * the professional's calendar makes them), so only the re-check, not a key, can refuse the booking.
 * SQLite has no such window: its reads and BEGIN IMMEDIATE share the one connection of the process, so
 * this file (*.pg.test.ts) runs only with TEST_DB=postgres (vitest.config.ts).
 */
describe('booking re-checked under the salon lock (postgres)', () => {
  let t: TestApp;
  let other: pg.Client;
  /** Watches the lock from outside `other`'s transaction, whose view of pg_stat_activity is frozen. */
  let watcher: pg.Client;
  /** The backend of `other` (pg sets processID at connect; its types leave it out). */
  let otherPid: number;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_POLL_MS: '0' });
    if (t.config.database.kind !== 'postgres') throw new Error('postgres only');
    other = new pg.Client({ connectionString: t.config.database.url });
    watcher = new pg.Client({ connectionString: t.config.database.url });
    await Promise.all([other.connect(), watcher.connect()]);
    otherPid = (await other.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
  });
  afterAll(async () => {
    await Promise.all([other.end(), watcher.end()]);
    await t.close();
  });

  /** A bookable salon with one slot of Anna's, a week ahead at 09:00. */
  const salonWithSlot = async (nomSociete: string) => {
    const p = await signedUpPro(t.app, { nomSociete });
    const s = await bookableSalon(t.database.db, p.pro.id);
    const day = parisDay(7);
    return {
      s,
      day,
      slotId: await addSlot(t.database.db, s.pro.id, { day, time: '09:00', staffId: s.anna }),
    };
  };
  const slotTimes = (id: string) =>
    t.database.db
      .selectFrom('availabilities')
      .select(['startsAt', 'endsAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  /** True once a backend waits on a lock that `other` holds. */
  const bookingWaitsOnLock = async () => {
    const { rows } = await watcher.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_stat_activity
       WHERE datname = current_database() AND $1 = ANY(pg_blocking_pids(pid))`,
      [otherPid],
    );
    return Number(rows[0]!.n) > 0;
  };

  it('refuses with the French message and writes nothing when the slot was taken before the lock', async () => {
    const db = t.database.db;
    const { s, day, slotId: availabilityId } = await salonWithSlot('Salon Verrou');
    const search = await new TestClient(t.app).get(`/api/v1/public/pros/${s.slug}/slots?from=${day}&days=1`);
    const slotId: string = search.json().days[0].slots[0].id;
    const slot = await slotTimes(availabilityId);

    // The salon's live events, as its open calendars would receive them (LISTEN/NOTIFY).
    const heard: string[] = [];
    const unsubscribe = t.app.live.subscribe((proId, event) => {
      if (proId === s.pro.id) heard.push(event.type);
    });
    await other.query('BEGIN');
    await other.query('SELECT id FROM pros WHERE id = $1 FOR UPDATE', [s.pro.id]);
    const before = await bookingTableCounts(db);
    // A promise, so the request starts now (inject's chain starts on then()).
    const booking = Promise.resolve(
      t.app.inject({
        method: 'POST',
        url: `/api/v1/public/pros/${s.slug}/bookings`,
        payload: bookingBody(slotId, [s.cut]),
      }),
    );
    let settled = false;
    void booking.finally(() => (settled = true));
    // Its reads found the slot free; now it waits for the lock (or it answered without waiting: a failure).
    while (!settled && !(await bookingWaitsOnLock()));
    expect(settled, 'the booking answered without waiting for the salon lock').toBe(false);
    await other.query(
      `INSERT INTO appointments (id, pro_id, staff_id, starts_at, ends_at, source, created_at)
       VALUES ($1, $2, $3, $4, $5, 'pro', $6)`,
      [randomUUID(), s.pro.id, s.anna, slot.startsAt, slot.endsAt, new Date().toISOString()],
    );
    await other.query('COMMIT');

    const res = await booking;
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(m.slotTaken);
    // Only the professional's appointment was added: no client, hold, job or message of the booking.
    expect(await bookingTableCounts(db)).toEqual({ ...before, appointments: before.appointments + 1 });
    // Its transaction committed (the lock's only), but announced nothing: notifications arrive in commit
    // order, so a marker published now arrives after anything the refused booking could have sent.
    await t.app.live.publish(s.pro.id, { type: 'clients.changed', at: new Date().toISOString() });
    while (!heard.includes('clients.changed')) await new Promise((resolve) => setTimeout(resolve, 5));
    unsubscribe();
    expect(heard).toEqual(['clients.changed']);
  });

  it('runs the re-check once, finding the slots by their key', async () => {
    const db = t.database.db;
    const { s, slotId } = await salonWithSlot('Salon Plan');
    const slot = await slotTimes(slotId);
    const [from, to] = [Date.parse(slot.startsAt), Date.parse(slot.endsAt)];
    const now = new Date().toISOString();
    const clientId = randomUUID();
    const appointmentId = randomUUID();
    await db
      .insertInto('clients')
      .values({
        id: clientId,
        proId: s.pro.id,
        type: 'client pro',
        nom: 'Plan',
        prenom: 'Léa',
        createdAt: now,
      })
      .execute();
    const w: BookingWrite = {
      proId: s.pro.id,
      hold: {
        staffId: s.anna,
        slotIds: [slotId],
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        span: { from, to },
      },
      // A client of the book (a new one's check is planned away).
      client: { link: clientId, fillPhone: '' },
      appointment: {
        id: appointmentId,
        proId: s.pro.id,
        clientId,
        staffId: s.anna,
        availabilityId: slotId,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        source: 'online',
        createdAt: now,
      },
      serviceIds: [s.cut],
      jobs: [],
      outbox: [],
    };
    const st = checkedWrites(db, w);
    const { rows } = await watcher.query<{ 'QUERY PLAN': PlanNode[] }>(`EXPLAIN (FORMAT JSON) ${st.sql}`, [
      ...st.parameters,
    ]);
    // Every read of a table, outside the inserts: the counts' four subqueries, each once.
    const reads: string[] = [];
    const walk = (n: PlanNode) => {
      if (n['Relation Name'] && n['Node Type'] !== 'ModifyTable')
        reads.push(`${n['Relation Name']} ${n['Index Name']}`);
      for (const c of n.Plans ?? []) walk(c);
    };
    walk(rows[0]!['QUERY PLAN'][0]!.Plan);
    expect(reads.sort()).toEqual([
      'appointments appointments_pro_start',
      'availabilities availabilities_pkey',
      'booked_slots booked_slots_pkey',
      'clients clients_pkey',
    ]);
  });
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
  Plan: PlanNode;
}
