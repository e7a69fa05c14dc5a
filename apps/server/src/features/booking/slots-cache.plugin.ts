import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { SlotsCache } from './slots-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Serialised public /slots replies, dropped when the professional's bookable data changes. */
    slotsCache: SlotsCache;
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Professional writes that change what is bookable but publish no live event of their own. */
const CATALOGUE = /^\/api\/v1\/(services|service-categories|staff|business|onboarding|account|demo)(\/|$)/;

/**
 * The /slots reply cache and what keeps it right: every instance drops a professional's replies on the live
 * bus's availability and appointment events (the PostgreSQL bus reaches every instance); the instance that
 * answers a write drops them before its reply leaves, so the writer's next read is fresh even before the bus
 * delivers; catalogue writes (services, staff, business, account) publish an event for the other instances.
 */
export const slotsCachePlugin = fp(
  async (app: FastifyInstance, opts: { ttlMs?: number; maxEntries?: number }) => {
    const cache = new SlotsCache({ ttlMs: opts.ttlMs ?? 30_000, maxEntries: opts.maxEntries ?? 500 });
    app.decorate('slotsCache', cache);
    const unsubscribe = app.live.subscribe((proId, event) => {
      // Client and review changes do not change what is bookable.
      if (event.type === 'availabilities.changed' || event.type === 'appointments.changed')
        cache.invalidate(proId);
    });
    app.addHook('onClose', async () => unsubscribe());

    // Callback-style: every request runs these, and most have nothing to do (app.ts says why).
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.auth && !SAFE.has(request.method) && reply.statusCode < 300)
        cache.invalidate(request.auth.pro.id);
      done(null, payload);
    });
    app.addHook('onResponse', (request, reply, done) => {
      if (!request.auth || SAFE.has(request.method) || reply.statusCode >= 300) return done();
      if (request.routeOptions.config?.live?.length || !CATALOGUE.test(request.routeOptions.url ?? ''))
        return done();
      app.live
        .publish(request.auth.pro.id, { type: 'availabilities.changed', at: new Date().toISOString() })
        .catch((err) => request.log.error({ err }, 'live publish failed'))
        .finally(() => done());
    });
  },
  { name: 'slots-cache' },
);
