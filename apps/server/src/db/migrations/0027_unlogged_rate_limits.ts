import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * PostgreSQL: `rate_limit_hits` unlogged. Every limited request (each booking among them) upserts its
 * address's counter; logged, each upsert's COMMIT waited for its WAL flush with the counter's row locked, so
 * one address's requests (a salon's shared Wi-Fi, a proxy, the benches) queued one flush at a time. An
 * unlogged table writes no WAL: its commits wait for no flush. A PostgreSQL crash empties it, which only
 * restarts the current windows' counts. SQLite keeps its counters in memory (shared-rate-limit.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`alter table rate_limit_hits set unlogged`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`alter table rate_limit_hits set logged`.execute(db);
}
