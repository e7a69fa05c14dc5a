import { roomTokenParamsSchema } from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { AppError } from '../../http/app-error.js';
import { roomOfLink, type RoomDeps } from './rooms.service.js';

/** Guest sockets one client address may hold open on one instance. */
export const GUEST_SOCKETS_PER_ADDRESS = 10;
/** Close code of a guest socket whose room was closed. */
export const ROOM_CLOSED_CLOSE_CODE = 4410;

/**
 * GET /api/v1/public/rooms/:token/live: the room guest's WebSocket (no account; the link's token is the
 * secret). A closed or unknown room is refused before the upgrade (410, 404), and an open guest socket is
 * closed when its room is, whichever instance closed it.
 */
export const roomLiveRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: RoomDeps = {
    db: app.db,
    live: app.live,
    secret: app.config.sessionSecret,
    publicUrl: app.config.publicUrl,
  };
  const guestsByRoom = new Map<string, Set<WebSocket>>();
  const openByAddress = new Map<string, number>();

  // A closed room's 'room_closed' frame reaches this instance's guests through the bus: once the hub has
  // delivered it (the next turn of the event loop), their sockets are closed too.
  const unsubscribe = app.live.subscribeFrames((address, frame) => {
    if (!address.startsWith('room:') || !frame.includes('"room_closed"')) return;
    const sockets = guestsByRoom.get(address.slice('room:'.length));
    if (sockets)
      setImmediate(() => {
        for (const socket of sockets) socket.close(ROOM_CLOSED_CLOSE_CODE, 'Salle fermée');
      });
  });
  app.addHook('onClose', async () => unsubscribe());

  app.get(
    '/rooms/:token/live',
    {
      websocket: true,
      config: { auth: 'public' },
      schema: { tags: ['video'], params: roomTokenParamsSchema },
      preValidation: async (request) => {
        if ((openByAddress.get(request.ip) ?? 0) >= GUEST_SOCKETS_PER_ADDRESS)
          throw new AppError('rate_limited', 'Trop de connexions ouvertes, fermez quelques onglets.');
        const room = await roomOfLink(deps, (request.params as { token: string }).token);
        request.liveRoom = { proId: room.proId, roomId: room.id };
      },
    },
    (socket, request) => {
      const { proId, roomId } = request.liveRoom!;
      const ip = request.ip;
      openByAddress.set(ip, (openByAddress.get(ip) ?? 0) + 1);
      let guests = guestsByRoom.get(roomId);
      if (!guests) guestsByRoom.set(roomId, (guests = new Set()));
      guests.add(socket);
      socket.on('close', () => {
        const left = (openByAddress.get(ip) ?? 1) - 1;
        if (left > 0) openByAddress.set(ip, left);
        else openByAddress.delete(ip);
        guests.delete(socket);
        if (!guests.size) guestsByRoom.delete(roomId);
      });
      app.liveHub.attach(socket, { kind: 'guest', proId, roomId });
    },
  );
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The room a guest socket is opened to, found before the upgrade. */
    liveRoom?: { proId: string; roomId: string };
  }
}
