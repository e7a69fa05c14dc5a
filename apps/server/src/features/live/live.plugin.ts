import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { LiveEventType } from '@quickrdv/core';
import { MemoryLiveBus, type LiveBus } from './live-bus.js';
import { findLiveSessionIds } from '../auth/sessions.repository.js';
import { LiveFrames } from './live-frames.registry.js';
import { LiveHub } from './live-hub.js';
import { localPresence, sharedPresence } from './live-presence.js';
import { PgLiveBus } from './pg-live-bus.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publishes "data changed" events and sends frames to open sockets, on every instance. */
    live: LiveBus;
    liveHub: LiveHub;
    /** Where features register the inbound frame types they handle. */
    liveFrames: LiveFrames;
  }
  interface FastifyContextConfig {
    /** Events published to the calling professional's sockets after a successful (2xx) response. */
    live?: readonly LiveEventType[];
  }
}

/**
 * The live bus (PostgreSQL LISTEN/NOTIFY when the database is PostgreSQL, in-process otherwise), the hub of
 * this instance's sockets, and the hook that publishes a route's declared events once its write has been
 * answered with success.
 */
export const livePlugin = fp(async (app: FastifyInstance) => {
  const db = app.config.database;
  let bus: LiveBus;
  if (db.kind === 'postgres') {
    const pgBus = new PgLiveBus({ db: app.db, url: db.url, log: app.log.child({ component: 'live' }) });
    await pgBus.start();
    bus = pgBus;
  } else {
    bus = new MemoryLiveBus();
  }
  const log = app.log.child({ component: 'live' });
  const frames = new LiveFrames(log);
  const hub = new LiveHub({
    bus,
    frames,
    log,
    liveSessions: (ids) => findLiveSessionIds(app.db, ids, new Date().toISOString()),
    presence: db.kind === 'postgres' ? sharedPresence(app.db) : localPresence,
    offlineGraceMs: app.config.liveOfflineGraceMs,
  });
  app.decorate('live', bus);
  app.decorate('liveHub', hub);
  app.decorate('liveFrames', frames);

  app.addHook('onResponse', async (request, reply) => {
    const types = request.routeOptions.config?.live;
    if (!types?.length || !request.auth || reply.statusCode >= 300) return;
    const at = new Date().toISOString();
    for (const type of types) {
      await bus
        .publish(request.auth.pro.id, { type, at })
        .catch((err) => request.log.error({ err }, 'live publish failed'));
    }
  });
  app.addHook('onClose', async () => {
    await hub.close();
    await bus.close();
  });
});
