import type { Kysely } from 'kysely';

/**
 * The login throttle counts attempts instead of failures: one counter per (account, client address,
 * 15-minute window), plus one per (account, window) across all addresses under the client key '*'.
 * An attempt is taken by one atomic upsert before the password is verified, so concurrent requests
 * cannot all pass the check (login_failures was counted, then written after the slow verification).
 * The failures of the old table expire within 15 minutes anyway, so they are not carried over.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_attempts')
    .addColumn('account_key', 'text', (c) => c.notNull())
    .addColumn('client_key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_attempts_pk', ['account_key', 'client_key', 'window_start'])
    .execute();
  await db.schema.createIndex('login_attempts_window').on('login_attempts').column('window_start').execute();
  await db.schema.dropTable('login_failures').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('account_key', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_key_at')
    .on('login_failures')
    .columns(['account_key', 'at'])
    .execute();
  await db.schema.dropTable('login_attempts').execute();
}
