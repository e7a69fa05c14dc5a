import { z } from 'zod';
import { clientMessages as m } from './client.messages.js';
import { clientDtoSchema } from './client.schemas.js';

export const CLIENT_LIST_DEFAULT_LIMIT = 50;
export const CLIENT_LIST_MAX_LIMIT = 200;

/** GET /clients?q&letter&offset&limit (values come from the query string, hence the coercion). */
export const clientListQuerySchema = z.object({
  q: z.string().trim().max(255, { error: m.searchTooLong }).optional(),
  letter: z
    .string()
    .max(10, { error: m.listLetterInvalid })
    .trim()
    .regex(/^[A-Za-z]$/, { error: m.listLetterInvalid })
    .transform((v) => v.toUpperCase())
    .optional(),
  offset: z.coerce
    .number({ error: m.listOffsetInvalid })
    .int({ error: m.listOffsetInvalid })
    .min(0, {
      error: m.listOffsetInvalid,
    })
    .default(0),
  limit: z.coerce
    .number({ error: m.listLimitInvalid })
    .int({ error: m.listLimitInvalid })
    .min(1, { error: m.listLimitInvalid })
    .max(CLIENT_LIST_MAX_LIMIT, { error: m.listLimitInvalid })
    .default(CLIENT_LIST_DEFAULT_LIMIT),
});
export type ClientListQueryInput = z.input<typeof clientListQuerySchema>;
export type ClientListQuery = z.output<typeof clientListQuerySchema>;

/** A row of 'MES CLIENTS': the record, whether it has an online account (COMPTE), its appointment count. */
export const clientListItemDtoSchema = clientDtoSchema.extend({
  hasAccount: z.boolean(),
  appointmentCount: z.number().int(),
});
export type ClientListItemDto = z.infer<typeof clientListItemDtoSchema>;

export const clientListDtoSchema = z.object({
  clients: z.array(clientListItemDtoSchema),
  /** Clients matching this q and letter (for paging). */
  matching: z.number().int(),
  /** All the professional's clients ('N CLIENT(S) AU TOTAL'). */
  total: z.number().int(),
  /** The A-Z letters that have at least one client (first letter of nom, accents folded). */
  letters: z.array(z.string()),
});
export type ClientListDto = z.infer<typeof clientListDtoSchema>;

/** Lower case, accents folded, runs of spaces, hyphens, apostrophes and dots as one space. */
export const foldClientText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\-‐‑'’.,]+/g, ' ')
    .trim();

/** The letter of the A-Z bar a client is filed under ('É' under E), or '' for a nom starting otherwise. */
export function clientLetter(nom: string): string {
  const first = foldClientText(nom).charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '';
}
