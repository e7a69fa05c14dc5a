import {
  chatMessageDtoSchema,
  chatSendSchema,
  chatThreadDtoSchema,
  chatThreadQuerySchema,
} from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPro } from '../auth/session.plugin.js';
import { clientConversation } from './chat-inbox.service.js';
import { sendClientMessage } from './chat.service.js';

const tags = ['chat'];
const read = { auth: 'pro' as const };
const write = { auth: 'pro' as const };
const clientParams = z.object({ clientId: z.string().max(100) });

/** Chat with a known client from MES CLIENTS: their thread, and a message (e-mailed to them). */
export const chatClientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clients/:clientId',
    {
      config: read,
      schema: {
        tags,
        params: clientParams,
        querystring: chatThreadQuerySchema,
        response: { 200: chatThreadDtoSchema },
      },
    },
    async (request) =>
      clientConversation(app.db, {
        proId: currentPro(request).id,
        clientId: request.params.clientId,
        ...request.query,
      }),
  );

  app.post(
    '/clients/:clientId/messages',
    {
      config: write,
      schema: { tags, params: clientParams, body: chatSendSchema, response: { 201: chatMessageDtoSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(
        await sendClientMessage(
          { db: app.db, live: app.live, wakeJobs: () => app.jobs.wake() },
          currentPro(request),
          {
            clientId: request.params.clientId,
            content: request.body.content,
          },
        ),
      ),
  );
};
