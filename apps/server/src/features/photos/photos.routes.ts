import { imageUploadSchema, MAX_PHOTOS, photoListSchema, photoViewSchema } from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPro } from '../auth/session.plugin.js';
import { addPhoto, listPhotos, removePhoto } from './photos.service.js';

const pro = { auth: 'pro' as const };
const tags = ['photos'];
const idParams = z.object({ id: z.string().max(100) });

/** A 10 Mo image as a base64 data URL in JSON is about 13.4 MB. */
export const IMAGE_BODY_LIMIT = 14 * 1024 * 1024;

/** Photos of the establishment ('MES PHOTOS'): at most four. */
export const photosRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, dialect: app.dialect, dataDir: app.config.dataDir };

  app.get(
    '/photos',
    {
      config: pro,
      schema: { tags, summary: 'Photos of the establishment', response: { 200: photoListSchema } },
    },
    async (request) => ({
      photos: await listPhotos(app.db, currentPro(request).id),
      max: MAX_PHOTOS,
    }),
  );

  app.post(
    '/photos',
    {
      config: pro,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Add a photo (data URL, 4 at most)',
        body: imageUploadSchema,
        response: { 201: photoViewSchema },
      },
    },
    async (request, reply) => {
      const photo = await addPhoto(deps, { proId: currentPro(request).id, dataUrl: request.body.image });
      return reply.status(201).send(photo);
    },
  );

  app.delete(
    '/photos/:id',
    { config: pro, schema: { tags, summary: 'Delete a photo and its file', params: idParams } },
    async (request, reply) => {
      await removePhoto(deps, { proId: currentPro(request).id, photoId: request.params.id });
      return reply.status(204).send();
    },
  );
};
