import rateLimit from '@fastify/rate-limit';
import {
  bookingCreateSchema,
  bookingReplySchema,
  slotSearchQuerySchema,
  slotSearchReplySchema,
  slugParamsSchema,
} from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMailDelivery } from '../notifications/mail-delivery.js';
import { createSmsProvider } from '../notifications/sms-provider.js';
import { requirePublicPro } from '../public-profile/public-pro.js';
import { createBooking, type BookingDeps } from './booking.service.js';
import { manageRoutes } from './manage.routes.js';
import { searchSlots } from './slots.service.js';

const tags = ['public booking'];

/**
 * Public booking, no session: slot search, booking, and the manage link (view, cancel, move, .ics).
 * Registered under /api/v1/public.
 */
export const bookingRoutes: FastifyPluginAsyncZod<{ perIpPer10Min: number }> = async (app, opts) => {
  const mail = createMailDelivery(app.config);
  app.addHook('onClose', async () => mail.close());
  const deps: BookingDeps = {
    db: app.db,
    dialect: app.dialect,
    publicUrl: app.config.publicUrl,
    notifier: { db: app.db, mail, sms: createSmsProvider(app.config), live: app.live, log: app.log },
  };
  // No session: a professional trying their own booking page is a visitor like any other (no CSRF token).
  const open = { auth: 'public' as const };
  // Bookings, moves and cancellations write and send messages: limited per IP address.
  await app.register(rateLimit, { global: false });
  const limited = { ...open, rateLimit: { max: opts.perIpPer10Min, timeWindow: '10 minutes' } };

  app.get(
    '/pros/:slug/slots',
    {
      config: open,
      schema: {
        tags,
        params: slugParamsSchema,
        querystring: slotSearchQuerySchema,
        response: { 200: slotSearchReplySchema },
      },
      // The hot path: 8 weeks are thousands of slots, and re-checking the reply against its zod schema would
      // cost more than computing it. The presenter's types already guarantee the documented shape.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const pro = await requirePublicPro(app.db, request.params.slug);
      return searchSlots(app.db, { pro, query: request.query });
    },
  );

  app.post(
    '/pros/:slug/bookings',
    {
      config: limited,
      schema: {
        tags,
        params: slugParamsSchema,
        body: bookingCreateSchema,
        response: { 201: bookingReplySchema },
      },
    },
    async (request, reply) => {
      const booked = await createBooking(deps, { slug: request.params.slug, input: request.body });
      return reply.status(201).send(booked);
    },
  );

  await app.register(manageRoutes, { deps, open, limited });
};
