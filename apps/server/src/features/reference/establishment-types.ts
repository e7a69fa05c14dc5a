import type { Executor } from '../../db/database.js';

/** Types of establishment offered in the business details form; ids are stable so they can be referenced. */
export const ESTABLISHMENT_TYPES = [
  ['coiffeur', 'Salon de coiffure'],
  ['barbier', 'Barbier'],
  ['institut', 'Institut de beauté'],
  ['onglerie', 'Onglerie'],
  ['spa', 'Spa et bien-être'],
  ['massage', 'Massage'],
  ['estheticienne', 'Esthéticienne à domicile'],
  ['coiffeur-domicile', 'Coiffeur à domicile'],
  ['maquillage', 'Maquillage'],
  ['tatouage', 'Tatouage et piercing'],
  ['autre', 'Autre'],
] as const;

/** Inserts the reference list where missing; safe to run at every start. */
export async function seedEstablishmentTypes(db: Executor): Promise<void> {
  const existing = new Set(
    (await db.selectFrom('establishmentTypes').select('id').execute()).map((r) => r.id),
  );
  const missing = ESTABLISHMENT_TYPES.map(([id, name], position) => ({ id, name, position })).filter(
    (t) => !existing.has(t.id),
  );
  if (missing.length) await db.insertInto('establishmentTypes').values(missing).execute();
}
