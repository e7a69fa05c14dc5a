import { iceServersSchema, roomTokenParamsSchema, slugParamsSchema } from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { registerRateLimit } from '../../http/shared-rate-limit.js';
import { findPublicPro } from '../public-profile/public-pro.repository.js';
import { iceServersFor } from './ice-servers.js';
import { roomOfLink, type RoomDeps } from './rooms.service.js';

/** ICE server lists a client address may fetch per minute (each may carry a TURN credential). */
export const ICE_SERVERS_PER_IP_PER_MINUTE = 30;

const publicConfig = (max: number) => ({
  auth: 'public' as const,
  rateLimit: { max, timeWindow: '1 minute' },
});

/**
 * What a visitor and a room guest reach without an account (under /api/v1/public): ICE servers for the
 * visitor's call, the room link's page state and its ICE servers (its socket: room-live.routes.ts).
 */
export const publicVideoRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerRateLimit(app);
  const deps: RoomDeps = {
    db: app.db,
    live: app.live,
    secret: app.config.sessionSecret,
    publicUrl: app.config.publicUrl,
  };

  app.get(
    '/pros/:slug/ice-servers',
    {
      config: publicConfig(ICE_SERVERS_PER_IP_PER_MINUTE),
      schema: { tags: ['video'], params: slugParamsSchema, response: { 200: iceServersSchema } },
    },
    async (request) => {
      const pro = await findPublicPro(app.db, request.params.slug);
      if (!pro) throw new AppError('not_found', 'Professionnel introuvable.');
      return iceServersFor(app.config.ice, { id: `visitor-${pro.id}`, now: new Date() });
    },
  );

  app.get(
    '/rooms/:token',
    {
      config: publicConfig(60),
      schema: {
        tags: ['video'],
        params: roomTokenParamsSchema,
        response: { 200: z.object({ businessName: z.string() }) },
      },
    },
    async (request) => {
      const room = await roomOfLink(deps, request.params.token);
      const pro = await app.db
        .selectFrom('pros')
        .select('nomSociete')
        .where('id', '=', room.proId)
        .executeTakeFirstOrThrow();
      return { businessName: pro.nomSociete };
    },
  );

  app.get(
    '/rooms/:token/ice-servers',
    {
      config: publicConfig(ICE_SERVERS_PER_IP_PER_MINUTE),
      schema: { tags: ['video'], params: roomTokenParamsSchema, response: { 200: iceServersSchema } },
    },
    async (request) => {
      const room = await roomOfLink(deps, request.params.token);
      return iceServersFor(app.config.ice, { id: `room-${room.id}`, now: new Date() });
    },
  );
};
