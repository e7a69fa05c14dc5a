import {
  availabilityBulkDeleteSchema,
  availabilityCreateSchema,
  availabilityDtoSchema,
  availabilityUpdateSchema,
  dayRangeQuerySchema,
  futureAvailabilitiesSchema,
  monthQuerySchema,
} from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPro } from '../auth/session.plugin.js';
import {
  availabilitiesBetween,
  bulkDeleteAvailabilities,
  futureAvailabilities,
  monthlyCount,
} from './availabilities.queries.js';
import { createAvailabilities, deleteAvailability, updateAvailability } from './availabilities.service.js';

const tags = ['availabilities'];
const read = { auth: 'pro' as const };
const write = { auth: 'pro' as const, live: ['availabilities.changed'] as const };
const params = z.object({ id: z.string().max(100) });

/** The availabilities calendar ('Calendrier des disponibilités') of the logged-in professional. */
export const availabilitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(readRoutes);
  await app.register(writeRoutes);
};

const readRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: read,
      schema: {
        tags,
        querystring: dayRangeQuerySchema,
        response: { 200: z.object({ availabilities: z.array(availabilityDtoSchema) }) },
      },
    },
    async (request) => ({
      availabilities: await availabilitiesBetween(
        app.db,
        currentPro(request),
        request.query.from,
        request.query.to,
      ),
    }),
  );

  app.get(
    '/future',
    { config: read, schema: { tags, response: { 200: futureAvailabilitiesSchema } } },
    async (request) => futureAvailabilities(app.db, currentPro(request)),
  );

  app.get(
    '/monthly-count',
    {
      config: read,
      schema: {
        tags,
        querystring: monthQuerySchema,
        response: { 200: z.object({ month: z.string(), count: z.number(), cap: z.number().nullable() }) },
      },
    },
    async (request) => monthlyCount(app.db, currentPro(request), request.query.month),
  );
};

const writeRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: Parameters<typeof currentPro>[0]) => ({
    db: app.db,
    dialect: app.dialect,
    pro: currentPro(request),
  });

  app.post(
    '/',
    {
      config: write,
      schema: {
        tags,
        body: availabilityCreateSchema,
        response: {
          201: z.object({
            seriesId: z.string(),
            count: z.number(),
            availabilities: z.array(availabilityDtoSchema),
          }),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAvailabilities({ ...ctx(request), input: request.body })),
  );

  app.post(
    '/bulk-delete',
    {
      config: write,
      schema: {
        tags,
        body: availabilityBulkDeleteSchema,
        response: { 200: z.object({ deleted: z.number() }) },
      },
    },
    async (request) => ({
      deleted: await bulkDeleteAvailabilities(ctx(request), request.body),
    }),
  );

  app.patch(
    '/:id',
    {
      config: write,
      schema: { tags, params, body: availabilityUpdateSchema, response: { 200: availabilityDtoSchema } },
    },
    async (request) => updateAvailability({ ...ctx(request), id: request.params.id, input: request.body }),
  );

  app.delete('/:id', { config: write, schema: { tags, params } }, async (request, reply) => {
    await deleteAvailability({ ...ctx(request), id: request.params.id });
    return reply.status(204).send();
  });
};
