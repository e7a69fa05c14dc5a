import {
  businessDetailsSchema,
  businessDetailsViewSchema,
  establishmentTypeListSchema,
  imageUploadSchema,
} from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPro } from '../auth/session.plugin.js';
import { IMAGE_BODY_LIMIT } from '../photos/photos.routes.js';
import { presentBusinessDetails } from './business.presenter.js';
import { listEstablishmentTypes } from './business.repository.js';
import { saveBusinessDetails, setProfileImage } from './business.service.js';

const pro = { auth: 'pro' as const };
const tags = ['business'];

/** The business details form ({base}/coordonnees), its profile image, and the list of establishment types. */
export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/establishment-types',
    {
      schema: {
        tags,
        summary: 'Types of establishment (public)',
        response: { 200: establishmentTypeListSchema },
      },
    },
    async () => ({ types: await listEstablishmentTypes(app.db) }),
  );

  app.get(
    '/business',
    {
      config: pro,
      schema: { tags, summary: 'Business details', response: { 200: businessDetailsViewSchema } },
    },
    async (request) => presentBusinessDetails(currentPro(request)),
  );

  app.put(
    '/business',
    {
      config: pro,
      schema: {
        tags,
        summary: 'Save the business details',
        body: businessDetailsSchema,
        response: { 200: businessDetailsViewSchema },
      },
    },
    async (request) =>
      presentBusinessDetails(await saveBusinessDetails(app.db, currentPro(request), request.body)),
  );

  app.put(
    '/business/image',
    {
      config: pro,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Replace the profile image (data URL)',
        body: imageUploadSchema,
        response: { 200: z.object({ imageUrl: z.string() }) },
      },
    },
    async (request) => {
      const deps = { db: app.db, dialect: app.dialect, dataDir: app.config.dataDir };
      return {
        imageUrl: await setProfileImage(deps, { proId: currentPro(request).id, dataUrl: request.body.image }),
      };
    },
  );
};
