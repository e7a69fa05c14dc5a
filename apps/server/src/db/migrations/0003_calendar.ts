import type { Kysely } from 'kysely';

/** Clients, published availabilities, appointments, reviews, outgoing messages and durable jobs. */
export async function up(db: Kysely<any>): Promise<void> {
  const proRef = (c: any) => c.notNull().references('pros.id').onDelete('cascade');

  await db.schema
    .createTable('clients')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('pro_id', 'text', proRef)
    .addColumn('type', 'text', (c) => c.notNull()) // 'client pro' | 'client internet'
    .addColumn('nom', 'text', (c) => c.notNull())
    .addColumn('prenom', 'text', (c) => c.notNull())
    .addColumn('nom_societe', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('civilite', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tel_portable', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tel_fixe', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tel_travail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('adresse', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('complement_adresse', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cp_ville', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('date_naissance', 'text')
    .addColumn('info_comp', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('clients_pro_nom').on('clients').columns(['pro_id', 'nom']).execute();

  await db.schema
    .createTable('availabilities')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('pro_id', 'text', proRef)
    .addColumn('staff_id', 'text', (c) => c.references('staff.id').onDelete('cascade')) // null = 'Indifférent'
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('series_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('availabilities_pro_start')
    .on('availabilities')
    .columns(['pro_id', 'starts_at'])
    .execute();

  await db.schema
    .createTable('availability_services')
    .addColumn('availability_id', 'text', (c) =>
      c.notNull().references('availabilities.id').onDelete('cascade'),
    )
    .addColumn('service_id', 'text', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('availability_services_pk', ['availability_id', 'service_id'])
    .execute();

  await db.schema
    .createTable('appointments')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('pro_id', 'text', proRef)
    .addColumn('client_id', 'text', (c) => c.references('clients.id').onDelete('set null'))
    .addColumn('staff_id', 'text', (c) => c.references('staff.id').onDelete('cascade'))
    // A published slot is booked at most once: the unique index is the guarantee, whatever the concurrency.
    .addColumn('availability_id', 'text', (c) =>
      c.unique().references('availabilities.id').onDelete('set null'),
    )
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source', 'text', (c) => c.notNull()) // 'pro' | 'online'
    .addColumn('notify_sms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notify_mail', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notify_days_before', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('manage_token', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('appointments_pro_start')
    .on('appointments')
    .columns(['pro_id', 'starts_at'])
    .execute();

  await db.schema
    .createTable('appointment_services')
    .addColumn('appointment_id', 'text', (c) => c.notNull().references('appointments.id').onDelete('cascade'))
    .addColumn('service_id', 'text', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('appointment_services_pk', ['appointment_id', 'service_id'])
    .execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('pro_id', 'text', proRef)
    .addColumn('prenom', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reply_message', 'text')
    .addColumn('reply_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reviews_pro').on('reviews').columns(['pro_id', 'created_at']).execute();

  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('pro_id', 'text', (c) => c.references('pros.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull()) // 'email' | 'sms'
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('delivered_via', 'text', (c) => c.notNull()) // 'outbox' | 'smtp' | provider name
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_pro').on('outbox_messages').columns(['pro_id', 'created_at']).execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending')) // pending | running | done | failed | cancelled
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('ref_id', 'text') // the appointment (or other row) the job belongs to, to cancel it with
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();
  await db.schema.createIndex('jobs_ref').on('jobs').column('ref_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'jobs',
    'outbox_messages',
    'reviews',
    'appointment_services',
    'appointments',
    'availability_services',
    'availabilities',
    'clients',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
