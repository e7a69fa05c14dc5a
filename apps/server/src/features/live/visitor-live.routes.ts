import { slugParamsSchema, VISITOR_ID_PATTERN } from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { findPublicPro } from '../public-profile/public-pro.repository.js';

/** Open visitor sockets one address may hold on one instance (a visitor has one per open page). */
export const VISITOR_SOCKETS_PER_ADDRESS = 20;

const visitorQuerySchema = z.object({ visitor: z.string().max(64) });

/**
 * GET /api/v1/public/pros/:slug/live?visitor=<id>: a visitor's WebSocket to a salon (no account). The
 * visitor id, a random UUID kept by the browser, names the visitor's own thread and calls: it is the
 * visitor's secret, so the socket only ever receives what is addressed to it (and the salon's presence).
 */
export const visitorLiveRoutes: FastifyPluginAsyncZod = async (app) => {
  const openByAddress = new Map<string, number>();

  app.get(
    '/pros/:slug/live',
    {
      websocket: true,
      config: { auth: 'public' },
      schema: { tags: ['live'], params: slugParamsSchema, querystring: visitorQuerySchema },
      preValidation: async (request) => {
        const { visitor } = request.query as { visitor?: string };
        if (!visitor || !VISITOR_ID_PATTERN.test(visitor))
          throw new AppError('validation', 'Identifiant de visiteur invalide.');
        if ((openByAddress.get(request.ip) ?? 0) >= VISITOR_SOCKETS_PER_ADDRESS)
          throw new AppError('rate_limited', 'Trop de connexions ouvertes, fermez quelques onglets.');
        const pro = await findPublicPro(app.db, (request.params as { slug: string }).slug);
        if (!pro) throw new AppError('not_found', 'Professionnel introuvable.');
        request.livePro = pro.id;
      },
    },
    (socket, request) => {
      const ip = request.ip;
      openByAddress.set(ip, (openByAddress.get(ip) ?? 0) + 1);
      socket.on('close', () => {
        const left = (openByAddress.get(ip) ?? 1) - 1;
        if (left > 0) openByAddress.set(ip, left);
        else openByAddress.delete(ip);
      });
      app.liveHub.attach(socket, {
        kind: 'visitor',
        proId: request.livePro!,
        visitorId: request.query.visitor,
      });
    },
  );
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The salon a visitor socket is opened to, found before the upgrade. */
    livePro?: string;
  }
}
