import {
  clientCreateSchema,
  clientDetailDtoSchema,
  clientDtoSchema,
  clientListQuerySchema,
  clientUpdateSchema,
} from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPro } from '../auth/session.plugin.js';
import { createClient, deleteClient, getClient, listClients, updateClient } from './clients.service.js';

const tags = ['clients'];
const read = { auth: 'pro' as const };
// Names and phone numbers show in the appointment calendar too.
const write = { auth: 'pro' as const, live: ['clients.changed', 'appointments.changed'] as const };
const params = z.object({ id: z.string().max(100) });

/** The professional's client records ('MES CLIENTS' and the appointment modal's client picker). */
export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: read,
      schema: {
        tags,
        querystring: clientListQuerySchema,
        response: { 200: z.object({ clients: z.array(clientDtoSchema) }) },
      },
    },
    async (request) => ({ clients: await listClients(app.db, currentPro(request), request.query.q) }),
  );

  app.get(
    '/:id',
    { config: read, schema: { tags, params, response: { 200: clientDetailDtoSchema } } },
    async (request) => getClient(app.db, currentPro(request), request.params.id),
  );

  app.post(
    '/',
    {
      config: { ...write, live: ['clients.changed'] },
      schema: { tags, body: clientCreateSchema, response: { 201: clientDtoSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createClient(app.db, currentPro(request), request.body)),
  );

  app.patch(
    '/:id',
    { config: write, schema: { tags, params, body: clientUpdateSchema, response: { 200: clientDtoSchema } } },
    async (request) => updateClient(app.db, currentPro(request), request.params.id, request.body),
  );

  app.delete('/:id', { config: write, schema: { tags, params } }, async (request, reply) => {
    await deleteClient(app.db, currentPro(request), request.params.id);
    return reply.status(204).send();
  });
};
