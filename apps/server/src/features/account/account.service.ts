import {
  accountMessages,
  recoveryMessages,
  type IdentityChangeInput,
  type PasswordChangeInput,
} from '@quickrdv/core';
import type { Db } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { deleteSessionsOfPro } from '../auth/sessions.repository.js';
import { changeLoginEmailWithUndo, type RecoveryContext } from '../auth/recovery.service.js';
import { updatePro } from './pros.repository.js';

const notInDemo = () => new AppError('forbidden', 'Cette action n’est pas disponible en mode démo.');

/** Changes the password after checking the old one, and revokes every session of the account. */
export async function changePassword(db: Db, pro: ProRow, input: PasswordChangeInput): Promise<void> {
  if (pro.isDemo) throw notInDemo();
  if (!(await verifyPassword(pro.passwordHash, input.oldPassword))) {
    throw new AppError('validation', accountMessages.passwordChangeFailed, {
      oldPassword: accountMessages.wrongOldPassword,
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await updatePro(trx, pro.id, { passwordHash });
    await deleteSessionsOfPro(trx, pro.id);
  });
}

/**
 * Changes the login e-mail once the current password is checked: a stolen session alone cannot take the
 * account. The other sessions are revoked and the old address gets a link that undoes the change.
 */
export async function changeLoginEmail(
  ctx: RecoveryContext,
  pro: ProRow,
  input: { email: string; password: string },
  currentSessionId: string,
): Promise<void> {
  if (pro.isDemo) throw notInDemo();
  if (!(await verifyPassword(pro.passwordHash, input.password))) {
    throw new AppError('validation', accountMessages.identityChangeFailed, {
      password: recoveryMessages.wrongPassword,
    });
  }
  await changeLoginEmailWithUndo(ctx, pro, { email: input.email, keepSessionId: currentSessionId });
}
export type { IdentityChangeInput };

/** Records a deletion request; the account is removed later by the purge job unless the request is withdrawn. */
export async function requestDeletion(db: Db, pro: ProRow): Promise<string> {
  if (pro.isDemo) throw notInDemo();
  const at = pro.deletionRequestedAt ?? new Date().toISOString();
  await updatePro(db, pro.id, { deletionRequestedAt: at });
  return at;
}

export async function withdrawDeletion(db: Db, pro: ProRow): Promise<void> {
  await updatePro(db, pro.id, { deletionRequestedAt: null });
}
