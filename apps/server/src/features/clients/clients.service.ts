import { randomUUID } from 'node:crypto';
import {
  clientMessages as m,
  clientNomContainsPattern,
  clientSearchNeedles,
  foldClientText,
  utcToZoned,
  type ClientCreate,
  type ClientDetailDto,
  type ClientDto,
  type ClientListDto,
  type ClientListQuery,
  type ClientUpdate,
} from '@quickrdv/core';
import type { Db } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { cancelFutureAppointments } from './client-appointments.js';
import { indexClients, refreshStaleClients } from './client-search.repository.js';
import { presentClient, presentClientListItem } from './clients.presenter.js';
import {
  appointmentsOfClient,
  clientPage,
  countClients,
  deleteClientRow,
  findClientRow,
  insertClient,
  nomInitials,
  updateClientRow,
} from './clients.repository.js';
import { serviceLinesOf } from './client-services.repository.js';

/**
 * One page of 'MES CLIENTS', by folded nom then prenom: optionally those a search `q` finds (name words,
 * e-mail or phone, by prefix, or the nom containing it; accents and case ignored) and those under a letter,
 * with the counts the screen shows. Searched and sorted in SQL through indexes (migration 0012), the same on
 * both databases.
 */
export async function listClients(db: Db, pro: ProRow, query: ClientListQuery): Promise<ClientListDto> {
  await refreshStaleClients(db, pro.id);
  const q = query.q ?? '';
  const filter = {
    proId: pro.id,
    needles: clientSearchNeedles(q),
    nomPattern: clientNomContainsPattern(q),
    letter: query.letter,
  };
  const all = { proId: pro.id, needles: [] };
  const [rows, matching, total, initials] = await Promise.all([
    clientPage(db, filter, query),
    countClients(db, filter),
    query.q || query.letter ? countClients(db, all) : undefined,
    nomInitials(db, pro.id),
  ]);
  return {
    clients: rows.map(presentClientListItem),
    matching,
    total: total ?? matching,
    letters: initials,
  };
}

export async function getClient(db: Db, pro: ProRow, id: string, now = new Date()): Promise<ClientDetailDto> {
  const row = await findClientRow(db, pro.id, id);
  if (!row) throw notFound(m.notFound);
  const appointments = await appointmentsOfClient(db, pro.id, id);
  const services = await serviceLinesOf(
    db,
    appointments.map((a) => a.id),
  );
  const nowIso = now.toISOString();
  return {
    ...presentClient(row),
    appointments: appointments.map((a) => {
      const start = utcToZoned(new Date(a.startsAt), pro.timeZone);
      const end = utcToZoned(new Date(a.endsAt), pro.timeZone);
      return {
        id: a.id,
        startsAt: a.startsAt,
        day: start.day,
        start: start.time,
        end: end.time,
        services: (services.get(a.id) ?? []).map((s) => s.name).join(', '),
      };
    }),
    futureAppointmentCount: appointments.filter((a) => a.startsAt > nowIso).length,
  };
}

/** Adds a 'client pro' (a client the professional enters themselves). */
export async function createClient(
  db: Db,
  pro: ProRow,
  input: ClientCreate,
  now = new Date(),
): Promise<ClientDto> {
  return db.transaction().execute(async (trx) => {
    const row = {
      id: randomUUID(),
      proId: pro.id,
      type: 'client pro',
      ...input,
      createdAt: now.toISOString(),
      nomKey: foldClientText(input.nom),
      prenomKey: foldClientText(input.prenom),
    };
    await insertClient(trx, row);
    await indexClients(trx, [{ ...row, searchStale: 1 }]);
    return presentClient((await findClientRow(trx, pro.id, row.id))!);
  });
}

export async function updateClient(db: Db, pro: ProRow, id: string, input: ClientUpdate): Promise<ClientDto> {
  return db.transaction().execute(async (trx) => {
    if (!(await findClientRow(trx, pro.id, id))) throw notFound(m.notFound);
    await updateClientRow(trx, pro.id, id, input);
    const row = (await findClientRow(trx, pro.id, id))!;
    await indexClients(trx, [row]);
    return presentClient(row);
  });
}

/**
 * Deletes a client. Their future appointments are cancelled as the calendar cancels one (see
 * cancelFutureAppointments); their past ones stay in the calendar as time worked, without a client (the
 * foreign key sets client_id to null; the calendar shows them unnamed).
 */
export async function deleteClient(
  db: Db,
  pro: ProRow,
  id: string,
  o: { publicUrl: string; now?: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await findClientRow(trx, pro.id, id))) throw notFound(m.notFound);
    const now = o.now ?? new Date();
    await cancelFutureAppointments(trx, {
      proId: pro.id,
      clientId: id,
      now,
      publicUrl: o.publicUrl,
      reason: 'Client supprimé.',
      keepLinkView: true,
    });
    await deleteClientRow(trx, pro.id, id);
  });
}
