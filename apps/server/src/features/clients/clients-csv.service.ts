import { randomUUID } from 'node:crypto';
import {
  clientSearchKeys,
  clientsToCsv,
  decodeCsvBytes,
  foldClientText,
  parseClientsCsv,
  phoneSearchDigits,
  utcToZoned,
  type ClientCreate,
} from '@quickrdv/core';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db, Dialect, Executor } from '../../db/database.js';
import type { ClientsTable, ProRow } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { audit } from './client-audit.repository.js';
import { refreshStaleClients } from './client-search.repository.js';
import { presentClient } from './clients.presenter.js';

export type DuplicatePolicy = 'merge' | 'skip';
export type ImportPreview = {
  fatal: string | null;
  rows: number;
  valid: number;
  invalid: number;
  duplicates: number;
};
export type ImportResult = { added: number; merged: number; skipped: number; invalid: number };

type ClientRow = Selectable<ClientsTable>;
// Rows per INSERT: 20 columns each stays under SQLite's 32,766 parameters.
const ROW_BATCH = 500;
const KEY_BATCH = 1000;
/** Rows after which an import refreshes PostgreSQL's planner statistics. */
const BIG_IMPORT = 1000;

/** Every client of the professional, by folded nom then prenom (the CSV export). */
export async function exportClientsCsv(db: Db, pro: ProRow, now = new Date()) {
  await refreshStaleClients(db, pro.id);
  const rows = await db
    .selectFrom('clients')
    .selectAll()
    .where('proId', '=', pro.id)
    .orderBy('nomKey')
    .orderBy('prenomKey')
    .orderBy('id')
    .execute();
  return {
    csv: clientsToCsv(rows.map(presentClient)),
    filename: `clients-${utcToZoned(now, pro.timeZone).day}.csv`,
  };
}

/** Same person for an import: same mobile (compared in stored form) or same e-mail. */
const identities = (c: { telPortable: string; email: string }) =>
  [
    c.telPortable && `tel:${phoneSearchDigits(c.telPortable)}`,
    c.email && `mail:${c.email.toLowerCase()}`,
  ].filter((k): k is string => !!k);

type Plan = {
  invalid: number;
  rows: number;
  inserts: ClientCreate[];
  /** Existing clients to fill, by id, with the file's values for their empty fields. */
  fills: Map<string, Partial<ClientCreate>>;
  duplicates: number;
};

const FILLABLE = [
  'civilite',
  'nomSociete',
  'email',
  'telPortable',
  'telFixe',
  'telTravail',
  'adresse',
  'complementAdresse',
  'cpVille',
  'dateNaissance',
  'infoComp',
] as const satisfies ReadonlyArray<keyof ClientCreate>;

/** Fills `target`'s empty fields from `source`; a non-empty field is never overwritten. */
function fillEmpty(target: Partial<ClientCreate>, current: Partial<ClientCreate>, source: ClientCreate) {
  for (const f of FILLABLE) {
    const now = target[f] ?? current[f];
    if ((now === '' || now === null || now === undefined) && source[f])
      (target as Record<string, unknown>)[f] = source[f];
  }
}

/**
 * What the file does to the client book: new clients, and duplicates (same mobile or e-mail as an
 * existing client or an earlier row): merged (their empty fields filled) or skipped.
 */
function planImport(
  existing: ClientRow[],
  parsed: ReturnType<typeof parseClientsCsv>,
  policy: DuplicatePolicy,
): Plan {
  const byIdentity = new Map<string, { existingId: string } | { insertIndex: number }>();
  for (const c of existing)
    for (const k of identities(c)) if (!byIdentity.has(k)) byIdentity.set(k, { existingId: c.id });
  const existingById = new Map(existing.map((c) => [c.id, c]));
  const plan: Plan = { invalid: 0, rows: parsed.rows.length, inserts: [], fills: new Map(), duplicates: 0 };
  for (const row of parsed.rows) {
    if (!row.input) {
      plan.invalid++;
      continue;
    }
    const input = row.input;
    const keys = identities(input);
    const match = keys.map((k) => byIdentity.get(k)).find(Boolean);
    if (!match) {
      const target = { insertIndex: plan.inserts.length };
      plan.inserts.push({ ...input });
      for (const k of keys) byIdentity.set(k, target);
      continue;
    }
    plan.duplicates++;
    if (policy === 'skip') continue;
    if ('insertIndex' in match) {
      const earlier = plan.inserts[match.insertIndex]!;
      const filled: Partial<ClientCreate> = {};
      fillEmpty(filled, earlier, input);
      Object.assign(earlier, filled);
    } else {
      const fill = plan.fills.get(match.existingId) ?? {};
      fillEmpty(fill, existingById.get(match.existingId) as Partial<ClientCreate>, input);
      plan.fills.set(match.existingId, fill);
    }
    // The row's identities now lead to the same client too.
    for (const k of keys) if (!byIdentity.has(k)) byIdentity.set(k, match);
  }
  return plan;
}

const existingClients = (db: Executor, proId: string) =>
  db.selectFrom('clients').selectAll().where('proId', '=', proId).execute();

/** dryRun: what importing the file would do, without writing. */
export async function previewImport(
  db: Db,
  pro: ProRow,
  bytes: Uint8Array,
  policy: DuplicatePolicy,
): Promise<ImportPreview> {
  const parsed = parseClientsCsv(decodeCsvBytes(bytes));
  if (parsed.fatal) return { fatal: parsed.fatal, rows: 0, valid: 0, invalid: 0, duplicates: 0 };
  const plan = planImport(await existingClients(db, pro.id), parsed, policy);
  return {
    fatal: null,
    rows: plan.rows,
    valid: plan.rows - plan.invalid,
    invalid: plan.invalid,
    duplicates: plan.duplicates,
  };
}

/**
 * Imports the file's valid rows in one transaction (all or nothing; invalid rows are left out and
 * counted). A file that cannot be read at all imports nothing: 400 with the French reason.
 */
export async function importClients(
  db: Db,
  pro: ProRow,
  bytes: Uint8Array,
  policy: DuplicatePolicy,
  o: { dialect: Dialect; now?: Date },
): Promise<ImportResult> {
  const now = o.now ?? new Date();
  const parsed = parseClientsCsv(decodeCsvBytes(bytes));
  if (parsed.fatal) throw new AppError('validation', parsed.fatal, { file: parsed.fatal });
  const result = await db.transaction().execute(async (trx) => {
    const plan = planImport(await existingClients(trx, pro.id), parsed, policy);
    const createdAt = now.toISOString();
    const rows: Array<Insertable<ClientsTable> & { id: string }> = plan.inserts.map((input) => ({
      id: randomUUID(),
      proId: pro.id,
      type: 'client pro',
      ...input,
      createdAt,
      nomKey: foldClientText(input.nom),
      prenomKey: foldClientText(input.prenom),
      searchStale: 0,
    }));
    for (let i = 0; i < rows.length; i += ROW_BATCH)
      await trx
        .insertInto('clients')
        .values(rows.slice(i, i + ROW_BATCH))
        .execute();
    const keys = plan.inserts.flatMap((input, i) =>
      clientSearchKeys(input).map((key) => ({ clientId: rows[i]!.id, proId: pro.id, key })),
    );
    for (let i = 0; i < keys.length; i += KEY_BATCH)
      await trx
        .insertInto('clientSearchKeys')
        .values(keys.slice(i, i + KEY_BATCH))
        .execute();

    for (const [id, fill] of plan.fills)
      if (Object.keys(fill).length)
        await trx.updateTable('clients').set(fill).where('proId', '=', pro.id).where('id', '=', id).execute();
    // The trigger marked the filled clients stale: their new phone or e-mail becomes searchable now.
    if (plan.fills.size) await refreshStaleClients(trx, pro.id);

    const result: ImportResult = {
      added: rows.length,
      merged: policy === 'merge' ? plan.duplicates : 0,
      skipped: policy === 'skip' ? plan.duplicates : 0,
      invalid: plan.invalid,
    };
    await audit(trx, {
      proId: pro.id,
      clientId: null,
      action: 'import',
      detail: JSON.stringify(result),
      now,
    });
    return result;
  });
  // PostgreSQL plans from statistics that autovacuum refreshes a while after a bulk insert; until then it
  // would sort the whole client book for each page instead of reading the order index.
  if (o.dialect === 'postgres' && result.added >= BIG_IMPORT)
    await sql`analyze clients, client_search_keys`.execute(db);
  return result;
}
