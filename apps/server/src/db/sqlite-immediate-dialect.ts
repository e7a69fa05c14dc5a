import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDialectConfig,
} from 'kysely';

/** Kysely's SQLite driver, its transactions taking the write lock as they begin. */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/**
 * Kysely's SQLite dialect, with every transaction begun IMMEDIATE (the group commit's already are).
 *
 * Kysely begins a deferred transaction: it reads from a snapshot and asks for the write lock only at its first
 * write. If another connection to the file (an operator's sqlite3 shell, a maintenance script) committed in
 * between, that write fails at once with SQLITE_BUSY_SNAPSHOT, which the busy timeout never retries: a demo
 * start, say, answered 500. Begun IMMEDIATE, the transaction waits its turn (busy_timeout) before its first
 * read instead. Within this process nothing changes: Kysely runs one transaction at a time on its one
 * connection, and WAL readers of other connections are never blocked by the lock.
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): SqliteDriver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
