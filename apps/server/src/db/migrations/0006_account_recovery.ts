import type { Kysely } from 'kysely';

/**
 * Account recovery: single-use links sent by e-mail (sign-up confirmation, password reset, undo of an
 * e-mail change), stored as an HMAC of the token like sessions; and the link requests per target address,
 * to rate-limit them whether or not the address has an account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('account_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull()) // HMAC of the token
    .addColumn('kind', 'text', (c) => c.notNull()) // 'signup' | 'passwordReset' | 'emailUndo'
    // Null for a sign-up: the account is created when the link is opened.
    .addColumn('pro_id', 'text', (c) => c.references('pros.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('account_tokens_pro')
    .on('account_tokens')
    .columns(['pro_id', 'kind'])
    .execute();
  await db.schema.createIndex('account_tokens_expiry').on('account_tokens').column('expires_at').execute();

  await db.schema
    .createTable('account_mail_requests')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('kind', 'text', (c) => c.notNull()) // 'signup' | 'passwordReset'
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('account_mail_requests_email')
    .on('account_mail_requests')
    .columns(['email', 'kind', 'at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_mail_requests').execute();
  await db.schema.dropTable('account_tokens').execute();
}
