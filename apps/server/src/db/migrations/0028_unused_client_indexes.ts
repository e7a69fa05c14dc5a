import type { Kysely } from 'kysely';

/**
 * Two indexes of `clients` that no query uses any more: `(pro_id, nom)` (the address book sorts and
 * searches by the folded `nom_key`, and by its keys table) and `(pro_id, tel_portable)` (online bookings
 * match a client by e-mail; phones are searched through the keys table). Every new client, online booking
 * or import wrote both for nothing. Queries by professional alone still have `(pro_id, email)` and the others.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('clients_pro_nom').execute();
  await db.schema.dropIndex('clients_pro_tel').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('clients_pro_nom').on('clients').columns(['pro_id', 'nom']).execute();
  await db.schema.createIndex('clients_pro_tel').on('clients').columns(['pro_id', 'tel_portable']).execute();
}
