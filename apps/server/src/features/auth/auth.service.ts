import { randomUUID } from 'node:crypto';
import { accountMessages, type LoginInput, type signupSchema } from '@quickrdv/core';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/db-errors.js';
import type { ProRow } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { freeSlug } from '../account/pro-slug.js';
import { findPro, findProByEmail, insertPro } from '../account/pros.repository.js';
import { clearFailures, recentFailures, recordFailure } from './login-throttle.js';
import { hashPassword, verifyPassword } from './password.js';

type Signup = z.output<typeof signupSchema>;

/** Creates a professional account on the free plan; the e-mail is the login. */
export async function signupPro(db: Db, input: Signup): Promise<ProRow> {
  if (await findProByEmail(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const id = randomUUID();
  const now = new Date().toISOString();
  for (let attempt = 0; ; attempt++) {
    const slug = await freeSlug(db, input.nomSociete);
    try {
      await insertPro(db, {
        id,
        slug: attempt === 0 ? slug : `${slug}-${id.slice(0, 6)}`,
        email: input.email,
        passwordHash,
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
      if ((await findProByEmail(db, input.email)) || attempt > 0) throw emailTaken();
    }
  }
}

const emailTaken = () =>
  new AppError('conflict', accountMessages.emailTaken, { email: accountMessages.emailTaken });

/** Checks credentials with a per-account throttle; the message never says which part was wrong. */
export async function authenticate(db: Db, input: LoginInput, maxAttempts: number): Promise<ProRow> {
  const email = input.email.trim().toLowerCase();
  const now = new Date();
  if ((await recentFailures(db, email, now)) >= maxAttempts) {
    throw new AppError('rate_limited', accountMessages.tooManyAttempts);
  }
  const pro = await findProByEmail(db, email);
  const ok = await verifyPassword(pro?.passwordHash ?? null, input.password);
  if (!pro || !ok || pro.isDemo === 1) {
    await recordFailure(db, email, now);
    throw new AppError('unauthorized', accountMessages.badCredentials);
  }
  await clearFailures(db, email);
  return pro;
}
