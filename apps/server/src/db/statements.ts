import type { Database as SqliteHandle, Statement as SqliteStatement } from 'better-sqlite3';
import { RecentMap } from '@quickrdv/core';
import { CamelCasePlugin, CompiledQuery, PostgresAdapter, type Insertable, type KyselyPlugin } from 'kysely';
import { pgReadWaves, type PgReadWaves } from './pg-pipeline.js';
import { preparePg } from './pg-prepared.js';
import type { Db, Dialect, Executor } from './database.js';
import type { DB } from './schema.js';

/**
 * Hot-path SQL without rebuilding it: Kysely builds and compiles a query on every call (most of a booking's
 * CPU on SQLite), and better-sqlite3 re-prepares the same text each time. Here each statement shape is
 * compiled once (then only its parameters change), and on SQLite prepared once per connection.
 */
export interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

/** Per database adapter (SQLite and PostgreSQL place parameters differently), per insert shape. */
const insertSql = new WeakMap<object, Map<string, string>>();

const sameValues = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * `INSERT INTO table (...) VALUES (...), ...` of rows sharing their columns (in the same key order). The
 * SQL of one (table, columns, row count) is compiled by Kysely once; its parameters are the rows' values in
 * column order, checked against Kysely's own on the first compile (a shape it orders differently is simply
 * not cached).
 */
export function insertStatement<T extends keyof DB & string>(
  db: Executor,
  table: T,
  rows: Insertable<DB[T]>[],
): Statement {
  // Every booking inserts about ten rows through here: plain loops, no closure or array made per row.
  const records = rows as unknown as Record<string, unknown>[];
  const first = records[0]!;
  const columns: string[] = [];
  for (const c of Object.keys(first)) if (first[c] !== undefined) columns.push(c);
  const parameters: unknown[] = [];
  for (const r of records) {
    // Rows with other columns than the first's: compiled as they are, never cached. The same columns in
    // another key order are fine (Kysely lists them in the first row's order).
    if (r !== first && !hasExactly(r, columns)) return compileInsert(db, table, rows);
    for (const c of columns) parameters.push(r[c]);
  }
  const adapter = db.getExecutor().adapter;
  let byShape = insertSql.get(adapter);
  if (!byShape) insertSql.set(adapter, (byShape = new Map()));
  const key = `${table}|${columns.join(',')}|${rows.length}`;
  const cached = byShape.get(key);
  if (cached !== undefined) return { sql: cached, parameters };
  const compiled = compileInsert(db, table, rows);
  if (sameValues(compiled.parameters, parameters)) byShape.set(key, compiled.sql);
  return compiled;
}

const compileInsert = (db: Executor, table: keyof DB & string, rows: readonly unknown[]): Statement =>
  db
    .insertInto(table)
    .values(rows as never)
    .compile();

/** Whether `r`'s defined values are exactly under `columns`. */
function hasExactly(r: Record<string, unknown>, columns: readonly string[]): boolean {
  let defined = 0;
  for (const c of Object.keys(r)) if (r[c] !== undefined) defined++;
  if (defined !== columns.length) return false;
  for (const c of columns) if (r[c] === undefined) return false;
  return true;
}

/** SQL written with `?` placeholders, numbered for PostgreSQL (`$1`, `$2`, ...). */
export function forDialect(dialect: Dialect, sql: string): string {
  if (dialect === 'sqlite') return sql;
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/**
 * One PostgreSQL statement doing several writes, so they cost one round trip: data-modifying CTEs
 * (`WITH w0 AS (INSERT ...), w1 AS (...) SELECT 1`, or `last` instead of `SELECT 1`), each statement's
 * placeholders renumbered. They run
 * on one snapshot; foreign keys are checked at the end of the statement, unique keys at once (23505).
 */
export function combinedWrites(statements: readonly Statement[], last?: Statement): Statement {
  let offset = 0;
  const shifted = (st: Statement) => {
    const base = offset;
    offset += st.parameters.length;
    return st.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + base}`);
  };
  const parts = statements.map((st, i) => `w${i} AS (${shifted(st)})`);
  // `last` is the statement's own SELECT (e.g. NOTIFYs sent at commit); by default it selects nothing.
  const tail = last ? shifted(last) : 'SELECT 1';
  return {
    sql: `WITH ${parts.join(', ')} ${tail}`,
    parameters: [...statements, ...(last ? [last] : [])].flatMap((s) => s.parameters),
  };
}

/** Runs a statement through Kysely (PostgreSQL), its rows as the driver returns them. */
export async function runStatement<R>(db: Executor, st: Statement): Promise<R[]> {
  return (await db.executeQuery<R>(CompiledQuery.raw(st.sql, [...st.parameters]))).rows;
}

/** SQLite connections by their Kysely adapter, which every transaction of that database shares. */
const sqliteByAdapter = new WeakMap<object, SqliteHandle>();

/** Records the better-sqlite3 connection behind `db` (and so behind each of its transactions). */
export function registerSqliteHandle(db: Executor, sqlite: SqliteHandle): void {
  sqliteByAdapter.set(db.getExecutor().adapter, sqlite);
}

/** The better-sqlite3 connection behind a SQLite `db` or transaction; undefined on PostgreSQL. */
export const registeredSqlite = (db: Executor): SqliteHandle | undefined =>
  sqliteByAdapter.get(db.getExecutor().adapter);

/**
 * Runs a statement that returns no rows. In a SQLite transaction (its connection is held, so nothing else
 * can run between) the prepared statement runs at once, synchronously: the job worker's batches write
 * several rows per job, and each trip through Kysely's executor costs more than SQLite's own work.
 */
export async function runWrite(db: Executor, st: Statement): Promise<void> {
  const sqlite = db.isTransaction ? registeredSqlite(db) : undefined;
  if (sqlite) preparedOn(sqlite, st.sql).run(...st.parameters);
  else await runStatement(db, st);
}

/** SQL texts kept prepared per connection: beyond, the least recently used is dropped (IN lists vary). */
const MAX_PREPARED = 500;
const prepared = new WeakMap<SqliteHandle, RecentMap<string, SqliteStatement>>();

/** A prepared statement of this connection for this SQL text, prepared on first use. */
export function preparedOn(sqlite: SqliteHandle, sql: string): SqliteStatement {
  let byText = prepared.get(sqlite);
  if (!byText) prepared.set(sqlite, (byText = new RecentMap(MAX_PREPARED)));
  let st = byText.get(sql);
  if (!st) byText.set(sql, (st = sqlite.prepare(sql)));
  return st;
}

/**
 * The handle Kysely's SqliteDialect is given: the same connection, each SQL text prepared once (Kysely
 * prepares every query it runs). Safe as Kysely runs a statement to completion (all/run) before the next;
 * nothing here streams rows (iterate would keep a statement busy).
 */
export function reusingStatements(sqlite: SqliteHandle): {
  close(): void;
  prepare(sql: string): SqliteStatement;
} {
  return { close: () => sqlite.close(), prepare: (sql) => preparedOn(sqlite, sql) };
}

const MARK = '\u0000qrdv-param:';
type Slot<N> = { name: N } | { value: unknown };

/**
 * A read built and compiled by Kysely once per shape, then run with new values: `build` gets `param(name)`
 * placeholders where the values go (they travel as the compiled query's parameters, wherever Kysely puts
 * them). `shape` names what changes the SQL itself (e.g. a staff filter present or not). Compiled once per
 * database (its adapter) and shape, through the camelCase `db` (results mapped by its plugin as usual).
 */
export function reusableQuery<Row, N extends string>(
  build: (db: Executor, param: (name: N) => never, shape: string) => { compile(): CompiledQuery<Row> },
): (db: Executor, values: Record<N, unknown>, shape?: string) => Promise<Row[]> {
  const byAdapter = new WeakMap<object, Map<string, { sql: string; slots: Slot<N>[] }>>();
  return async (db, values, shape = '') => {
    const adapter = db.getExecutor().adapter;
    let byShape = byAdapter.get(adapter);
    if (!byShape) byAdapter.set(adapter, (byShape = new Map()));
    let query = byShape.get(shape);
    if (!query) {
      const compiled = build(db, (name) => `${MARK}${name}` as never, shape).compile();
      query = {
        sql: compiled.sql,
        slots: compiled.parameters.map((v) =>
          typeof v === 'string' && v.startsWith(MARK) ? { name: v.slice(MARK.length) as N } : { value: v },
        ),
      };
      byShape.set(shape, query);
      // A fixed text: on PostgreSQL, planned once per connection rather than at every run.
      if (adapter instanceof PostgresAdapter) preparePg(query.sql);
    }
    const parameters = query.slots.map((s) => ('name' in s ? values[s.name] : s.value));
    const sqlite = heldSqlite(db);
    // The connection is this caller's: the prepared statement at once, rows named as the plugin names them.
    if (sqlite)
      return (preparedOn(sqlite, query.sql).all(...parameters) as UnknownRow[]).map(camelRow) as Row[];
    const pg = waveReads.get(db);
    if (pg) return ((await pg.query(query.sql, parameters)) as UnknownRow[]).map(camelRow) as Row[];
    return (await db.executeQuery<Row>(CompiledQuery.raw(query.sql, parameters))).rows;
  };
}

type UnknownRow = Record<string, unknown>;

/** The camelCase `db`'s own result mapping (CamelCasePlugin's), for rows read without its executor. */
class RowNames extends CamelCasePlugin {
  readonly map = (row: UnknownRow) => this.mapRow(row);
}
const camelRow = new RowNames().map;

/** Kysely instances holding their SQLite connection for a caller (withHeldConnection), while they do. */
const holding = new WeakSet<object>();
/** Kysely instances given to withHeldConnection's callers on PostgreSQL, and their reads' waves. */
const waveReads = new WeakMap<object, PgReadWaves>();
/** Changes nothing: `withPlugin` with it gives a Kysely instance of its own to mark as holding a connection. */
const NO_CHANGE: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => args.result,
};

/**
 * Runs `fn` so that its compiled-once reads (reusableQuery) skip Kysely's executor and its connection per
 * query (the name is SQLite's case; PostgreSQL holds no connection between waves):
 * - SQLite: Kysely's only connection, taken once for several reads rather than once per query (behind
 *   every other request's); each read runs its prepared statement directly, nothing else can use the
 *   connection meanwhile, and Kysely's executor around each read cost more than SQLite's own work.
 * - PostgreSQL: the reads go in waves (pgReadWaves, pg-pipeline.ts): those started in one turn of the event
 *   loop, by every such caller, are pipelined on one connection of the pool in one write, which goes back to
 *   the pool once they are answered. Side by side on the pool, each read took a connection, a write and a
 *   wake-up of a PostgreSQL process, which under load cost this thread more than the query.
 * Other queries of `fn` (built by Kysely each time) go through `db`'s pool as usual.
 */
export async function withHeldConnection<T>(db: Db, fn: (db: Executor) => Promise<T>): Promise<T> {
  if (registeredSqlite(db))
    return db.connection().execute(async (held) => {
      holding.add(held);
      try {
        return await fn(held);
      } finally {
        holding.delete(held);
      }
    });
  const held = db.withPlugin(NO_CHANGE);
  return pgReadWaves(db, async (reads) => {
    waveReads.set(held, reads);
    try {
      return await fn(held);
    } finally {
      waveReads.delete(held);
    }
  });
}

/** The SQLite connection behind `db` when `db` holds it: a transaction, or withHeldConnection's. */
function heldSqlite(db: Executor): SqliteHandle | undefined {
  return db.isTransaction || holding.has(db) ? registeredSqlite(db) : undefined;
}
