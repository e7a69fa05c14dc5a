import { accountMessages, type LoginInput } from '@quickrdv/core';
import type { Db } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { findProByEmail } from '../account/pros.repository.js';
import { settleSuccess, takeAttempt, type LoginLimits } from './login-throttle.js';
import { verifyPassword } from './password.js';

/**
 * Checks credentials under the login throttle: the attempt is taken before the (slow) password check, so a
 * burst cannot slip past the limit; the messages never say which part was wrong, nor which limit was hit.
 */
export async function authenticate(
  db: Db,
  input: LoginInput,
  clientIp: string,
  limits: LoginLimits,
): Promise<ProRow> {
  const email = input.email.trim().toLowerCase();
  const ticket = await takeAttempt(db, email, clientIp, limits, new Date());
  if (!ticket) throw new AppError('rate_limited', accountMessages.tooManyAttempts);
  const pro = await findProByEmail(db, email);
  const ok = await verifyPassword(pro?.passwordHash ?? null, input.password);
  if (!pro || !ok || pro.isDemo === 1) throw new AppError('unauthorized', accountMessages.badCredentials);
  await settleSuccess(db, ticket);
  return pro;
}
