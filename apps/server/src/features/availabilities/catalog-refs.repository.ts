import { calendarMessages, type ServiceRef, type StaffRef } from '@quickrdv/core';
import type { Executor } from '../../db/database.js';
import { fieldError } from '../../http/app-error.js';

/**
 * Staff members and services referenced by calendar writes, read straight from their tables (the staff and
 * services features own them). Every id must belong to the professional, or the write is refused.
 */
export async function ownedStaff(
  db: Executor,
  proId: string,
  ids: string[],
  field: string,
): Promise<Map<string, StaffRef>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .selectFrom('staff')
    .select(['id', 'prenom', 'nom', 'color'])
    .where('proId', '=', proId)
    .where('id', 'in', unique)
    .execute();
  if (rows.length !== unique.length) throw fieldError(field, calendarMessages.staffUnknown);
  return new Map(rows.map((r) => [r.id, r]));
}

export async function ownedServices(
  db: Executor,
  proId: string,
  ids: string[],
  field: string,
): Promise<ServiceRef[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const rows = await db
    .selectFrom('services')
    .select(['id', 'name', 'color'])
    .where('proId', '=', proId)
    .where('id', 'in', unique)
    .execute();
  if (rows.length !== unique.length) throw fieldError(field, calendarMessages.serviceUnknown);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.map((id) => byId.get(id)!);
}

/**
 * Serialises a professional's calendar writes so that checks (free-plan quota, overlaps) and inserts
 * cannot interleave. PostgreSQL: a row lock on the professional, held until the transaction ends.
 * SQLite: Kysely runs every query on its single connection and holds it for a whole transaction, so
 * transactions already run one after another; nothing more is needed.
 */
export async function lockPro(trx: Executor, proId: string, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect === 'postgres')
    await trx.selectFrom('pros').select('id').where('id', '=', proId).forUpdate().execute();
}
