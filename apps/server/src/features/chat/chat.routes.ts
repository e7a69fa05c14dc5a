import {
  chatConversationListDtoSchema,
  chatListQuerySchema,
  chatMessageDtoSchema,
  chatSendSchema,
  chatThreadDtoSchema,
  chatThreadQuerySchema,
  chatUnreadDtoSchema,
} from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPro } from '../auth/session.plugin.js';
import { registerChatFrames } from './chat.frames.js';
import { listChat, markRead } from './chat-inbox.service.js';
import { chatClientRoutes } from './chat-clients.routes.js';
import { readThread, sendProMessage } from './chat.service.js';

const tags = ['chat'];
const read = { auth: 'pro' as const };
const write = { auth: 'pro' as const };
const params = z.object({ id: z.string().max(100) });

/** The professional's chat ({base}/chat, 'Chat direct', MES CLIENTS), and the visitors' 'chat.send' frames. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  registerChatFrames(app);
  const deps = () => ({ db: app.db, live: app.live, wakeJobs: () => app.jobs.wake() });

  app.get(
    '/conversations',
    {
      config: read,
      schema: { tags, querystring: chatListQuerySchema, response: { 200: chatConversationListDtoSchema } },
    },
    async (request) => listChat(app.db, { proId: currentPro(request).id, ...request.query }),
  );

  app.get(
    '/unread',
    { config: read, schema: { tags, response: { 200: chatUnreadDtoSchema } } },
    async (request) => ({
      unread: (await listChat(app.db, { proId: currentPro(request).id, limit: 1 })).unread,
    }),
  );

  app.get(
    '/conversations/:id/messages',
    {
      config: read,
      schema: { tags, params, querystring: chatThreadQuerySchema, response: { 200: chatThreadDtoSchema } },
    },
    async (request) =>
      readThread(app.db, {
        proId: currentPro(request).id,
        conversationId: request.params.id,
        ...request.query,
      }),
  );

  app.post(
    '/conversations/:id/read',
    { config: write, schema: { tags, params, response: { 204: z.null() } } },
    async (request, reply) => {
      await markRead(
        { db: app.db, live: app.live },
        { proId: currentPro(request).id, conversationId: request.params.id },
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/conversations/:id/messages',
    {
      config: write,
      schema: { tags, params, body: chatSendSchema, response: { 201: chatMessageDtoSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(
        await sendProMessage(deps(), currentPro(request), {
          conversationId: request.params.id,
          content: request.body.content,
        }),
      ),
  );

  await app.register(chatClientRoutes);
};
