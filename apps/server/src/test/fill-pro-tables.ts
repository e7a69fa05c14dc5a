import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { foreignKeys, rowsOfPro, type AnyDb, type ForeignKey } from './pro-rows.js';

/** Tables whose rows belong to a professional: `pros` and every table reaching it through foreign keys. */
export function proTables(keys: ForeignKey[]): Set<string> {
  const tables = new Set(['pros']);
  for (let changed = true; changed;) {
    changed = false;
    for (const k of keys) {
      if (tables.has(k.refTable) && !tables.has(k.table)) {
        tables.add(k.table);
        changed = true;
      }
    }
  }
  return tables;
}

/**
 * Gives the professional one row in every professional table that has none yet (photos, staff hours, the
 * outbox, and whatever tables later migrations add), built from the column types, so an authorisation walk
 * meets every kind of row. Returns the tables it could not fill, with the reason.
 */
export async function fillEmptyTablesOfPro(database: Database, proId: string): Promise<string[]> {
  const raw = database.raw as Kysely<AnyDb>;
  const keys = await foreignKeys(database);
  const columns = new Map((await raw.introspection.getTables()).map((t) => [t.name, t.columns]));
  const failures = new Map<string, string>();
  for (let progress = true; progress;) {
    progress = false;
    const owned = await rowsOfPro(database, proId);
    for (const table of proTables(keys)) {
      if (owned.get(table)?.length || !columns.has(table)) continue;
      const row: Record<string, unknown> = {};
      let ready = true;
      for (const column of columns.get(table)!) {
        const key = keys.find((k) => k.table === table && k.column === column.name);
        if (key) {
          const parent =
            owned.get(key.refTable)?.[0] ??
            (await raw.selectFrom(key.refTable).selectAll().executeTakeFirst());
          if (parent) row[column.name] = parent[key.refColumn];
          else if (!column.isNullable) ready = false;
        } else if ((!column.isNullable && !column.hasDefaultValue) || column.name === 'id') {
          // SQLite reports a text primary key as nullable, yet a row without an id is no row to aim at.
          row[column.name] = sampleValue(table, column.name, column.dataType);
        }
      }
      if (!ready) {
        failures.set(table, 'a referenced table has no row yet');
        continue;
      }
      try {
        await raw.insertInto(table).values(row).execute();
        failures.delete(table);
        progress = true;
      } catch (error) {
        failures.set(table, String(error));
      }
    }
  }
  return [...failures].map(([table, reason]) => `${table}: ${reason}`);
}

function sampleValue(table: string, column: string, dataType: string): unknown {
  const type = dataType.toLowerCase();
  if (type.includes('bool')) return true;
  if (type.includes('int') || /real|float|double|numeric|decimal/.test(type)) return 1;
  if (type.includes('json')) return '{}';
  if (type.includes('timestamp')) return new Date();
  if (type === 'date') return '2030-01-15';
  if (type === 'uuid' || column === 'id') return randomUUID();
  if (/blob|bytea/.test(type)) return Buffer.from('walker');
  if (column.endsWith('_at')) return new Date().toISOString();
  return `walker-${table}`;
}
