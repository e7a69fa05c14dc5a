import {
  busyTimeDtoSchema,
  calendarSyncViewSchema,
  dayRangeQuerySchema,
  feedOptionsSchema,
  feedScopeParamsSchema,
  feedViewSchema,
  importUrlInputSchema,
  importViewSchema,
  addDays,
  zonedTimeToUtc,
} from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPro } from '../auth/session.plugin.js';
import { listFeeds, regenerateFeed, updateFeedOptions } from './feeds.service.js';
import { importFromUrl, listBusyTimes, listImports, removeImport } from './imports.service.js';

const tags = ['calendar sync'];
const read = { auth: 'pro' as const };
// Imported busy times change what is bookable: open calendars and every instance's slot cache refresh.
const write = { auth: 'pro' as const, live: ['availabilities.changed'] as const };
const idParams = z.object({ id: z.string().max(100) });

/**
 * The calendar's 'Synchronisation' dialog (under /api/v1/calendar-sync): what it shows, the subscription
 * feeds' options and regeneration. Everything is the logged-in professional's only.
 */
export const calendarSyncRoutes: FastifyPluginAsyncZod = async (app) => {
  const feedDeps = (proId: string) => ({
    publicUrl: app.config.publicUrl,
    secret: app.config.sessionSecret,
    proId,
  });

  app.get(
    '/',
    { config: read, schema: { tags, response: { 200: calendarSyncViewSchema } } },
    async (request) => {
      const pro = currentPro(request);
      return {
        feeds: await listFeeds(app.db, feedDeps(pro.id)),
        imports: await listImports(app.db, pro.id),
        refreshMinutes: app.config.calendarImportRefreshMinutes,
      };
    },
  );

  app.patch(
    '/feeds/:scope',
    {
      config: read,
      schema: {
        tags,
        params: feedScopeParamsSchema,
        body: feedOptionsSchema,
        response: { 200: feedViewSchema },
      },
    },
    async (request) =>
      updateFeedOptions(app.db, {
        ...feedDeps(currentPro(request).id),
        scope: request.params.scope,
        options: request.body,
      }),
  );

  app.post(
    '/feeds/:scope/regenerate',
    { config: read, schema: { tags, params: feedScopeParamsSchema, response: { 200: feedViewSchema } } },
    async (request) =>
      regenerateFeed(app.db, { ...feedDeps(currentPro(request).id), scope: request.params.scope }),
  );
};

/** The imported calendars (under /api/v1/calendar-sync/imports) and their busy times for the calendar. */
export const calendarImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const importDeps = {
    db: app.db,
    allowPrivateHosts: app.config.calendarImportAllowPrivateHosts,
    refreshMinutes: app.config.calendarImportRefreshMinutes,
  };

  app.post(
    '/imports/url',
    { config: write, schema: { tags, body: importUrlInputSchema, response: { 201: importViewSchema } } },
    async (request, reply) => {
      const view = await importFromUrl(importDeps, { pro: currentPro(request), ...request.body });
      return reply.code(201).send(view);
    },
  );

  app.delete(
    '/imports/:id',
    { config: write, schema: { tags, params: idParams } },
    async (request, reply) => {
      await removeImport(app.db, { proId: currentPro(request).id, id: request.params.id });
      return reply.code(204).send();
    },
  );

  app.get(
    '/busy',
    {
      config: read,
      schema: {
        tags,
        querystring: dayRangeQuerySchema,
        response: { 200: z.object({ busy: z.array(busyTimeDtoSchema) }) },
      },
    },
    async (request) => {
      const pro = currentPro(request);
      const { from, to } = request.query;
      return {
        busy: await listBusyTimes(app.db, {
          pro,
          from: zonedTimeToUtc(from, '00:00', pro.timeZone).toISOString(),
          to: zonedTimeToUtc(addDays(to, 1), '00:00', pro.timeZone).toISOString(),
        }),
      };
    },
  );
};
