import type { Kysely } from 'kysely';

/**
 * Questionnaires a salon attaches to services: the widget asks their questions once a slot is chosen, and
 * the answers are kept with the appointment as a snapshot (question and answer texts as the visitor saw
 * them), so editing or deleting a question later never changes what a client answered.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('questionnaires')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('pro_id', 'text', (c) => c.notNull().references('pros.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('questionnaires_pro').on('questionnaires').column('pro_id').execute();

  await db.schema
    .createTable('questions')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('pro_id', 'text', (c) => c.notNull().references('pros.id').onDelete('cascade'))
    .addColumn('questionnaire_id', 'text', (c) =>
      c.notNull().references('questionnaires.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // Sanitised HTML (the rich-text editor's subset).
    .addColumn('rich_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'text', (c) => c.notNull())
    // JSON array of option labels, for the choice types.
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('new_line', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('questions_questionnaire')
    .on('questions')
    .columns(['questionnaire_id', 'position'])
    .execute();

  await db.schema
    .alterTable('services')
    .addColumn('questionnaire_id', 'text', (c) => c.references('questionnaires.id').onDelete('set null'))
    .execute();
  // JSON array of { question, answer } as asked at booking time; null when nothing was asked.
  await db.schema.alterTable('appointments').addColumn('answers', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('appointments').dropColumn('answers').execute();
  await db.schema.alterTable('services').dropColumn('questionnaire_id').execute();
  await db.schema.dropTable('questions').execute();
  await db.schema.dropTable('questionnaires').execute();
}
