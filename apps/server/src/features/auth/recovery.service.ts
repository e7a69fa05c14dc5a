import { randomUUID } from 'node:crypto';
import {
  accountMessages,
  EMAIL_UNDO_PATH,
  emailChangedMail,
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  MAIL_REQUEST_WINDOW_MS,
  mailRequestAllowed,
  passwordResetMail,
  recoveryMessages,
  RESET_PASSWORD_PATH,
  SIGNUP_CONFIRM_PATH,
  signupConfirmationMail,
  signupExistingAccountMail,
  tokenExpiry,
  type AccountTokenKind,
} from '@quickrdv/core';
import type { Db, Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/db-errors.js';
import type { ProRow } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { findPro, findProByEmail, updatePro } from '../account/pros.repository.js';
import { createPro, type PendingAccount } from './account-creation.js';
import { planAccountMail } from './account-mail.js';
import {
  consumeAccountToken,
  countMailRequests,
  insertAccountToken,
  recordMailRequest,
  useUpAccountTokens,
} from './account-tokens.repository.js';
import { hashPassword } from './password.js';
import { deleteSessionsOfPro } from './sessions.repository.js';
import { hmac, newToken } from './tokens.js';

/** What the account links need: the database, the secret their tokens are hashed with, the site's address. */
export interface RecoveryContext {
  db: Db;
  secret: string;
  publicUrl: string;
}

// A distinct prefix: a session token is never a valid link token, nor the reverse.
const tokenId = (ctx: RecoveryContext, token: string) => hmac(ctx.secret, `account-link:${token}`);

const linkInvalid = () =>
  new AppError('validation', recoveryMessages.linkInvalid, { token: recoveryMessages.linkInvalid });

/** Issues a link: the token goes into the e-mail only, the database keeps its HMAC. */
async function issueLink(
  ctx: RecoveryContext,
  trx: Executor,
  o: {
    kind: AccountTokenKind;
    proId: string | null;
    email: string;
    payload?: object;
    path: string;
    now: Date;
  },
): Promise<string> {
  const token = newToken();
  await insertAccountToken(trx, {
    id: tokenId(ctx, token),
    kind: o.kind,
    proId: o.proId,
    email: o.email,
    payload: JSON.stringify(o.payload ?? {}),
    createdAt: o.now.toISOString(),
    expiresAt: tokenExpiry(o.kind, o.now),
  });
  return `${ctx.publicUrl}${o.path}#${token}`;
}

/** A few link requests per target address per window, counted alike for known and unknown addresses. */
async function takeMailRequest(
  db: Executor,
  kind: 'signup' | 'passwordReset',
  email: string,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - MAIL_REQUEST_WINDOW_MS).toISOString();
  if (!mailRequestAllowed(await countMailRequests(db, { kind, email, since })))
    throw new AppError('rate_limited', recoveryMessages.tooManyRequests);
  // Only granted requests count: a flood cannot keep the owner from asking once the window has passed.
  await recordMailRequest(db, { id: randomUUID(), kind, email, at: now.toISOString() });
}

/**
 * A sign-up answers the same whether or not the address has an account: a new address receives the
 * activation link (the account is created when it is opened, so an unconfirmed address never logs in);
 * the owner of an existing account receives a notice instead.
 */
export async function requestSignup(
  ctx: RecoveryContext,
  input: { email: string; password: string; nomSociete: string; nom: string; prenom: string },
): Promise<void> {
  const now = new Date();
  await takeMailRequest(ctx.db, 'signup', input.email, now);
  // Hashed in both cases, so the answer takes as long for an existing address as for a new one.
  const passwordHash = await hashPassword(input.password);
  const existing = await findProByEmail(ctx.db, input.email);
  await ctx.db.transaction().execute(async (trx) => {
    if (existing && existing.isDemo !== 1) {
      const mail = signupExistingAccountMail(
        `${ctx.publicUrl}${LOGIN_PATH}`,
        `${ctx.publicUrl}${FORGOT_PASSWORD_PATH}`,
      );
      await planAccountMail(trx, { proId: existing.id, to: existing.email, mail, now });
      return;
    }
    if (existing) return;
    const pending: PendingAccount = {
      email: input.email,
      passwordHash,
      nomSociete: input.nomSociete,
      nom: input.nom,
      prenom: input.prenom,
    };
    const url = await issueLink(ctx, trx, {
      kind: 'signup',
      proId: null,
      email: input.email,
      payload: pending,
      path: SIGNUP_CONFIRM_PATH,
      now,
    });
    await planAccountMail(trx, { proId: null, to: input.email, mail: signupConfirmationMail(url), now });
  });
}

/** Opens an activation link: creates the account it carries (once) and returns it, to log it in. */
export async function confirmSignup(ctx: RecoveryContext, token: string): Promise<ProRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const link = await consumeAccountToken(trx, tokenId(ctx, token), 'signup', new Date().toISOString());
    if (!link) throw linkInvalid();
    // Null when another sign-up of the same address was confirmed first.
    const pro = await createPro(trx, JSON.parse(link.payload) as PendingAccount);
    if (!pro) throw linkInvalid();
    return pro;
  });
}

/** Sends a reset link if the address has an account; the caller answers the same in every case. */
export async function requestPasswordReset(ctx: RecoveryContext, email: string): Promise<void> {
  const now = new Date();
  await takeMailRequest(ctx.db, 'passwordReset', email, now);
  const pro = await findProByEmail(ctx.db, email);
  if (!pro || pro.isDemo === 1) return;
  await ctx.db.transaction().execute(async (trx) => {
    const url = await issueLink(ctx, trx, {
      kind: 'passwordReset',
      proId: pro.id,
      email,
      path: RESET_PASSWORD_PATH,
      now,
    });
    await planAccountMail(trx, { proId: pro.id, to: email, mail: passwordResetMail(url), now });
  });
}

/** Sets the new password from a reset link, ends every other reset link and revokes every session. */
export async function resetPassword(
  ctx: RecoveryContext,
  input: { token: string; password: string },
): Promise<string> {
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const link = await consumeAccountToken(trx, tokenId(ctx, input.token), 'passwordReset', now);
    if (!link?.proId) throw linkInvalid();
    await updatePro(trx, link.proId, { passwordHash });
    await useUpAccountTokens(trx, link.proId, 'passwordReset', now);
    await deleteSessionsOfPro(trx, link.proId);
    return link.proId;
  });
}

/**
 * Changes the login e-mail after checking the current password (the caller does), revokes the other
 * sessions and sends the old address a link that undoes the change for 7 days.
 */
export async function changeLoginEmailWithUndo(
  ctx: RecoveryContext,
  pro: ProRow,
  o: { email: string; keepSessionId: string },
): Promise<void> {
  const now = new Date();
  const taken = await findProByEmail(ctx.db, o.email);
  if (taken && taken.id !== pro.id) throw emailTaken();
  if (o.email === pro.email) return;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await updatePro(trx, pro.id, { email: o.email });
      await deleteSessionsOfPro(trx, pro.id, o.keepSessionId);
      const url = await issueLink(ctx, trx, {
        kind: 'emailUndo',
        proId: pro.id,
        email: pro.email,
        path: EMAIL_UNDO_PATH,
        now,
      });
      await planAccountMail(trx, { proId: pro.id, to: pro.email, mail: emailChangedMail(o.email, url), now });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

const emailTaken = () =>
  new AppError('conflict', accountMessages.identityChangeFailed, { email: accountMessages.emailTaken });

/** Opens an undo link: restores the old login e-mail and revokes every session (the thief's included). */
export async function undoEmailChange(ctx: RecoveryContext, token: string): Promise<string> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const link = await consumeAccountToken(trx, tokenId(ctx, token), 'emailUndo', new Date().toISOString());
      if (!link?.proId || !(await findPro(trx, link.proId))) throw linkInvalid();
      await updatePro(trx, link.proId, { email: link.email });
      await deleteSessionsOfPro(trx, link.proId);
      return link.proId;
    });
  } catch (error) {
    // The old address was taken by another account meanwhile: nothing changed, the link still works.
    if (isUniqueViolation(error))
      throw new AppError('conflict', recoveryMessages.emailRestoreTaken, {
        token: recoveryMessages.emailRestoreTaken,
      });
    throw error;
  }
}
