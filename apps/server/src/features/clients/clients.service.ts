import { randomUUID } from 'node:crypto';
import {
  clientMessages as m,
  utcToZoned,
  type ClientCreate,
  type ClientDetailDto,
  type ClientDto,
  type ClientUpdate,
} from '@quickrdv/core';
import type { Db } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { cancelReminders } from '../notifications/reminders.js';
import { presentClient } from './clients.presenter.js';
import {
  appointmentsOfClient,
  deleteClientRow,
  findClientRow,
  insertClient,
  listClientRows,
  updateClientRow,
} from './clients.repository.js';

/** Lower case without accents, so 'élodie' finds 'Elodie' on both databases. */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const byName = new Intl.Collator('fr', { sensitivity: 'base' });

/**
 * The professional's clients sorted by nom then prenom (French collation), optionally those whose nom or
 * prenom contains `q`, ignoring case and accents. Sorted and filtered here, not in SQL, so SQLite and
 * PostgreSQL (whose collations differ) answer the same.
 */
export async function listClients(db: Db, pro: ProRow, q?: string): Promise<ClientDto[]> {
  const needle = q ? fold(q) : '';
  const rows = (await listClientRows(db, pro.id)).filter(
    (c) =>
      !needle ||
      fold(c.nom).includes(needle) ||
      fold(c.prenom).includes(needle) ||
      fold(`${c.prenom} ${c.nom}`).includes(needle) ||
      fold(`${c.nom} ${c.prenom}`).includes(needle),
  );
  rows.sort(
    (a, b) => byName.compare(a.nom, b.nom) || byName.compare(a.prenom, b.prenom) || a.id.localeCompare(b.id),
  );
  return rows.map(presentClient);
}

export async function getClient(db: Db, pro: ProRow, id: string): Promise<ClientDetailDto> {
  const row = await findClientRow(db, pro.id, id);
  if (!row) throw notFound(m.notFound);
  const appointments = await appointmentsOfClient(db, pro.id, id);
  return {
    ...presentClient(row),
    appointments: appointments.map((a) => {
      const local = utcToZoned(new Date(a.startsAt), pro.timeZone);
      return { id: a.id, startsAt: a.startsAt, day: local.day, start: local.time };
    }),
  };
}

/** Adds a 'client pro' (a client the professional enters themselves). */
export async function createClient(
  db: Db,
  pro: ProRow,
  input: ClientCreate,
  now = new Date(),
): Promise<ClientDto> {
  const row = { id: randomUUID(), proId: pro.id, type: 'client pro', ...input, createdAt: now.toISOString() };
  await insertClient(db, row);
  return presentClient((await findClientRow(db, pro.id, row.id))!);
}

export async function updateClient(db: Db, pro: ProRow, id: string, input: ClientUpdate): Promise<ClientDto> {
  return db.transaction().execute(async (trx) => {
    if (!(await findClientRow(trx, pro.id, id))) throw notFound(m.notFound);
    await updateClientRow(trx, pro.id, id, input);
    return presentClient((await findClientRow(trx, pro.id, id))!);
  });
}

/**
 * Deletes a client. Their appointments stay in the calendar without a client (the foreign key sets it
 * to null), and their reminders not yet sent are cancelled: there is nobody left to send them to.
 */
export async function deleteClient(db: Db, pro: ProRow, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await findClientRow(trx, pro.id, id))) throw notFound(m.notFound);
    for (const a of await appointmentsOfClient(trx, pro.id, id))
      await cancelReminders(trx, a.id, 'Client supprimé.');
    await deleteClientRow(trx, pro.id, id);
  });
}
