import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { currentPro } from '../auth/session.plugin.js';

/**
 * GET /api/v1/live: a WebSocket for the logged-in professional (session cookie), receiving
 * { type: 'availabilities.changed' | 'appointments.changed' | 'clients.changed', at } after each of
 * their writes; { type: 'live.ready', at } is sent once the socket is subscribed.
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
      app.liveHub.add(pro.id, request.auth!.sessionId, socket);
      // The client never needs to speak; anything it sends is ignored.
      socket.on('message', () => undefined);
      socket.send(JSON.stringify({ type: 'live.ready', at: new Date().toISOString() }));
    },
  );
};
