import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/db-errors.js';
import type { ProRow } from '../../db/schema.js';
import { freeSlug } from '../account/pro-slug.js';
import { findPro, findProByEmail, insertPro } from '../account/pros.repository.js';

/** What a confirmed sign-up creates the account from (kept with the link until it is opened). */
export interface PendingAccount {
  email: string;
  passwordHash: string;
  nomSociete: string;
  nom: string;
  prenom: string;
}

/**
 * Creates a professional account on the free plan; the e-mail is the login. Returns null when the address
 * already has an account (taken meanwhile, by another confirmed sign-up for instance).
 */
export async function createPro(db: Executor, input: PendingAccount): Promise<ProRow | null> {
  if (await findProByEmail(db, input.email)) return null;
  const id = randomUUID();
  const now = new Date().toISOString();
  for (let attempt = 0; ; attempt++) {
    const slug = await freeSlug(db, input.nomSociete);
    try {
      await insertPro(db, {
        id,
        slug: attempt === 0 ? slug : `${slug}-${id.slice(0, 6)}`,
        email: input.email,
        passwordHash: input.passwordHash,
        nomSociete: input.nomSociete,
        nom: input.nom,
        prenom: input.prenom,
        contactEmail: input.email,
        createdAt: now,
        updatedAt: now,
      });
      return (await findPro(db, id))!;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Either the e-mail was taken meanwhile, or the slug: retry once with a suffixed slug.
      if ((await findProByEmail(db, input.email)) || attempt > 0) return null;
    }
  }
}
