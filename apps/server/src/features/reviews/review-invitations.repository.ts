import type { Executor } from '../../db/database.js';

/**
 * Appointments that ended in [from, now], have a client to ask and no review request yet: online bookings
 * always, the salon's own ones unless it opted out. Demo salons ask nobody.
 */
export function appointmentsToAsk(db: Executor, o: { from: string; now: string; limit: number }) {
  return db
    .selectFrom('appointments as a')
    .innerJoin('pros as p', 'p.id', 'a.proId')
    .leftJoin('clients as c', 'c.id', 'a.clientId')
    .leftJoin('reviewInvitations as ri', 'ri.appointmentId', 'a.id')
    .select([
      'a.id',
      'a.proId',
      'a.endsAt',
      (eb) => eb.fn.coalesce('a.visitorEmail', 'c.email').as('email'),
      (eb) => eb.fn.coalesce('a.visitorPhone', 'c.telPortable').as('phone'),
    ])
    .where('ri.id', 'is', null)
    .where('a.endsAt', '<=', o.now)
    .where('a.endsAt', '>=', o.from)
    .where('a.clientId', 'is not', null)
    .where('p.isDemo', '=', 0)
    .where('p.deletionRequestedAt', 'is', null)
    .where((eb) => eb.or([eb('a.source', '=', 'online'), eb('p.askReviewsForProAppointments', '=', 1)]))
    .where((eb) =>
      eb.or([
        eb(eb.fn.coalesce('a.visitorEmail', 'c.email'), '<>', ''),
        eb(eb.fn.coalesce('a.visitorPhone', 'c.telPortable'), '<>', ''),
      ]),
    )
    .orderBy('a.endsAt')
    .limit(o.limit)
    .execute();
}

/** Inserts the invitation unless the appointment has one (another instance's sweep): true if inserted. */
export async function insertInvitation(
  db: Executor,
  row: {
    id: string;
    tokenHash: string;
    proId: string;
    appointmentId: string;
    expiresAt: string;
    createdAt: string;
  },
): Promise<boolean> {
  const inserted = await db
    .insertInto('reviewInvitations')
    .values({ ...row, usedAt: null })
    .onConflict((oc) => oc.column('appointmentId').doNothing())
    .returning('id')
    .execute();
  return inserted.length === 1;
}

/** An invitation with its appointment, salon and client: what both the sending and the form read. */
const invitations = (db: Executor) =>
  db
    .selectFrom('reviewInvitations as ri')
    .innerJoin('appointments as a', 'a.id', 'ri.appointmentId')
    .innerJoin('pros as p', 'p.id', 'a.proId')
    .leftJoin('clients as c', 'c.id', 'a.clientId')
    .select([
      'ri.id',
      'ri.usedAt',
      'ri.expiresAt',
      'a.id as appointmentId',
      'a.proId',
      'a.clientId',
      'a.startsAt',
      'a.endsAt',
      'p.nomSociete',
      'p.slug',
      'p.timeZone',
      'p.isDemo',
      // An online booking asks the person who typed it; the salon's own appointments their client.
      (eb) => eb.fn.coalesce('a.visitorPrenom', 'c.prenom').as('prenom'),
      (eb) => eb.fn.coalesce('a.visitorEmail', 'c.email').as('email'),
      (eb) => eb.fn.coalesce('a.visitorPhone', 'c.telPortable').as('phone'),
    ]);

/** Who is asked and what the request says, read when it is sent. */
export const invitationFacts = (db: Executor, appointmentId: string) =>
  invitations(db).where('ri.appointmentId', '=', appointmentId).executeTakeFirst();

/** The invitation of a link, with its appointment and salon. */
export const invitationByToken = (db: Executor, tokenHash: string) =>
  invitations(db).where('ri.tokenHash', '=', tokenHash).executeTakeFirst();
/** Marks the link used if nobody did first: the one request that wins writes the review. */
export async function claimInvitation(db: Executor, id: string, now: string): Promise<boolean> {
  const r = await db
    .updateTable('reviewInvitations')
    .set({ usedAt: now })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const appointmentServiceNames = async (db: Executor, appointmentId: string) =>
  (
    await db
      .selectFrom('appointmentServices as x')
      .innerJoin('services as s', 's.id', 'x.serviceId')
      .select('s.name')
      .where('x.appointmentId', '=', appointmentId)
      .orderBy('s.position')
      .orderBy('s.name')
      .execute()
  ).map((s) => s.name);
