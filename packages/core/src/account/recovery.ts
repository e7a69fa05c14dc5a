import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './account.schemas.js';

// The pages these links open (FORGOT_PASSWORD_PATH, ...) are in shared/paths.ts: the web app's router needs
// them in its first download, which must not carry this module's schemas (and zod with them).

/** Lifetimes of the single-use links sent by e-mail. */
export const TOKEN_TTL_MS = {
  passwordReset: 30 * 60_000,
  emailUndo: 7 * 86_400_000,
  signup: 24 * 3_600_000,
} as const;
export type AccountTokenKind = keyof typeof TOKEN_TTL_MS;

/** At most this many link requests (sign-up, forgotten password) per target address and window. */
export const MAIL_REQUESTS_PER_ADDRESS = 3;
export const MAIL_REQUEST_WINDOW_MS = 15 * 60_000;

export const mailRequestAllowed = (recentRequests: number) => recentRequests < MAIL_REQUESTS_PER_ADDRESS;

/** A link works once, before its expiry. */
export function tokenUsable(t: { expiresAt: string; usedAt: string | null }, now: Date): boolean {
  return t.usedAt === null && t.expiresAt > now.toISOString();
}

export const tokenExpiry = (kind: AccountTokenKind, now: Date) =>
  new Date(now.getTime() + TOKEN_TTL_MS[kind]).toISOString();

export const recoveryMessages = {
  // One answer whether or not the address has an account.
  resetRequested:
    'Si un compte existe pour cette adresse, un e-mail vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe. Le lien est valable 30 minutes.',
  signupRequested:
    'Un e-mail vient de vous être envoyé. Ouvrez le lien qu’il contient pour activer votre compte.',
  tooManyRequests: 'Trop de demandes pour cette adresse. Veuillez réessayer dans quelques minutes.',
  linkInvalid: 'Ce lien n’est plus valide. Il a peut-être déjà servi ou expiré.',
  passwordReset: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
  emailRestored:
    'Votre ancienne adresse de connexion est rétablie et toutes les sessions ont été fermées. Par sécurité, choisissez un nouveau mot de passe.',
  emailRestoreTaken:
    'Votre ancienne adresse est désormais utilisée par un autre compte : elle ne peut pas être rétablie.',
  wrongPassword: 'Le mot de passe est incorrect.',
  passwordRequired: 'Veuillez saisir votre mot de passe actuel.',
} as const;

const tokenField = z
  .string({ error: recoveryMessages.linkInvalid })
  .min(20, { error: recoveryMessages.linkInvalid })
  .max(200, { error: recoveryMessages.linkInvalid });

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

export const passwordResetSchema = z
  .object({
    token: tokenField,
    password: newPasswordSchema,
    passwordConfirmation: z
      .string({ error: 'Veuillez confirmer le mot de passe.' })
      .max(200, { error: 'Le mot de passe ne doit pas dépasser 200 caractères.' }),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    path: ['passwordConfirmation'],
    error: 'Les deux mots de passe ne correspondent pas.',
    when: (p) => {
      const v = p.value as Record<string, unknown> | null;
      return typeof v?.password === 'string' && typeof v?.passwordConfirmation === 'string';
    },
  });
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

/** The confirmation of a sign-up and the undo of an e-mail change carry only their token. */
export const accountTokenSchema = z.object({ token: tokenField });
export type AccountTokenInput = z.input<typeof accountTokenSchema>;
