import { sql, type Kysely } from 'kysely';

/**
 * booked_slots becomes the one record of which availabilities are taken, by the professional as well as
 * online. Data written before (the professional's appointments and the demo salon only filled
 * appointments.availability_id) is brought in line:
 * 1. holds left behind when the professional moved an online appointment elsewhere are dropped: their
 *    appointment no longer overlaps the availability nor references it, and the booking search already
 *    treated them as free;
 * 2. every appointment referencing an availability holds it, unless another appointment already does
 *    (an online booking of several slots, booked over by the professional before the check existed: the
 *    online hold stays, as the visitor was confirmed first).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    delete from booked_slots
    where exists (
      select 1
      from appointments ap
      inner join availabilities av on av.id = booked_slots.availability_id
      where ap.id = booked_slots.appointment_id
        and (ap.availability_id is null or ap.availability_id <> booked_slots.availability_id)
        and (ap.starts_at >= av.ends_at or ap.ends_at <= av.starts_at)
    )`.execute(db);
  await sql`
    insert into booked_slots (availability_id, appointment_id)
    select ap.availability_id, ap.id
    from appointments ap
    where ap.availability_id is not null
      and not exists (select 1 from booked_slots b where b.availability_id = ap.availability_id)`.execute(db);
}

/** Nothing to undo: the rows it writes or removes are valid for the code before it too. */
export async function down(): Promise<void> {}
