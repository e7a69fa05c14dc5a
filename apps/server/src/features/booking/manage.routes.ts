import {
  bookingCancelReplySchema,
  bookingMessages,
  bookingMoveSchema,
  bookingReplySchema,
  bookingViewSchema,
  tokenParamsSchema,
} from '@quickrdv/core';
import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BookingDeps } from './booking.service.js';
import { bookingIcs, cancelBooking, moveBooking, viewBooking } from './manage.service.js';

const tags = ['public booking'];

/** The manage link's routes, /bookings/:token...: the token is the only credential, and it shows one booking. */
export const manageRoutes: FastifyPluginAsyncZod<{
  deps: BookingDeps;
  /** Config of the routes without a session; `limited` adds the per-IP rate limit to it. */
  open: FastifyContextConfig;
  limited: FastifyContextConfig;
}> = async (app, { deps, open, limited }) => {
  app.get(
    '/bookings/:token',
    { config: open, schema: { tags, params: tokenParamsSchema, response: { 200: bookingViewSchema } } },
    async (request) => viewBooking(deps, request.params.token),
  );

  app.delete(
    '/bookings/:token',
    {
      config: limited,
      schema: { tags, params: tokenParamsSchema, response: { 200: bookingCancelReplySchema } },
    },
    async (request) => {
      await cancelBooking(deps, request.params.token);
      return { cancelled: true as const, message: bookingMessages.cancelled };
    },
  );

  app.post(
    '/bookings/:token/move',
    {
      config: limited,
      schema: {
        tags,
        params: tokenParamsSchema,
        body: bookingMoveSchema,
        response: { 200: bookingReplySchema },
      },
    },
    async (request) => moveBooking(deps, { token: request.params.token, slotId: request.body.slotId }),
  );

  app.get(
    '/bookings/:token/ics',
    { config: open, schema: { tags, params: tokenParamsSchema } },
    async (request, reply) => {
      const ics = await bookingIcs(deps, request.params.token);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="rendez-vous.ics"')
        .header('cache-control', 'no-store')
        .send(ics);
    },
  );
};
