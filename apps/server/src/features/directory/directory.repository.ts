import type { Executor } from '../../db/database.js';

/**
 * Professionals listed in the directory: not a visitor's demo copy, no deletion requested, and either done
 * with onboarding or offering at least one service. A numeric query narrows to postcodes starting with it.
 */
export async function listedPros(db: Executor, o: { postcodePrefix?: string }) {
  let q = db
    .selectFrom('pros')
    .select(['id', 'slug', 'nomSociete', 'profession', 'ville', 'codePostal', 'image'])
    .where((eb) => eb.or([eb('isDemo', '=', 0), eb('demoExpiresAt', 'is', null)]))
    .where('deletionRequestedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb('onboardingDone', '=', 1),
        eb.exists(eb.selectFrom('services').select('services.id').whereRef('services.proId', '=', 'pros.id')),
      ]),
    );
  if (o.postcodePrefix) q = q.where('codePostal', 'like', `${o.postcodePrefix}%`);
  return q.execute();
}
