import { pageImageUploadSchema, pageLayoutSaveSchema } from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPro } from '../auth/session.plugin.js';
import { IMAGE_BODY_LIMIT } from '../photos/photos.routes.js';
import { readLayout, saveLayout, uploadPageImage } from './page-editor.service.js';

const pro = { auth: 'pro' as const };
const tags = ['page-editor'];

/** The page editor ('Montage'): the public page's layout, saved whole, and its own images. */
export const pageEditorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, dataDir: app.config.dataDir });

  app.get(
    '/page-layout',
    { config: pro, schema: { tags, summary: 'The layout and its version' } },
    async (request) => readLayout(app.db, currentPro(request).id),
  );

  app.put(
    '/page-layout',
    {
      config: pro,
      schema: { tags, summary: 'Save the whole layout (409 if stale)', body: pageLayoutSaveSchema },
    },
    async (request) => saveLayout(deps(), currentPro(request).id, request.body),
  );

  app.post(
    '/page-layout/images',
    {
      config: pro,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Upload a logo or background picture (data URL)',
        body: pageImageUploadSchema,
      },
    },
    async (request, reply) => {
      const { image, kind } = request.body;
      return reply.status(201).send(await uploadPageImage(deps(), currentPro(request).id, image, kind));
    },
  );
};
