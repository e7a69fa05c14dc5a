import { publicProfileSchema, slugParamsSchema } from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicProfile } from './public-profile.service.js';

/** GET /api/v1/public/pros/:slug: a professional's public page data, no session needed. */
export const publicProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pros/:slug',
    {
      config: { auth: 'public' },
      schema: { tags: ['public booking'], params: slugParamsSchema, response: { 200: publicProfileSchema } },
    },
    async (request) =>
      publicProfile(app.db, {
        slug: request.params.slug,
        publicUrl: app.config.publicUrl,
        dataDir: app.config.dataDir,
      }),
  );
};
