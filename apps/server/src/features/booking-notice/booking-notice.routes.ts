import { bookingNoticeSchema } from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPro } from '../auth/session.plugin.js';
import { updatePro } from '../account/pros.repository.js';

/**
 * PUT /settings/booking-notice: the professional's minimum notice. Declared as an availability change, so
 * every instance drops its cached slots and open calendars re-mark the slots now too close to book.
 */
export const bookingNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/settings/booking-notice',
    {
      config: { auth: 'pro', live: ['availabilities.changed'] },
      schema: { tags: ['settings'], body: bookingNoticeSchema, response: { 200: bookingNoticeSchema } },
    },
    async (request) => {
      await updatePro(app.db, currentPro(request).id, { bookingNoticeHours: request.body.hours });
      return { hours: request.body.hours };
    },
  );
};
