import { z } from 'zod';
import { isValidDay } from '../calendar/days.js';
import { singleLine } from '../shared/control-chars.js';
import { clientMessages as m } from './client.messages.js';
import { isClientMobile, normalizeClientPhone } from './client-phone.js';
import { isBookingPhone, isFrenchMobile, toE164Phone } from './french-mobile.js';

export { isBookingPhone, isFrenchMobile, toE164Phone };

/** Single-line texts: a pasted line break becomes a space (only infoComp is free, multi-line text). */
const text = (max: number, message: string) =>
  z.string({ error: message }).trim().overwrite(singleLine).max(max, { error: message });
const required = (max: number, requiredMessage: string, tooLong: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .overwrite(singleLine)
    .min(1, { error: requiredMessage })
    .max(max, { error: tooLong });

const today = () => new Date().toISOString().slice(0, 10);

/** Every field with its rule; optional ones accept '' (and null for the birth date). */
const fields = {
  civilite: text(10, m.civiliteTooLong),
  nom: required(255, m.nomRequired, m.nomTooLong),
  prenom: required(255, m.prenomRequired, m.prenomTooLong),
  nomSociete: text(255, m.nomSocieteTooLong),
  email: text(255, m.emailTooLong)
    .refine((v) => v === '' || z.email().safeParse(v).success, { error: m.emailInvalid })
    .transform((v) => v.toLowerCase()),
  // Stored in one form (normalizeClientPhone) so search and duplicate checks compare like with like.
  telPortable: text(255, m.telPortableTooLong)
    .refine((v) => v === '' || isClientMobile(v), { error: m.telPortableInvalid })
    .transform(normalizeClientPhone),
  telFixe: text(255, m.telFixeTooLong).transform(normalizeClientPhone),
  telTravail: text(255, m.telTravailTooLong).transform(normalizeClientPhone),
  adresse: text(500, m.adresseTooLong),
  complementAdresse: text(255, m.complementAdresseTooLong),
  cpVille: text(255, m.cpVilleTooLong),
  /** 'YYYY-MM-DD' strictly before today, or null. */
  dateNaissance: z
    .string({ error: m.dateNaissanceInvalid })
    .max(10, { error: m.dateNaissanceInvalid })
    .refine(isValidDay, { error: m.dateNaissanceInvalid, abort: true })
    .refine((v) => v < today(), { error: m.dateNaissanceFuture })
    .nullable(),
  infoComp: z.string({ error: m.infoCompTooLong }).trim().max(5000, { error: m.infoCompTooLong }),
};

/** Body of POST /clients (a 'client pro' added by the professional). */
export const clientCreateSchema = z.object({
  ...fields,
  civilite: fields.civilite.default(''),
  nomSociete: fields.nomSociete.default(''),
  email: fields.email.default(''),
  telPortable: fields.telPortable.default(''),
  telFixe: fields.telFixe.default(''),
  telTravail: fields.telTravail.default(''),
  adresse: fields.adresse.default(''),
  complementAdresse: fields.complementAdresse.default(''),
  cpVille: fields.cpVille.default(''),
  dateNaissance: fields.dateNaissance.default(null),
  infoComp: fields.infoComp.default(''),
});
export type ClientCreateInput = z.input<typeof clientCreateSchema>;
export type ClientCreate = z.output<typeof clientCreateSchema>;

/** Body of PATCH /clients/:id: any subset of the same fields, same rules; absent fields stay unchanged. */
export const clientUpdateSchema = z.object(fields).partial();
export type ClientUpdateInput = z.input<typeof clientUpdateSchema>;
export type ClientUpdate = z.output<typeof clientUpdateSchema>;

export const CLIENT_TYPES = ['client pro', 'client internet'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/** A client record as the API returns it. */
export const clientDtoSchema = z.object({
  id: z.string(),
  type: z.enum(CLIENT_TYPES),
  civilite: z.string(),
  nom: z.string(),
  prenom: z.string(),
  nomSociete: z.string(),
  email: z.string(),
  telPortable: z.string(),
  telFixe: z.string(),
  telTravail: z.string(),
  adresse: z.string(),
  complementAdresse: z.string(),
  cpVille: z.string(),
  dateNaissance: z.string().nullable(),
  infoComp: z.string(),
  createdAt: z.string(),
});
export type ClientDto = z.infer<typeof clientDtoSchema>;

/**
 * GET /clients/:id adds the client's appointments, newest first (for 'Voir Rendez-vous'), with the local
 * day, start and end ('HH:mm', the professional's time zone) and the service names joined.
 */
export const clientDetailDtoSchema = clientDtoSchema.extend({
  appointments: z.array(
    z.object({
      id: z.string(),
      startsAt: z.string(),
      day: z.string(),
      start: z.string(),
      end: z.string(),
      services: z.string(),
    }),
  ),
  /** Appointments not yet started: deleting or erasing the client cancels them. */
  futureAppointmentCount: z.number().int(),
});
export type ClientDetailDto = z.infer<typeof clientDetailDtoSchema>;
