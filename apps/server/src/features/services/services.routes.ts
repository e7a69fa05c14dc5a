import {
  serviceCategorySchema,
  serviceCreateSchema,
  serviceListSchema,
  serviceUpdateSchema,
  serviceViewSchema,
} from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPro } from '../auth/session.plugin.js';
import {
  createService,
  deleteService,
  listCategories,
  listServices,
  updateService,
} from './services.service.js';

const pro = { auth: 'pro' as const };
const tags = ['services'];
const idParams = z.object({ id: z.string().max(100) });

/** Services ('MES PRESTATIONS') and their categories. */
export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services',
    {
      config: pro,
      schema: { tags, summary: 'Services in display order', response: { 200: serviceListSchema } },
    },
    async (request) => {
      const services = await listServices(app.db, currentPro(request).id);
      return { services, total: services.length };
    },
  );

  app.get(
    '/service-categories',
    {
      config: pro,
      schema: {
        tags,
        summary: 'Service categories',
        response: { 200: z.object({ categories: z.array(serviceCategorySchema) }) },
      },
    },
    async (request) => ({ categories: await listCategories(app.db, currentPro(request).id) }),
  );

  app.post(
    '/services',
    {
      config: pro,
      schema: {
        tags,
        summary: 'Add a service (performed by every staff member)',
        body: serviceCreateSchema,
        response: { 201: serviceViewSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createService(app.db, currentPro(request).id, request.body)),
  );

  app.patch(
    '/services/:id',
    {
      config: pro,
      schema: {
        tags,
        summary: 'Change a service',
        params: idParams,
        body: serviceUpdateSchema,
        response: { 200: serviceViewSchema },
      },
    },
    async (request) => updateService(app.db, currentPro(request).id, request.params.id, request.body),
  );

  app.delete(
    '/services/:id',
    { config: pro, schema: { tags, summary: 'Delete a service', params: idParams } },
    async (request, reply) => {
      await deleteService(app.db, currentPro(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
