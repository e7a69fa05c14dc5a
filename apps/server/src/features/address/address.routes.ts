import { registerRateLimit } from '../../http/shared-rate-limit.js';
import { addressSearchQuerySchema, addressSearchResultSchema } from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchAddress } from './address.service.js';

/** Autocomplete calls come as the user types (debounced by the form): 60 a minute per address is plenty. */
export const ADDRESS_SEARCHES_PER_MINUTE = 60;

/** Public address autocomplete of the business details form (also usable during sign-up). */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerRateLimit(app);

  app.get(
    '/address/search',
    {
      config: { rateLimit: { max: ADDRESS_SEARCHES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['address'],
        summary: 'Address autocomplete (public)',
        querystring: addressSearchQuerySchema,
        response: { 200: addressSearchResultSchema },
      },
    },
    async (request) =>
      searchAddress({ serviceUrl: app.config.addressApiUrl, q: request.query.q, log: request.log }),
  );
};
