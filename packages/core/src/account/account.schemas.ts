import { z } from 'zod';
import { singleLine } from '../shared/control-chars.js';

export const PASSWORD_MIN_LENGTH = 8;

function bothStrings(value: unknown, a: string, b: string): boolean {
  const v = value as Record<string, unknown> | null;
  return typeof v?.[a] === 'string' && typeof v?.[b] === 'string';
}

/** A required single-line text: line breaks become spaces (see singleLine). */
const required = (message: string) =>
  z.string({ error: message }).trim().overwrite(singleLine).min(1, { error: message });

export const emailSchema = z
  .string({ error: 'Veuillez saisir votre email' })
  .trim()
  .min(1, { error: 'Veuillez saisir votre email' })
  .max(255, { error: 'L’adresse e-mail ne doit pas dépasser 255 caractères.' })
  .pipe(z.email({ error: 'Veuillez saisir une adresse e-mail valide.' }))
  .transform((value) => value.toLowerCase());

export const newPasswordSchema = z
  .string({ error: 'Veuillez saisir un mot de passe.' })
  .min(PASSWORD_MIN_LENGTH, {
    error: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`,
  })
  .max(200, { error: 'Le mot de passe ne doit pas dépasser 200 caractères.' });

export const signupSchema = z
  .object({
    nomSociete: required('Veuillez saisir le nom de votre établissement').max(255, {
      error: 'Le nom de l’établissement ne doit pas dépasser 255 caractères.',
    }),
    prenom: required('Veuillez saisir votre prénom').max(255, {
      error: 'Le prénom ne doit pas dépasser 255 caractères.',
    }),
    nom: required('Veuillez saisir votre nom').max(255, {
      error: 'Le nom ne doit pas dépasser 255 caractères.',
    }),
    email: emailSchema,
    password: newPasswordSchema,
    passwordConfirmation: z.string({ error: 'Veuillez confirmer le mot de passe.' }).max(200, {
      error: 'Le mot de passe ne doit pas dépasser 200 caractères.',
    }),
    acceptTerms: z.literal(true, { error: 'Veuillez accepter les conditions générales d’utilisation.' }),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    path: ['passwordConfirmation'],
    error: 'Les deux mots de passe ne correspondent pas.',
    // Checked even when other fields fail, so the form shows every error at once.
    when: (payload) => bothStrings(payload.value, 'password', 'passwordConfirmation'),
  });
export type SignupInput = z.input<typeof signupSchema>;

/** Bounded like the sign-up fields, so a huge value is a 400 before any lookup or hashing. */
export const loginSchema = z.object({
  email: z
    .string({ error: 'Veuillez saisir votre email' })
    .trim()
    .min(1, { error: 'Veuillez saisir votre email' })
    .max(255, { error: 'L’adresse e-mail ne doit pas dépasser 255 caractères.' }),
  password: z
    .string({ error: 'Veuillez saisir votre mot de passe.' })
    .min(1, { error: 'Veuillez saisir votre mot de passe.' })
    .max(200, { error: 'Le mot de passe ne doit pas dépasser 200 caractères.' }),
});
export type LoginInput = z.input<typeof loginSchema>;

export const passwordChangeSchema = z
  .object({
    oldPassword: z
      .string({ error: 'Veuillez saisir votre ancien mot de passe.' })
      .min(1, { error: 'Veuillez saisir votre ancien mot de passe.' })
      .max(200, { error: 'Le mot de passe ne doit pas dépasser 200 caractères.' }),
    newPassword: newPasswordSchema,
    confirmation: z
      .string({ error: 'Veuillez confirmer le nouveau mot de passe.' })
      .min(1, { error: 'Veuillez confirmer le nouveau mot de passe.' })
      .max(200, { error: 'Le mot de passe ne doit pas dépasser 200 caractères.' }),
  })
  .refine((v) => v.newPassword === v.confirmation, {
    path: ['confirmation'],
    error: 'Les deux mots de passe ne correspondent pas.',
    when: (payload) => bothStrings(payload.value, 'newPassword', 'confirmation'),
  });
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** Changing the login e-mail asks for the current password: a stolen session alone cannot take the account. */
export const identityChangeSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Veuillez saisir votre mot de passe actuel.' })
    .min(1, { error: 'Veuillez saisir votre mot de passe actuel.' })
    .max(200, { error: 'Le mot de passe ne doit pas dépasser 200 caractères.' }),
});
export type IdentityChangeInput = z.input<typeof identityChangeSchema>;

/** The logged-in professional as the API presents it. */
export interface SessionPro {
  id: string;
  slug: string;
  email: string;
  nomSociete: string;
  nom: string;
  prenom: string;
  plan: 'gratuit' | 'basic' | 'Premium';
  timeZone: string;
  isDemo: boolean;
  onboardingDone: boolean;
  deletionRequestedAt: string | null;
  /** How long before a slot clients can still book it online (see calendar/booking-notice.ts). */
  bookingNoticeHours: number;
}
