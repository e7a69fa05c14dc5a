import { directoryQuerySchema, directoryReplySchema } from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchDirectory } from './directory.service.js';

/** GET /api/v1/public/directory?q=: the directory of professionals, no session needed. */
export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/directory',
    {
      schema: {
        tags: ['public booking'],
        querystring: directoryQuerySchema,
        response: { 200: directoryReplySchema },
      },
    },
    async (request) => searchDirectory(app.db, request.query.q),
  );
};
