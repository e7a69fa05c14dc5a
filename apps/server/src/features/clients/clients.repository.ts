import { prefixUpperBound } from '@quickrdv/core';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { ClientsTable } from '../../db/schema.js';

export const findClientRow = (db: Executor, proId: string, id: string) =>
  db.selectFrom('clients').selectAll().where('proId', '=', proId).where('id', '=', id).executeTakeFirst();

export async function insertClient(db: Executor, row: Insertable<ClientsTable>): Promise<void> {
  await db.insertInto('clients').values(row).execute();
}

export async function updateClientRow(
  db: Executor,
  proId: string,
  id: string,
  changes: Updateable<ClientsTable>,
) {
  if (!Object.keys(changes).length) return;
  await db.updateTable('clients').set(changes).where('proId', '=', proId).where('id', '=', id).execute();
}

export async function deleteClientRow(db: Executor, proId: string, id: string): Promise<number> {
  const r = await db.deleteFrom('clients').where('proId', '=', proId).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export interface ClientFilter {
  proId: string;
  /** Prefixes of client_search_keys (core's clientSearchNeedles); none: every client. */
  needles: string[];
  /** Also the clients whose folded nom is LIKE this (core's clientNomContainsPattern), when needles are given. */
  nomPattern?: string | null | undefined;
  /** 'A'-'Z': nom's folded first letter. */
  letter?: string | undefined;
}

/** The clients matching a filter, as a query to count or page; each needle is a range of the key index. */
function matching(db: Executor, f: ClientFilter) {
  let q = db.selectFrom('clients as c').where('c.proId', '=', f.proId);
  if (f.letter) {
    const l = f.letter.toLowerCase();
    q = q.where('c.nomKey', '>=', l).where('c.nomKey', '<', prefixUpperBound(l));
  }
  if (f.needles.length)
    // One range scan of the (pro_id, key) index per needle, united: an OR of ranges is not split by
    // SQLite's planner, which then reads every key of the professional.
    q = q.where('c.id', 'in', (eb) => {
      const range = (n: string) =>
        eb
          .selectFrom('clientSearchKeys as k')
          .select('k.clientId')
          .where('k.proId', '=', f.proId)
          .where('k.key', '>=', n)
          .where('k.key', '<', prefixUpperBound(n));
      const [first, ...rest] = f.needles;
      const ranges = rest.reduce((u, n) => u.unionAll(range(n)), range(first!));
      if (!f.nomPattern) return ranges;
      // 'pont' in Dupont: a scan of the professional's noms in the (pro_id, nom_key) index, not the table.
      return ranges.unionAll(
        eb
          .selectFrom('clients as n')
          .select('n.id as clientId')
          .where('n.proId', '=', f.proId)
          .where(sql<boolean>`${sql.ref('n.nomKey')} like ${f.nomPattern} escape '\\'`),
      );
    });
  return q;
}

/** One page of the list, by folded nom, prenom, then id, with each client's appointment count. */
export const clientPage = (db: Executor, f: ClientFilter, page: { offset: number; limit: number }) =>
  matching(db, f)
    .selectAll('c')
    .select((eb) =>
      eb
        .selectFrom('appointments as a')
        .select((a) => a.fn.countAll<number | string>().as('n'))
        .whereRef('a.clientId', '=', 'c.id')
        .as('appointmentCount'),
    )
    .orderBy('c.nomKey')
    .orderBy('c.prenomKey')
    .orderBy('c.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();

export async function countClients(db: Executor, f: ClientFilter): Promise<number> {
  const r = await matching(db, f)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

const AZ = [...'abcdefghijklmnopqrstuvwxyz'];

/** The A-Z letters under which the professional has clients: 26 seeks in the (pro_id, nom_key) index. */
export async function nomInitials(db: Executor, proId: string): Promise<string[]> {
  const row = await db
    .selectNoFrom((eb) =>
      AZ.map((l) =>
        eb
          .exists(
            eb
              .selectFrom('clients')
              .select('id')
              .where('proId', '=', proId)
              .where('nomKey', '>=', l)
              .where('nomKey', '<', prefixUpperBound(l)),
          )
          .as(l),
      ),
    )
    .executeTakeFirstOrThrow();
  const has = row as Record<string, unknown>;
  return AZ.filter((l) => has[l] === true || Number(has[l]) === 1).map((l) => l.toUpperCase());
}

/** The client's appointments, newest first ('Voir Rendez-vous'), with staff and price for the GDPR export. */
export const appointmentsOfClient = (db: Executor, proId: string, clientId: string) =>
  db
    .selectFrom('appointments as a')
    .leftJoin('staff as s', 's.id', 'a.staffId')
    .select([
      'a.id',
      'a.startsAt',
      'a.endsAt',
      'a.note',
      'a.answers',
      's.prenom as staffPrenom',
      's.nom as staffNom',
    ])
    .where('a.proId', '=', proId)
    .where('a.clientId', '=', clientId)
    .orderBy('a.startsAt', 'desc')
    .orderBy('a.id', 'desc')
    .execute();

/** Appointments of the client that have not started yet (deletion and erasure cancel them). */
export const futureAppointmentIds = async (db: Executor, proId: string, clientId: string, nowIso: string) =>
  (
    await db
      .selectFrom('appointments')
      .select('id')
      .where('proId', '=', proId)
      .where('clientId', '=', clientId)
      .where('startsAt', '>', nowIso)
      .execute()
  ).map((r) => r.id);
