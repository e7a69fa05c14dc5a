import { openingHoursSchema, openingHoursViewSchema } from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPro } from '../auth/session.plugin.js';
import { getOpeningHours, saveOpeningHours } from './hours.service.js';

const pro = { auth: 'pro' as const };
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
};
