import type { Kysely } from 'kysely';

/** What a professional offers: opening hours, photos, service categories, services, staff. */
export async function up(db: Kysely<any>): Promise<void> {
  const proRef = (c: any) => c.notNull().references('pros.id').onDelete('cascade');

  await db.schema
    .createTable('opening_hours')
    .addColumn('pro_id', 'text', proRef)
    .addColumn('weekday', 'integer', (c) => c.notNull()) // 0 = Monday ... 6 = Sunday
    .addColumn('range_index', 'integer', (c) => c.notNull()) // 0..2, up to three ranges a day
    .addColumn('opens', 'text', (c) => c.notNull()) // HH:mm, wall-clock in the pro's time zone
    .addColumn('closes', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('opening_hours_pk', ['pro_id', 'weekday', 'range_index'])
    .execute();

  await db.schema
    .createTable('photos')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('pro_id', 'text', proRef)
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('photos_pro').on('photos').column('pro_id').execute();

  await db.schema
    .createTable('service_categories')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('pro_id', 'text', proRef)
    .addColumn('name', 'text', (c) => c.notNull())
    .addUniqueConstraint('service_categories_pro_name', ['pro_id', 'name'])
    .execute();

  await db.schema
    .createTable('services')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('pro_id', 'text', proRef)
    .addColumn('category_id', 'text', (c) => c.references('service_categories.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('color', 'text') // hex without '#', null = 'Aucune couleur'
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('services_pro').on('services').column('pro_id').execute();

  await db.schema
    .createTable('staff')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('pro_id', 'text', proRef)
    .addColumn('prenom', 'text', (c) => c.notNull())
    .addColumn('nom', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('color', 'text', (c) => c.notNull().defaultTo('6366f1'))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_pro').on('staff').column('pro_id').execute();

  await db.schema
    .createTable('staff_services')
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('service_id', 'text', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('staff_services_pk', ['staff_id', 'service_id'])
    .execute();

  await db.schema
    .createTable('staff_hours')
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('range_index', 'integer', (c) => c.notNull())
    .addColumn('starts', 'text', (c) => c.notNull())
    .addColumn('ends', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_hours_pk', ['staff_id', 'weekday', 'range_index'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'staff_hours',
    'staff_services',
    'staff',
    'services',
    'service_categories',
    'photos',
    'opening_hours',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
