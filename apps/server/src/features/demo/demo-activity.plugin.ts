import { activityDue } from '@quickrdv/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { touchDemoCopy } from './demo-copies.repository.js';

/** Beyond this many remembered copies the memory starts over (a few more writes, never unbounded). */
const MAX_REMEMBERED = 10_000;

/**
 * Records when each visitor's demo copy was last used, so the cap evicts the idlest copy and not an active
 * visitor's. Written before the handler (preHandler), at most once a minute per copy and instance
 * (remembered in memory), so a busy visitor costs one UPDATE a minute, not one per request; written before
 * the reply rather than after it, so whoever reads the activity next (an eviction) sees it.
 */
export const demoActivityPlugin = fp(
  async (app: FastifyInstance) => {
    const lastWritten = new Map<string, number>();
    // Callback-style: every request runs it, and nearly all have nothing to write (app.ts says why).
    app.addHook('preHandler', (request, _reply, done) => {
      const pro = request.auth?.pro;
      if (!pro?.isDemo || !pro.demoExpiresAt) return done();
      const now = Date.now();
      if (!activityDue(lastWritten.get(pro.id), now)) return done();
      if (lastWritten.size >= MAX_REMEMBERED) lastWritten.clear();
      lastWritten.set(pro.id, now);
      touchDemoCopy(app.db, pro.id, new Date(now).toISOString())
        .catch((err) => request.log.error({ err }, 'demo activity not recorded'))
        .finally(() => done());
    });
  },
  { name: 'demo-activity' },
);
