import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The client book ('MES CLIENTS') at 10,000 clients.
 *
 * - `client_search_keys`: the prefixes a client is found by (core's clientSearchKeys: every word onwards
 *   of the name both ways, the e-mail, phone digits), one row each, so a search is a range scan of the
 *   (pro_id, key) index on both databases.
 * - `clients.nom_key` / `prenom_key`: folded nom and prenom, the list's order and the A-Z bar's letter,
 *   with a (pro_id, nom_key, prenom_key, id) index for paging.
 * - `clients.search_stale`: 0 once the keys above match the row. It starts at 1 and a trigger increments
 *   it on any change of a searched column, so every write path (the client form, online bookings that
 *   create a client or fill its phone, the demo seed, a fix by hand in SQL) marks the row; the app
 *   refreshes stale rows before it searches (folding is core's, not SQL's). An increment rather than a
 *   flag: a refresh only clears the count it read, so a change made meanwhile stays stale.
 * - `client_audit`: GDPR exports and erasures, imports and SMS (the SMS rate limit counts these rows);
 *   no personal data in it.
 *
 * "C" collation on PostgreSQL so both databases compare keys byte-wise, as the range scan needs.
 */
const watched = 'nom, prenom, email, tel_portable, tel_fixe, tel_travail';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const keyType = pg ? sql`text collate "C"` : sql`text`;
  await db.schema.alterTable('clients').addColumn('nom_key', keyType).execute();
  await db.schema.alterTable('clients').addColumn('prenom_key', keyType).execute();
  await db.schema
    .alterTable('clients')
    .addColumn('search_stale', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('clients_pro_order')
    .on('clients')
    .columns(['pro_id', 'nom_key', 'prenom_key', 'id'])
    .execute();
  // A client's appointments (RDV count, 'Voir Rendez-vous', deletion setting client_id to null).
  await db.schema
    .createIndex('appointments_client_start')
    .on('appointments')
    .columns(['client_id', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('clients_pro_stale')
    .on('clients')
    .columns(['pro_id', 'search_stale'])
    .execute();

  await db.schema
    .createTable('client_search_keys')
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('pro_id', 'text', (c) => c.notNull())
    .addColumn('key', keyType, (c) => c.notNull())
    .addPrimaryKeyConstraint('client_search_keys_pk', ['client_id', 'key'])
    .execute();
  await db.schema
    .createIndex('client_search_keys_pro_key')
    .on('client_search_keys')
    .columns(['pro_id', 'key', 'client_id'])
    .execute();

  await db.schema
    .createTable('client_audit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('pro_id', 'text', (c) => c.notNull().references('pros.id').onDelete('cascade'))
    // No foreign key: the entry outlives an erased client.
    .addColumn('client_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('client_audit_pro_action')
    .on('client_audit')
    .columns(['pro_id', 'action', 'created_at'])
    .execute();

  const run = (text: string) => sql.raw(text).execute(db);
  if (pg) {
    await run(`create function clients_search_stale() returns trigger language plpgsql as $$
      begin new.search_stale := old.search_stale + 1; return new; end $$`);
    await run(`create trigger clients_search_stale before update of ${watched} on clients
      for each row execute function clients_search_stale()`);
  } else {
    await run(`create trigger clients_search_stale after update of ${watched} on clients begin
      update clients set search_stale = search_stale + 1 where id = new.id; end`);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await run('drop trigger if exists clients_search_stale' + (pg ? ' on clients' : ''));
  if (pg) await run('drop function if exists clients_search_stale()');
  await db.schema.dropTable('client_audit').execute();
  await db.schema.dropTable('client_search_keys').execute();
  await db.schema.dropIndex('clients_pro_stale').execute();
  await db.schema.dropIndex('appointments_client_start').execute();
  await db.schema.dropIndex('clients_pro_order').execute();
  for (const column of ['search_stale', 'prenom_key', 'nom_key'])
    await db.schema.alterTable('clients').dropColumn(column).execute();
}
