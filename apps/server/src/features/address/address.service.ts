import {
  MAX_ADDRESS_SUGGESTIONS,
  shouldSearchAddress,
  type AddressSearchResult,
  type AddressSuggestion,
} from '@quickrdv/core';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { suggestPostcodes } from './postcodes.js';

/** The national address service answers in well under a second; past this the form falls back. */
export const ADDRESS_SERVICE_TIMEOUT_MS = 1500;

const text = z.string().nullish().catch(null);
/** The GeoJSON of the address service (api-adresse.data.gouv.fr), only the fields we use. */
const serviceReply = z.object({
  features: z.array(
    z.object({
      properties: z.object({
        label: text,
        housenumber: text,
        street: text,
        name: text,
        postcode: text,
        city: text,
      }),
    }),
  ),
});

async function queryAddressService(url: string, q: string, timeoutMs: number): Promise<AddressSuggestion[]> {
  const target = new URL(url);
  target.searchParams.set('q', q);
  target.searchParams.set('limit', String(MAX_ADDRESS_SUGGESTIONS));
  const response = await fetch(target, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`address service answered ${response.status}`);
  const body = serviceReply.parse(await response.json());
  return body.features
    .map(({ properties: p }) => ({
      label: p.label ?? '',
      housenumber: p.housenumber ?? null,
      street: p.street ?? null,
      postcode: p.postcode ?? '',
      city: p.city ?? '',
    }))
    .filter((s) => s.label && s.postcode && s.city)
    .slice(0, MAX_ADDRESS_SUGGESTIONS);
}

/**
 * Suggestions for the address field: from the national address service, or, when it cannot be reached
 * (no network, error, too slow), postal codes and cities from the list shipped with the server.
 */
export async function searchAddress(o: {
  serviceUrl: string;
  q: string;
  timeoutMs?: number;
  log?: FastifyBaseLogger;
}): Promise<AddressSearchResult> {
  if (!shouldSearchAddress(o.q)) return { suggestions: [], source: 'none' };
  try {
    const suggestions = await queryAddressService(
      o.serviceUrl,
      o.q,
      o.timeoutMs ?? ADDRESS_SERVICE_TIMEOUT_MS,
    );
    return { suggestions, source: 'service' };
  } catch (error) {
    o.log?.info({ err: error }, 'address service unavailable, suggesting postal codes');
    return { suggestions: suggestPostcodes(o.q), source: 'postcodes' };
  }
}
