import type { Insertable } from 'kysely';
import { sqliteHandle, type Db, type Dialect, type Executor } from '../../db/database.js';
import type { AppointmentsTable, ClientsTable } from '../../db/schema.js';
import {
  combinedWrites,
  forDialect,
  insertStatement,
  preparedOn,
  runStatement,
  type Statement,
} from '../../db/statements.js';
import { pgPoolOf, pipelinedTransaction } from '../../db/pg-pipeline.js';
import { preparePg } from '../../db/pg-prepared.js';
import { sqliteWriteTransaction } from '../../db/sqlite-group-commit.js';
import type { NewJob } from '../../jobs/jobs.repository.js';
import type { OutboxRow } from '../outbox/outbox.repository.js';
import { slotTaken, type SlotHold } from './slot-hold.js';

/** Every row of one online booking, planned before its transaction (booking-plan.ts). */
export interface BookingWrite {
  proId: string;
  hold: SlotHold;
  /** The professional's client to link (its blank phone filled), or a new one. */
  client: { link: string; fillPhone: string } | { insert: Insertable<ClientsTable> };
  appointment: Insertable<AppointmentsTable> & { id: string };
  serviceIds: string[];
  /** Reminders and messages: they commit with the booking or not at all. */
  jobs: NewJob[];
  /** Messages that are only kept in the outbox (bookingMessageWrites). */
  outbox: OutboxRow[];
}

/** The linked client was deleted since it was looked up: plan again (a new client is made). */
export class LinkedClientGone extends Error {}

const HOUR_MS = 3600_000;
/** An appointment lasts at most a day (25 hours on the autumn change): earlier starts cannot overlap. */
const LONGEST_APPOINTMENT_MS = 26 * HOUR_MS;
const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/**
 * What must still hold once the professional is locked, in one statement: the slots exist, none is held,
 * no appointment of their staff member overlaps them (the rule of freeSlots), the linked client exists.
 * The slots' professional is checked in the count's FILTER, so that their primary key is the only index to
 * find them by: PostgreSQL, before a table's first statistics, scanned the professional's slots instead.
 */
function recheck(dialect: Dialect, w: BookingWrite): Statement {
  const ids = w.hold.slotIds;
  const staff = w.hold.staffId;
  const linked = 'link' in w.client ? w.client.link : null;
  const sql = `SELECT
    (SELECT count(*) FILTER (WHERE pro_id = ?) FROM availabilities WHERE id IN (${marks(ids.length)})) AS present,
    (SELECT count(*) FROM booked_slots WHERE availability_id IN (${marks(ids.length)})) AS held,
    (SELECT count(*) FROM appointments WHERE pro_id = ? AND starts_at >= ? AND starts_at < ? AND ends_at > ?
      AND (${staff === null ? '' : 'staff_id = ? OR '}availability_id IN (${marks(ids.length)}))) AS busy,
    (SELECT count(*) FROM clients WHERE id = ?) AS linked`;
  const iso = (ms: number) => new Date(ms).toISOString();
  const { from, to } = w.hold.span;
  return {
    sql: forDialect(dialect, sql),
    parameters: [
      w.proId,
      ...ids,
      ...ids,
      w.proId,
      iso(from - LONGEST_APPOINTMENT_MS),
      iso(to),
      iso(from),
      ...(staff === null ? [] : [staff]),
      ...ids,
      linked,
    ],
  };
}

type Counts = Record<'present' | 'held' | 'busy' | 'linked', unknown>;

function assertStillFree(w: BookingWrite, r: Counts) {
  if (Number(r.present) !== w.hold.slotIds.length || Number(r.held) > 0 || Number(r.busy) > 0)
    throw slotTaken();
  if ('link' in w.client && Number(r.linked) === 0) throw new LinkedClientGone();
}

/**
 * The writes of a booking, parents first (SQLite checks foreign keys per statement). `oneRowEach` splits
 * multi-row inserts (PostgreSQL's guarded writes insert through `SELECT`, one row each).
 */
function writes(db: Executor, dialect: Dialect, w: BookingWrite, oneRowEach = false): Statement[] {
  const insert = <T extends Parameters<typeof insertStatement>[1]>(
    table: T,
    rows: Parameters<typeof insertStatement<T>>[2],
  ) => (oneRowEach ? rows.map((r) => insertStatement(db, table, [r])) : [insertStatement(db, table, rows)]);
  const list: Statement[] = [];
  if ('insert' in w.client) list.push(...insert('clients', [w.client.insert]));
  else if (w.client.fillPhone)
    // Only a blank is filled: a visitor never overwrites what the professional recorded.
    list.push({
      sql: forDialect(
        dialect,
        "UPDATE clients SET tel_portable = ? WHERE id = ? AND (tel_portable IS NULL OR tel_portable = '')",
      ),
      parameters: [w.client.fillPhone, w.client.link],
    });
  const appointmentId = w.appointment.id;
  list.push(...insert('appointments', [w.appointment]));
  list.push(
    ...insert(
      'bookedSlots',
      w.hold.slotIds.map((availabilityId) => ({ availabilityId, appointmentId })),
    ),
  );
  list.push(
    ...insert(
      'appointmentServices',
      w.serviceIds.map((serviceId) => ({ appointmentId, serviceId })),
    ),
  );
  if (w.jobs.length) list.push(...insert('jobs', w.jobs));
  if (w.outbox.length) list.push(...insert('outboxMessages', w.outbox));
  return list;
}

const VALUES = ') values (';

/**
 * PostgreSQL: the re-check and every write in one statement. The re-check is the first CTE (`w0`, with its
 * verdict `ok`); each write runs only when `ok` (a one-row INSERT becomes INSERT ... SELECT ... WHERE, whose
 * parameters PostgreSQL still types from the target columns); the statement returns the re-check's counts,
 * and carries `onCommit` (the live events' NOTIFY). All of it sees one snapshot, taken after the lock.
 */
export function checkedWrites(db: Executor, w: BookingWrite, onCommit?: Statement): Statement {
  const check = recheck('postgres', w);
  const wanted = `c.present = ${w.hold.slotIds.length} AND c.held = 0 AND c.busy = 0 AND c.linked >= ${'link' in w.client ? 1 : 0}`;
  const guard = (st: Statement): Statement => {
    const at = st.sql.indexOf(VALUES);
    const sql =
      at >= 0
        ? `${st.sql.slice(0, at + 1)} SELECT ${st.sql.slice(at + VALUES.length, -1)} WHERE (SELECT ok FROM w0)`
        : `${st.sql} AND (SELECT ok FROM w0)`;
    return { sql, parameters: st.parameters };
  };
  const counts = 'SELECT w0.present, w0.held, w0.busy, w0.linked FROM w0';
  return combinedWrites(
    [
      {
        // OFFSET 0 keeps the counts a subquery of their own: pulled up, each use of a count in `ok` and in
        // the select list ran its scalar subquery again (the re-check ran twice).
        sql: `SELECT c.present, c.held, c.busy, c.linked, ${wanted} AS ok FROM (${check.sql} OFFSET 0) c`,
        parameters: check.parameters,
      },
      ...writes(db, 'postgres', w, true).map(guard),
    ],
    // The live events too only when the booking is written: the transaction commits either way.
    onCommit
      ? {
          sql: `${counts} LEFT JOIN (${onCommit.sql} WHERE (SELECT ok FROM w0)) n ON true`,
          parameters: onCommit.parameters,
        }
      : { sql: counts, parameters: [] },
  );
}

const LOCK_PRO = 'SELECT id FROM pros WHERE id = $1 FOR UPDATE';

/**
 * Takes the slots and writes every row of a booking in one transaction, in a few statements. Of concurrent
 * bookers of a slot exactly one wins, on either database and across instances: the re-check runs with
 * the writers serialised (PostgreSQL: the professional's row locked; SQLite: BEGIN IMMEDIATE, one writer
 * per file), and the booked_slots primary key refuses a second hold whatever happens. A crash or an error
 * anywhere leaves nothing written. Throws the 409 of a taken slot, or LinkedClientGone.
 *
 * PostgreSQL: one round trip (BEGIN, the lock, one statement re-checking and writing, COMMIT, sent together),
 * so the lock is held only while PostgreSQL runs them, never while a reply waits for this thread.
 * SQLite: prepared statements run synchronously, so the transaction never waits on the event loop.
 */
export async function writeBooking(
  deps: { db: Db; dialect: Dialect },
  w: BookingWrite,
  /** PostgreSQL: the SELECT publishing the booking's live events at commit, run with the writes. */
  onCommit?: Statement,
): Promise<void> {
  const { db, dialect } = deps;
  const sqlite = dialect === 'sqlite' ? sqliteHandle(db) : undefined;
  if (sqlite) {
    const check = recheck(dialect, w);
    const list = writes(db, dialect, w);
    await sqliteWriteTransaction(db, sqlite, () => {
      assertStillFree(w, preparedOn(sqlite, check.sql).get(...check.parameters) as never);
      for (const st of list) preparedOn(sqlite, st.sql).run(...st.parameters);
    });
    return;
  }
  if (dialect === 'postgres') {
    // One round trip: the lock, then (its own snapshot, taken once locked) the re-check and the writes.
    const write = checkedWrites(db, w, onCommit);
    // Planned once per connection, not while holding the lock (the common shapes: pg-prepared.ts bounds them).
    preparePg(LOCK_PRO);
    preparePg(write.sql);
    const [, rows] = await pipelinedTransaction(pgPoolOf(db), [
      { sql: LOCK_PRO, parameters: [w.proId] },
      write,
    ]);
    // Committed, but nothing was written unless the re-check passed.
    assertStillFree(w, rows![0] as Counts);
    return;
  }
  const check = recheck(dialect, w);
  await db.transaction().execute(async (trx) => {
    const [row] = await runStatement<Counts>(trx, check);
    assertStillFree(w, row!);
    for (const st of writes(trx, dialect, w)) await runStatement(trx, st);
  });
}
