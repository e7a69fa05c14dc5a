import { z } from 'zod';
import { emailSchema } from '../account/account.schemas.js';
import { singleLine } from '../shared/control-chars.js';
import { businessMessages as m } from './business.messages.js';
import { isBlankHtml } from './html-text.js';

/** Longest presentation accepted, in HTML characters (before sanitising). */
export const PRESENTATION_MAX_LENGTH = 20_000;

/** A single-line text: a pasted line break becomes a space (it would end a line of an .ics or e-mail). */
const requiredText = (required: string, label: string) =>
  z
    .string({ error: required })
    .trim()
    .overwrite(singleLine)
    .min(1, { error: required })
    .max(255, { error: m.tooLong(label) });

const FRENCH_PHONE = /^(?:0|\+33|0033)[1-9]\d{8}$/;
const OVERSEAS_PHONE = /^(?:\+|00)(?:262|269|508|590|594|596|681|687|689)\d{6,9}$/;

/** True for a French phone number, spaces, dots and dashes allowed: '01 23 45 67 89', '+33 6 12 34 56 78'. */
export function isFrenchPhone(value: string): boolean {
  const compact = value.replace(/[\s.\-\u00a0]/g, '');
  return FRENCH_PHONE.test(compact) || OVERSEAS_PHONE.test(compact);
}

const phoneSchema = (required: string, label: string) =>
  requiredText(required, label).refine((v) => v === '' || isFrenchPhone(v), { error: m.phoneInvalid });

/** PUT /business: the business details form. The profile image is sent apart (PUT /business/image). */
export const businessDetailsSchema = z.object({
  establishmentTypeId: z
    .string({ error: m.establishmentTypeRequired })
    .trim()
    .min(1, { error: m.establishmentTypeRequired })
    .max(100, { error: m.establishmentTypeUnknown }),
  nomSociete: requiredText(m.nomSocieteRequired, 'Le nom de l’établissement'),
  nom: requiredText(m.nomRequired, 'Le nom'),
  prenom: requiredText(m.prenomRequired, 'Le prénom'),
  profession: requiredText(m.professionRequired, 'La profession'),
  adresse: requiredText(m.adresseRequired, 'L’adresse'),
  codePostal: z
    .string({ error: m.codePostalRequired })
    .trim()
    .min(1, { error: m.codePostalRequired })
    .max(10, { error: m.codePostalInvalid })
    .refine((v) => v === '' || /^\d{5}$/.test(v), { error: m.codePostalInvalid }),
  ville: requiredText(m.villeRequired, 'La ville'),
  tel1: phoneSchema(m.tel1Required, 'Le téléphone'),
  tel2: phoneSchema(m.tel2Required, 'Le téléphone portable'),
  email: emailSchema,
  presentation: z
    .string({ error: m.presentationRequired })
    .max(PRESENTATION_MAX_LENGTH, { error: m.presentationTooLong })
    .refine((html) => !isBlankHtml(html), { error: m.presentationRequired }),
});
export type BusinessDetailsInput = z.input<typeof businessDetailsSchema>;
export type BusinessDetails = z.output<typeof businessDetailsSchema>;

/** GET /business and the reply of PUT /business. */
export const businessDetailsViewSchema = z.object({
  establishmentTypeId: z.string().nullable(),
  nomSociete: z.string(),
  nom: z.string(),
  prenom: z.string(),
  profession: z.string(),
  adresse: z.string(),
  codePostal: z.string(),
  ville: z.string(),
  tel1: z.string(),
  tel2: z.string(),
  email: z.string(),
  /** Sanitised HTML */
  presentation: z.string(),
  /** Public address of the profile image, or null while there is none */
  imageUrl: z.string().nullable(),
  /** True in demo mode: the business name cannot change */
  nomSocieteLocked: z.boolean(),
});
export type BusinessDetailsView = z.infer<typeof businessDetailsViewSchema>;

export const establishmentTypeListSchema = z.object({
  types: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type EstablishmentTypeList = z.infer<typeof establishmentTypeListSchema>;
