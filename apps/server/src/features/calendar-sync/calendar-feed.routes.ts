import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarSyncMessages as m } from '@quickrdv/core';
import { z } from 'zod';
import { notFound } from '../../http/app-error.js';
import { registerRateLimit } from '../../http/shared-rate-limit.js';
import { etagMatches } from '../booking/slots-cache.js';
import { renderFeed } from './feeds.service.js';

const params = z.object({ file: z.string().max(60) });

/**
 * GET /public/calendar-feeds/{token}.ics: a professional's (or a staff member's) subscription feed, read
 * by Google Calendar, Apple Calendar and Outlook every few minutes to hours. Cheap to poll: a bounded window
 * in three indexed queries, an ETag and 304 when unchanged, a short private cache. Limited per token and
 * client address. An unknown or regenerated token is a 404.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app, opts: { perMinute?: number }) => {
  // Shared by every instance on PostgreSQL (shared-rate-limit.ts).
  await registerRateLimit(app);
  app.get(
    '/calendar-feeds/:file',
    {
      config: {
        auth: 'public',
        rateLimit: {
          max: opts.perMinute ?? 30,
          timeWindow: '1 minute',
          keyGenerator: (request) => `${request.ip}|${String(request.url).slice(-48)}`,
        },
      },
      schema: { tags: ['calendar sync'], params },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/i, '');
      const feed = await renderFeed(app.db, {
        secret: app.config.sessionSecret,
        token,
        now: new Date(),
        refreshMinutes: 15,
      });
      if (!feed) {
        reply.header('cache-control', 'no-store');
        throw notFound(m.feedNotFound);
      }
      reply
        .header('etag', feed.etag)
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex');
      if (etagMatches(request.headers['if-none-match'], feed.etag)) return reply.code(304).send();
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="agenda.ics"')
        .send(feed.body);
    },
  );
};
