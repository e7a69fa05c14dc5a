import { registerRateLimit } from '../../http/shared-rate-limit.js';
import { directoryQuerySchema, directoryReplySchema } from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchDirectory } from './directory.service.js';

/**
 * GET /api/v1/public/directory?q=&limit=&cursor=: the directory of professionals, one page at a time, no
 * session needed. Limited per client address: each search costs a query, and a burst of them from one
 * address must not slow everyone else's pages (429 with the French message of the error handler).
 */
export const directoryRoutes: FastifyPluginAsyncZod<{ perIpPerMinute: number }> = async (app, opts) => {
  await registerRateLimit(app);
  app.get(
    '/directory',
    {
      config: { auth: 'public', rateLimit: { max: opts.perIpPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['public booking'],
        querystring: directoryQuerySchema,
        response: { 200: directoryReplySchema },
      },
    },
    async (request) => searchDirectory(app.db, app.dialect, request.query),
  );
};
