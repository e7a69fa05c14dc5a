import { sql, type Kysely } from 'kysely';

/**
 * An online booking keeps the identity its visitor typed (name, e-mail, mobile): the reply, the manage page
 * and the messages use it, never the data of a client record it may be linked to.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['visitor_prenom', 'visitor_nom', 'visitor_email', 'visitor_phone'])
    await db.schema.alterTable('appointments').addColumn(column, 'text').execute();
  // Bookings made before this migration: their client record is the best identity known.
  await sql`
    UPDATE appointments SET
      visitor_prenom = (SELECT c.prenom FROM clients c WHERE c.id = appointments.client_id),
      visitor_nom = (SELECT c.nom FROM clients c WHERE c.id = appointments.client_id),
      visitor_email = (SELECT c.email FROM clients c WHERE c.id = appointments.client_id),
      visitor_phone = (SELECT c.tel_portable FROM clients c WHERE c.id = appointments.client_id)
    WHERE source = 'online'
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['visitor_phone', 'visitor_email', 'visitor_nom', 'visitor_prenom'])
    await db.schema.alterTable('appointments').dropColumn(column).execute();
}
