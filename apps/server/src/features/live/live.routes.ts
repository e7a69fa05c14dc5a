import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { currentPro } from '../auth/session.plugin.js';

/**
 * GET /api/v1/live: a WebSocket for the logged-in professional (session cookie), receiving
 * { type: 'availabilities.changed' | 'appointments.changed' | 'clients.changed' | ..., at } after each of
 * their writes and the live contact frames (chat, calls, rooms: core's live-frames.ts); { type: 'live.ready',
 * at } is sent once the socket is subscribed. Its inbound frames go to the features that handle them.
 */
export const liveRoutes: FastifyPluginAsync = async (app) => {
  const allowedOrigin = new URL(app.config.publicUrl).origin;
  app.get(
    '/',
    {
      websocket: true,
      config: { auth: 'pro' },
      schema: { tags: ['live'] },
      // Browsers send cookies with cross-site WebSocket handshakes: refuse foreign pages (CSWSH).
      preValidation: async (request) => {
        const origin = request.headers.origin;
        if (origin && origin !== allowedOrigin && origin !== `${request.protocol}://${request.host}`) {
          throw new AppError('csrf', 'Requête refusée : origine non autorisée.');
        }
      },
    },
    (socket, request) => {
      const pro = currentPro(request);
      app.liveHub.attach(socket, { kind: 'pro', proId: pro.id, sessionId: request.auth!.sessionId });
    },
  );
};
