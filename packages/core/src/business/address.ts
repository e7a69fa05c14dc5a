import { z } from 'zod';

/** At most this many suggestions under the address field. */
export const MAX_ADDRESS_SUGGESTIONS = 6;

/** The autocomplete asks the server for text longer than 4 characters, or for digits (a postal code). */
export function shouldSearchAddress(text: string): boolean {
  const q = text.trim();
  return q.length > 4 || /^\d+$/.test(q);
}

/** GET /address/search?q=... */
export const addressSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Veuillez saisir une adresse.' })
    .trim()
    .max(200, { error: 'L’adresse est trop longue.' }),
});

/** One suggestion; choosing it fills the address (number and street), the postal code and the city. */
export const addressSuggestionSchema = z.object({
  label: z.string(),
  housenumber: z.string().nullable(),
  street: z.string().nullable(),
  postcode: z.string(),
  city: z.string(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

/**
 * `source` says where the suggestions come from: the national address service, or (when it cannot be
 * reached) the postal-code list shipped with the server, which knows postal codes and cities only.
 */
export const addressSearchResultSchema = z.object({
  suggestions: z.array(addressSuggestionSchema),
  source: z.enum(['service', 'postcodes', 'none']),
});
export type AddressSearchResult = z.infer<typeof addressSearchResultSchema>;

/** The street part to put in the address field: '12 Rue des Lilas', or the label when there is no street. */
export function addressLine(s: AddressSuggestion): string {
  if (!s.street) return s.housenumber ? s.housenumber : '';
  return s.housenumber ? `${s.housenumber} ${s.street}` : s.street;
}
