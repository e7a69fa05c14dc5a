import { bookingMessages as m } from '@quickrdv/core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase, type Database } from '../../db/database.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro, TestClient } from '../../test/test-client.js';
import { parisDay } from '../availabilities/calendar.fixtures.js';
import { addSlot, bookableSalon, bookingBody, bookingTableCounts } from './booking.fixtures.js';

/*
 * The booking write path under contention, as the widget drives it: slot ids as the search gives them
 * (compact references, resolved at booking), two server instances on one database.
 */
let t: TestApp;
let second: { app: FastifyInstance; database: Database };
beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '0', BOOKING_RATE_LIMIT_PER_IP: '1000' });
  // A second instance on the same database (its own connections), as behind a load balancer.
  const database = openDatabase(t.config.database);
  const app = await buildApp(t.config, database, false);
  await app.ready();
  second = { app, database };
});
afterAll(async () => {
  await second.app.close();
  await second.database.close();
  await t.close();
});

const db = () => t.database.db;
const run = (text: string) => sql.raw(text).execute(t.database.raw);

/** Anna's 09:00 and 09:30 on one day, and the ids the public search gives them. */
async function salon(day: string) {
  const p = await signedUpPro(t.app, { nomSociete: 'Salon Course' });
  const s = await bookableSalon(db(), p.pro.id);
  const first = await addSlot(db(), s.pro.id, { day, time: '09:00', staffId: s.anna });
  const secondSlot = await addSlot(db(), s.pro.id, { day, time: '09:30', staffId: s.anna });
  const res = await new TestClient(t.app).get(`/api/v1/public/pros/${s.slug}/slots?from=${day}&days=1`);
  expect(res.statusCode, res.body).toBe(200);
  const ids: string[] = res.json().days[0].slots.map((x: { id: string }) => x.id);
  expect(ids).toHaveLength(2);
  return { ...s, first, second: secondSlot, ids };
}

const book = (app: FastifyInstance, slug: string, body: object, i: number) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/public/pros/${slug}/bookings`,
    payload: body,
    remoteAddress: `10.1.${i >> 8}.${i & 255}`,
  });

describe('concurrent bookings', () => {
  it('a two-slot booking racing single bookings of its second slot leaves exactly one owner per slot', async () => {
    for (let round = 0; round < 4; round++) {
      const s = await salon(parisDay(6 + round));
      // 60-minute colour from 09:00 (holds 09:00 and 09:30) against 15 cuts of 09:30, on two instances.
      const visitors = Array.from({ length: 16 }, (_, i) => ({
        body:
          i === round * 4
            ? bookingBody(s.ids[0]!, [s.color], { email: `long${round}@example.fr` })
            : bookingBody(s.ids[1]!, [s.cut], { email: `court${round}-${i}@example.fr` }),
        long: i === round * 4,
      }));
      const replies = await Promise.all(
        visitors.map((v, i) => book(i % 2 ? second.app : t.app, s.slug, v.body, round * 100 + i)),
      );
      const won = replies.filter((r) => r.statusCode === 201);
      expect(won, replies.map((r) => r.body).join('\n')).toHaveLength(1);
      for (const r of replies.filter((x) => x.statusCode !== 201)) {
        expect(r.statusCode, r.body).toBe(409);
        // The slot taken, or (the two-slot booking, 09:30 gone before it looked) no room for an hour.
        expect(r.json().code).toBe('conflict');
        if (r.json().message !== m.slotTaken) expect(r.json().fields).toHaveProperty('serviceIds');
      }
      const holds = await db()
        .selectFrom('bookedSlots as b')
        .innerJoin('appointments as a', 'a.id', 'b.appointmentId')
        .select(['b.availabilityId', 'a.id', 'a.manageToken'])
        .where('a.proId', '=', s.pro.id)
        .execute();
      const token: string = won[0]!.json().booking.token;
      const longWon = visitors[replies.indexOf(won[0]!)]!.long;
      // Exactly one owner per slot: the winner's, and 09:00 stays free when a single cut won 09:30.
      expect(holds.map((h) => h.availabilityId).sort()).toEqual(
        (longWon ? [s.first, s.second] : [s.second]).sort(),
      );
      expect(new Set(holds.map((h) => h.manageToken))).toEqual(new Set([token]));
      const appointments = await db()
        .selectFrom('appointments')
        .select('id')
        .where('proId', '=', s.pro.id)
        .execute();
      expect(appointments).toHaveLength(1);
    }
  });

  it('writes nothing of a booking whose transaction fails at its last write', async () => {
    const s = await salon(parisDay(12));
    const before = await bookingTableCounts(db());
    // A crash stand-in: the database refuses the booking's outbox rows (its messages, no SMTP server here),
    // the last rows it writes.
    if (t.database.dialect === 'sqlite')
      await run(
        "CREATE TRIGGER no_outbox BEFORE INSERT ON outbox_messages BEGIN SELECT RAISE(ABORT, 'no outbox'); END",
      );
    else {
      await run(
        "CREATE FUNCTION no_outbox() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'no outbox'; END $$ LANGUAGE plpgsql",
      );
      await run(
        'CREATE TRIGGER no_outbox BEFORE INSERT ON outbox_messages FOR EACH ROW EXECUTE FUNCTION no_outbox()',
      );
    }
    try {
      const res = await book(t.app, s.slug, bookingBody(s.ids[0]!, [s.color]), 900);
      expect(res.statusCode).toBe(500);
      expect(await bookingTableCounts(db())).toEqual(before);
    } finally {
      await run('DROP TRIGGER no_outbox' + (t.database.dialect === 'postgres' ? ' ON outbox_messages' : ''));
    }
    // The slots were never taken: the booking goes through once the database accepts its messages again.
    expect((await book(t.app, s.slug, bookingBody(s.ids[0]!, [s.color]), 901)).statusCode).toBe(201);
  });
});
