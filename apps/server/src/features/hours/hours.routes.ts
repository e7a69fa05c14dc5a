import {
  hoursPublishResultSchema,
  hoursPublishSchema,
  openingHoursSchema,
  openingHoursViewSchema,
} from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPro } from '../auth/session.plugin.js';
import { publishOpeningHours } from './hours-publish.service.js';
import { getOpeningHours, saveOpeningHours } from './hours.service.js';

const pro = { auth: 'pro' as const };
const publishing = { auth: 'pro' as const, live: ['availabilities.changed'] as const };
const tags = ['hours'];

/** Opening hours ('MES HORAIRES') and the appointment step ('pas'). */
export const hoursRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/opening-hours',
    {
      config: pro,
      schema: { tags, summary: 'Opening hours and step', response: { 200: openingHoursViewSchema } },
    },
    async (request) => getOpeningHours(app.db, currentPro(request).id),
  );

  app.put(
    '/opening-hours',
    {
      config: pro,
      schema: {
        tags,
        summary: 'Replace the week of opening hours',
        body: openingHoursSchema,
        response: { 200: openingHoursViewSchema },
      },
    },
    async (request) => saveOpeningHours(app.db, currentPro(request).id, request.body),
  );

  // The preview is a separate route so that only a real publication sends 'availabilities.changed'.
  for (const [url, dryRun] of [
    ['/opening-hours/publish', false],
    ['/opening-hours/publish/preview', true],
  ] as const) {
    app.post(
      url,
      {
        config: dryRun ? pro : publishing,
        schema: {
          tags,
          summary: dryRun
            ? 'Count the availabilities a publication would create'
            : 'Publish availabilities generated from the opening hours',
          body: hoursPublishSchema,
          response: { 200: hoursPublishResultSchema },
        },
      },
      async (request) =>
        publishOpeningHours({
          db: app.db,
          dialect: app.dialect,
          pro: currentPro(request),
          input: request.body,
          dryRun,
        }),
    );
  }
};
