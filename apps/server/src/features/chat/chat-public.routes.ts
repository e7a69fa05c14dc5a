import { chatMessageDtoSchema, chatVisitorQuerySchema, slugParamsSchema } from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePublicPro } from '../public-profile/public-pro.js';
import { findVisitorConversationId, threadPage, toMessageView } from './chat.repository.js';

/** Messages of a visitor's history the page shows (the latest). */
const VISITOR_HISTORY = 100;

/**
 * GET /api/v1/public/pros/:slug/chat?visitor=<id>: the visitor's own thread with the salon, the latest
 * messages oldest first. The id is the visitor's secret: nothing else is reachable with it.
 */
export const publicChatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pros/:slug/chat',
    {
      config: { auth: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['chat'],
        params: slugParamsSchema,
        querystring: chatVisitorQuerySchema,
        response: { 200: z.object({ items: z.array(chatMessageDtoSchema) }) },
      },
    },
    async (request, reply) => {
      const pro = await requirePublicPro(app.db, request.params.slug);
      const id = await findVisitorConversationId(app.db, pro.id, request.query.visitor);
      const rows = id ? await threadPage(app.db, { conversationId: id, limit: VISITOR_HISTORY }) : [];
      reply.header('cache-control', 'no-store');
      return { items: rows.reverse().map(toMessageView) };
    },
  );
};
