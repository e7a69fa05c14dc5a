import type { Kysely } from 'kysely';

/** Professionals, their sessions and the login throttle. Instants are ISO-8601 UTC text on both dialects. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('establishment_types')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('pros')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('nom_societe', 'text', (c) => c.notNull())
    .addColumn('nom', 'text', (c) => c.notNull())
    .addColumn('prenom', 'text', (c) => c.notNull())
    .addColumn('profession', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('adresse', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('code_postal', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ville', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tel1', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tel2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('presentation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text')
    .addColumn('establishment_type_id', 'text', (c) =>
      c.references('establishment_types.id').onDelete('set null'),
    )
    .addColumn('plan', 'text', (c) => c.notNull().defaultTo('gratuit'))
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('Europe/Paris'))
    .addColumn('appointment_step', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('booking_notice_hours', 'integer', (c) => c.notNull().defaultTo(24))
    .addColumn('page_layout', 'text')
    .addColumn('onboarding_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('demo_expires_at', 'text')
    .addColumn('deletion_requested_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('pros_demo_expiry')
    .on('pros')
    .columns(['is_demo', 'demo_expires_at'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull()) // HMAC of the cookie token; the token itself is never stored
    .addColumn('pro_id', 'text', (c) => c.notNull().references('pros.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sessions_pro').on('sessions').column('pro_id').execute();

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
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('pros').execute();
  await db.schema.dropTable('establishment_types').execute();
}
