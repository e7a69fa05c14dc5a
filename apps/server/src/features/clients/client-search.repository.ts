import { clientSearchKeys, foldClientText } from '@quickrdv/core';
import type { Executor } from '../../db/database.js';

type Indexable = {
  id: string;
  proId: string;
  nom: string;
  prenom: string;
  email: string;
  telPortable: string;
  telFixe: string;
  telTravail: string;
  searchStale: number;
};

// Rows per INSERT: 3 parameters each, well under SQLite's and PostgreSQL's parameter limits.
const KEY_BATCH = 1000;

/**
 * Writes the search keys and sort keys of these clients (see migration 0012) and clears their stale
 * count, only for a row whose count is still the one read: a change made meanwhile stays stale.
 */
export async function indexClients(db: Executor, rows: Indexable[]): Promise<void> {
  if (!rows.length) return;
  const ids = rows.map((r) => r.id);
  for (let i = 0; i < ids.length; i += KEY_BATCH)
    await db
      .deleteFrom('clientSearchKeys')
      .where('clientId', 'in', ids.slice(i, i + KEY_BATCH))
      .execute();
  const keys = rows.flatMap((r) =>
    clientSearchKeys(r).map((key) => ({ clientId: r.id, proId: r.proId, key })),
  );
  for (let i = 0; i < keys.length; i += KEY_BATCH)
    await db
      .insertInto('clientSearchKeys')
      .values(keys.slice(i, i + KEY_BATCH))
      // Two requests refreshing the same stale row at once write the same keys.
      .onConflict((oc) => oc.columns(['clientId', 'key']).doNothing())
      .execute();
  for (const r of rows)
    await db
      .updateTable('clients')
      .set({ nomKey: foldClientText(r.nom), prenomKey: foldClientText(r.prenom), searchStale: 0 })
      .where('id', '=', r.id)
      .where('searchStale', '=', r.searchStale)
      .execute();
}

/**
 * Brings a professional's stale clients up to date (rows written by other paths: online bookings, the demo
 * seed, the trigger after a change). Cheap when there are none: one lookup in the (pro_id, search_stale)
 * index.
 */
export async function refreshStaleClients(db: Executor, proId: string): Promise<void> {
  const stale = await db
    .selectFrom('clients')
    .select(['id', 'proId', 'nom', 'prenom', 'email', 'telPortable', 'telFixe', 'telTravail', 'searchStale'])
    .where('proId', '=', proId)
    .where('searchStale', '>', 0)
    .execute();
  if (!stale.length) return;
  // In a transaction, so a search running beside never sees a client between its old and new keys.
  if (db.isTransaction) await indexClients(db, stale);
  else await db.transaction().execute((trx) => indexClients(trx, stale));
}
