import { z } from 'zod';
import { bookingAnswersSchema } from '../questionnaires/questionnaire.schemas.js';
import { isValidDay } from '../calendar/days.js';
import { isBookingPhone } from '../clients/client.schemas.js';
import { singleLine } from '../shared/control-chars.js';
import { bookingMessages as m } from './booking.messages.js';
import { DIRECTORY_MAX_PAGE_SIZE, DIRECTORY_PAGE_SIZE } from '../public/directory-search.js';

/** Longest range one slot search may cover, in days. */
export const MAX_SLOT_SEARCH_DAYS = 62;
/** Days searched when the query does not say. */
export const DEFAULT_SLOT_SEARCH_DAYS = 7;
/** Services one booking may hold. */
export const MAX_BOOKING_SERVICES = 10;
/** Upcoming dates shown as shortcuts in the widget header. */
export const NEXT_DAYS_SHOWN = 3;

const id = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(64, { error: message });

/** A single-line text: a pasted line break becomes a space (it would end a line of an .ics or e-mail). */
const requiredText = (required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .overwrite(singleLine)
    .min(1, { error: required })
    .max(100, { error: tooLong });

const uniqueIds = (ids: string[]) => [...new Set(ids)];

/** Body of POST /public/pros/:slug/bookings (the widget's 'Valider le rendez-vous'). */
export const bookingCreateSchema = z.object({
  slotId: id(m.slotRequired),
  serviceIds: z
    .array(id(m.serviceUnknown), { error: m.servicesRequired })
    .transform(uniqueIds)
    .pipe(
      z
        .array(z.string())
        .min(1, { error: m.servicesRequired })
        .max(MAX_BOOKING_SERVICES, { error: m.tooManyServices }),
    ),
  prenom: requiredText(m.prenomRequired, m.prenomTooLong),
  nom: requiredText(m.nomRequired, m.nomTooLong),
  telPortable: z
    .string({ error: m.telPortableInvalid })
    .trim()
    .overwrite(singleLine)
    .max(30, { error: m.telPortableInvalid })
    .refine(isBookingPhone, { error: m.telPortableInvalid }),
  email: z
    .string({ error: m.emailInvalid })
    .trim()
    .max(255, { error: m.emailInvalid })
    .pipe(z.email({ error: m.emailInvalid }))
    .transform((v) => v.toLowerCase()),
  acceptTerms: z.literal(true, { error: m.acceptTerms }),
  note: z.string({ error: m.noteTooLong }).trim().max(1000, { error: m.noteTooLong }).default(''),
  /** Answers to the questionnaires of the chosen services (question id -> text or options). */
  answers: bookingAnswersSchema,
});
export type BookingCreateInput = z.input<typeof bookingCreateSchema>;
export type BookingCreate = z.output<typeof bookingCreateSchema>;

/** Body of POST /public/bookings/:token/move. */
export const bookingMoveSchema = z.object({ slotId: id(m.slotRequired) });
export type BookingMoveInput = z.input<typeof bookingMoveSchema>;

/** Query of GET /public/pros/:slug/slots. `serviceIds` is a comma-separated list. */
export const slotSearchQuerySchema = z.object({
  from: z
    .string({ error: m.dayInvalid })
    .max(10, { error: m.dayInvalid })
    .refine(isValidDay, { error: m.dayInvalid })
    .optional(),
  days: z.coerce
    .number({ error: m.daysInvalid })
    .int({ error: m.daysInvalid })
    .min(1, { error: m.daysInvalid })
    .max(MAX_SLOT_SEARCH_DAYS, { error: m.daysInvalid })
    .default(DEFAULT_SLOT_SEARCH_DAYS),
  staffId: z
    .string()
    .trim()
    .max(64, { error: m.staffUnknown })
    .optional()
    .transform((v) => v || undefined),
  serviceIds: z
    .string()
    .max(1000, { error: m.tooManyServices })
    .optional()
    .transform((v) =>
      uniqueIds(
        (v ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    )
    .pipe(
      z
        .array(z.string().max(64, { error: m.serviceUnknown }))
        .max(MAX_BOOKING_SERVICES, { error: m.tooManyServices }),
    ),
});
export type SlotSearchQuery = z.output<typeof slotSearchQuerySchema>;

/** Query of GET /public/directory. */
export const directoryQuerySchema = z.object({
  q: z.string().trim().max(100, { error: m.queryTooLong }).default(''),
  limit: z.coerce
    .number({ error: m.limitInvalid })
    .int({ error: m.limitInvalid })
    .min(1, { error: m.limitInvalid })
    .max(DIRECTORY_MAX_PAGE_SIZE, { error: m.limitInvalid })
    .default(DIRECTORY_PAGE_SIZE),
  /** The `nextCursor` of the previous page (opaque); decoded by the server. */
  cursor: z.string().max(400, { error: m.cursorInvalid }).optional(),
});

export const slugParamsSchema = z.object({ slug: z.string().max(120) });
export const tokenParamsSchema = z.object({ token: z.string().max(120) });
