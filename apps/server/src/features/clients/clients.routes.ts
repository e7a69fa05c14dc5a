import {
  clientCreateSchema,
  clientDetailDtoSchema,
  clientDtoSchema,
  clientListDtoSchema,
  clientListQuerySchema,
  clientUpdateSchema,
  smsSendSchema,
} from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPro } from '../auth/session.plugin.js';
import { exportClientData, eraseClient } from './client-gdpr.service.js';
import { queueClientSms } from './client-sms.service.js';
import { clientsCsvRoutes } from './clients-csv.routes.js';
import { createClient, deleteClient, getClient, listClients, updateClient } from './clients.service.js';

const tags = ['clients'];
const read = { auth: 'pro' as const };
// Names and phone numbers show in the appointment calendar too; deleting a client frees their future slots.
const write = {
  auth: 'pro' as const,
  live: ['clients.changed', 'appointments.changed', 'availabilities.changed'] as const,
};
const params = z.object({ id: z.string().max(100) });

/** The professional's client records ('MES CLIENTS' and the appointment modal's client picker). */
export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: read,
      schema: { tags, querystring: clientListQuerySchema, response: { 200: clientListDtoSchema } },
    },
    async (request) => listClients(app.db, currentPro(request), request.query),
  );

  await app.register(clientsCsvRoutes);

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
    {
      config: { ...write, live: ['clients.changed', 'appointments.changed'] },
      schema: { tags, params, body: clientUpdateSchema, response: { 200: clientDtoSchema } },
    },
    async (request) => updateClient(app.db, currentPro(request), request.params.id, request.body),
  );

  // The client's future appointments are cancelled, their past ones stay as time (clients.service).
  app.delete('/:id', { config: write, schema: { tags, params } }, async (request, reply) => {
    await deleteClient(app.db, currentPro(request), request.params.id, { publicUrl: app.config.publicUrl });
    return reply.status(204).send();
  });

  // GDPR: the client's data as a file (audited).
  app.get('/:id/export', { config: read, schema: { tags, params } }, async (request, reply) => {
    const { data, filename } = await exportClientData(app.db, currentPro(request), request.params.id, {
      log: request.log,
    });
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(JSON.stringify(data, null, 2));
  });

  // GDPR: erasure; past appointments stay as anonymous time (client-gdpr.service).
  app.post('/:id/erase', { config: write, schema: { tags, params } }, async (request, reply) => {
    await eraseClient(app.db, currentPro(request), request.params.id, {
      log: request.log,
      publicUrl: app.config.publicUrl,
    });
    return reply.status(204).send();
  });

  app.post(
    '/:id/sms',
    {
      config: read,
      schema: { tags, params, body: smsSendSchema, response: { 202: z.object({ id: z.string() }) } },
    },
    async (request, reply) => {
      const queued = await queueClientSms(app.db, currentPro(request), request.params.id, request.body);
      app.jobs.wake();
      return reply.status(202).send(queued);
    },
  );
};
