import {
  iceServersSchema,
  roomIdParamsSchema,
  roomMailSchema,
  videoMessages as m,
  videoRoomSchema,
} from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPro } from '../auth/session.plugin.js';
import { iceServersFor } from './ice-servers.js';
import { closeRoom, createRoom, findOpenRoom, mailRoomLink, type RoomDeps } from './rooms.service.js';

const pro = { auth: 'pro' as const };
const tags = ['video'];
const messageReply = z.object({ message: z.string() });

/**
 * The professional's side of video (under /api/v1/video): ICE servers for the calls and the room, and the
 * room itself ({base}/visioconference): create, find again after a reload, close, e-mail its link.
 */
export const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): RoomDeps => ({
    db: app.db,
    live: app.live,
    secret: app.config.sessionSecret,
    publicUrl: app.config.publicUrl,
  });

  app.get(
    '/ice-servers',
    { config: pro, schema: { tags, response: { 200: iceServersSchema } } },
    async (request) =>
      iceServersFor(app.config.ice, { id: `pro-${currentPro(request).id}`, now: new Date() }),
  );

  app.post(
    '/rooms',
    { config: pro, schema: { tags, response: { 201: videoRoomSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createRoom(deps(), { proId: currentPro(request).id, now: new Date() })),
  );

  app.get(
    '/rooms/open',
    { config: pro, schema: { tags, response: { 200: z.object({ room: videoRoomSchema.nullable() }) } } },
    async (request) => ({ room: await findOpenRoom(deps(), currentPro(request).id) }),
  );

  app.post(
    '/rooms/:roomId/close',
    { config: pro, schema: { tags, params: roomIdParamsSchema, response: { 200: messageReply } } },
    async (request) => {
      await closeRoom(deps(), {
        proId: currentPro(request).id,
        roomId: request.params.roomId,
        now: new Date(),
      });
      return { message: m.roomClosed };
    },
  );

  app.post(
    '/rooms/:roomId/email',
    {
      config: pro,
      schema: { tags, params: roomIdParamsSchema, body: roomMailSchema, response: { 200: messageReply } },
    },
    async (request) => {
      const reply = await mailRoomLink(deps(), {
        pro: currentPro(request),
        roomId: request.params.roomId,
        input: request.body,
        now: new Date(),
      });
      app.jobs.wake();
      return reply;
    },
  );
};
