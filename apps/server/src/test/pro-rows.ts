import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';

type Row = Record<string, unknown>;
/** The database seen table by table as stored (snake_case), whatever tables the migrations created. */
export type AnyDb = Record<string, Row>;

/** A column of a table that references a column of another table. */
export interface ForeignKey {
  table: string;
  column: string;
  refTable: string;
  refColumn: string;
}

/** Every foreign key of the schema, read from the database itself so new tables are covered without edits. */
export async function foreignKeys(database: Database): Promise<ForeignKey[]> {
  const raw = database.raw as Kysely<AnyDb>;
  if (database.dialect === 'postgres') {
    const { rows } = await sql<ForeignKey>`
      select kcu.table_name as "table", kcu.column_name as "column",
             ccu.table_name as "refTable", ccu.column_name as "refColumn"
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()`.execute(raw);
    return rows;
  }
  const keys: ForeignKey[] = [];
  for (const table of await tableNames(database)) {
    const { rows } = await sql<{ table: string; from: string; to: string | null }>`
      select "table", "from", "to" from pragma_foreign_key_list(${table})`.execute(raw);
    for (const r of rows) keys.push({ table, column: r.from, refTable: r.table, refColumn: r.to ?? 'id' });
  }
  return keys;
}

export async function tableNames(database: Database): Promise<string[]> {
  const tables = await database.raw.introspection.getTables();
  return tables.map((t) => t.name).sort();
}

/**
 * Every row that belongs to a professional, table by table (snake_case, as stored): the `pros` row itself,
 * then, transitively, every row referencing one of those rows through a foreign key (services, then
 * staff_services, availability_services...). Rows of another professional that point at this one's rows
 * are included too: a cross-tenant link is exactly what the authorisation tests must notice.
 */
export async function rowsOfPro(database: Database, proId: string): Promise<Map<string, Row[]>> {
  const raw = database.raw as Kysely<AnyDb>;
  const all = new Map<string, Row[]>();
  for (const table of await tableNames(database))
    all.set(table, await raw.selectFrom(table).selectAll().execute());
  const keys = await foreignKeys(database);

  const owned = new Map<string, Set<Row>>([
    ['pros', new Set(all.get('pros')!.filter((r) => r.id === proId))],
  ]);
  for (let changed = true; changed;) {
    changed = false;
    for (const key of keys) {
      const parents = owned.get(key.refTable);
      if (!parents?.size) continue;
      const values = new Set([...parents].map((r) => String(r[key.refColumn])));
      const set = owned.get(key.table) ?? new Set<Row>();
      for (const row of all.get(key.table) ?? []) {
        if (row[key.column] == null || set.has(row) || !values.has(String(row[key.column]))) continue;
        set.add(row);
        changed = true;
      }
      owned.set(key.table, set);
    }
  }
  return new Map([...owned].map(([table, rows]) => [table, [...rows]]));
}

/** A stable, comparable picture of a professional's rows: each table's rows as sorted JSON lines. */
export async function snapshotOfPro(database: Database, proId: string): Promise<Record<string, string[]>> {
  const rows = await rowsOfPro(database, proId);
  const snapshot: Record<string, string[]> = {};
  for (const [table, list] of [...rows].sort(([a], [b]) => a.localeCompare(b))) {
    snapshot[table] = list.map((r) => JSON.stringify(r, Object.keys(r).sort())).sort();
  }
  return snapshot;
}

/** Lines added or removed between two snapshots, readable in a failure message. */
export function snapshotDiff(before: Record<string, string[]>, after: Record<string, string[]>): string[] {
  const diff: string[] = [];
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const b = new Set(before[table] ?? []);
    const a = new Set(after[table] ?? []);
    for (const line of b) if (!a.has(line)) diff.push(`${table} - ${line}`);
    for (const line of a) if (!b.has(line)) diff.push(`${table} + ${line}`);
  }
  return diff;
}

/** The ids of a professional's rows, by table (tables without an `id` column are left out). */
export async function idsOfPro(database: Database, proId: string): Promise<Map<string, string[]>> {
  const ids = new Map<string, string[]>();
  for (const [table, rows] of await rowsOfPro(database, proId)) {
    const values = rows.map((r) => r.id).filter((v): v is string => typeof v === 'string' && v.length > 0);
    if (values.length) ids.set(table, [...new Set(values)].sort());
  }
  return ids;
}
