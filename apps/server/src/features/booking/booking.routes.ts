import { registerRateLimit } from '../../http/shared-rate-limit.js';
import {
  bookingCreateSchema,
  bookingReplySchema,
  slotSearchQuerySchema,
  slotSearchReplySchema,
  slugParamsSchema,
} from '@quickrdv/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePublicPro } from '../public-profile/public-pro.js';
import { findPublicPro } from '../public-profile/public-pro.repository.js';
import { outboxRouting } from './booking-notify.js';
import { createBooking, type BookingDeps } from './booking.service.js';
import { manageRoutes } from './manage.routes.js';
import { searchSlots } from './slots.service.js';
import { acceptsGzip, etagMatches, slotsCacheKey, type CachedSlots } from './slots-cache.js';

const tags = ['public booking'];

/**
 * Public booking, no session: slot search, booking, and the manage link (view, cancel, move, .ics).
 * Registered under /api/v1/public.
 */
export const bookingRoutes: FastifyPluginAsyncZod<{ perIpPer10Min: number }> = async (app, opts) => {
  const deps: BookingDeps = {
    db: app.db,
    dialect: app.dialect,
    publicUrl: app.config.publicUrl,
    notifier: { live: app.live, log: app.log, wake: () => app.jobs.wake() },
    outbox: outboxRouting(app.config),
  };
  // No session: a professional trying their own booking page is a visitor like any other (no CSRF token).
  const open = { auth: 'public' as const };
  // Bookings, moves and cancellations write and send messages: limited per IP address. Counted after the
  // body's validation (preHandler), so a visitor correcting a typo in the form is not held back.
  await registerRateLimit(app);
  const limited = {
    ...open,
    rateLimit: { max: opts.perIpPer10Min, timeWindow: '10 minutes', hook: 'preHandler' as const },
  };

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
      // The hot path: the reply is serialised once and cached (see slots-cache.plugin.ts); re-checking
      // thousands of slots against the zod schema would cost more than computing them, and the presenter's
      // types already guarantee the documented shape.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    (request, reply) => {
      const key = slotsCacheKey(request.params.slug, request.query);
      // A hit (nearly every request under load) is answered at once: no promise for Fastify to wait on.
      const hit = app.slotsCache.get(key);
      if (hit) return sendSlots(request, reply as FastifyReply, hit);
      return app.slotsCache
        .load(key, async () => {
          const pro = await requirePublicPro(app.db, request.params.slug);
          return {
            proId: pro.id,
            json: JSON.stringify(await searchSlots(app.db, { pro, query: request.query })),
            // A demo copy's slots are not served past its end (the copy answers 404 from then on).
            until: pro.demoExpiresAt ? Date.parse(pro.demoExpiresAt) : undefined,
          };
        })
        .then((entry) => sendSlots(request, reply as FastifyReply, entry));
    },
  );

  // A visitor's booking, move or cancellation: this instance's cached replies go before the answer leaves
  // (the bus event reaches the other instances, and this one too, but maybe only just after).
  // A booking names the professional it changed (no second look-up of the slug on the hot path).
  const changedPro = new WeakMap<object, string>();
  const changedProId = async (request: FastifyRequest) => {
    const slug = (request.params as { slug?: unknown }).slug;
    return (
      changedPro.get(request) ??
      (typeof slug === 'string' ? (await findPublicPro(app.db, slug))?.id : undefined)
    );
  };
  // Callback-style, so the reads (every slot search) pay no promise for it (app.ts says why).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method === 'GET' || reply.statusCode >= 300) return done(null, payload);
    changedProId(request)
      .then((proId) => (proId ? app.slotsCache.invalidate(proId) : app.slotsCache.clear()))
      .then(() => done(null, payload), done);
  });

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
      // The reply is the presenter's whitelisted object (typed by the schema): re-checking it with zod on
      // every booking costs more than the check is worth.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request, reply) => {
      const { proId, reply: booked } = await createBooking(deps, {
        slug: request.params.slug,
        input: request.body,
      });
      changedPro.set(request, proId);
      return reply.status(201).send(booked);
    },
  );

  await app.register(manageRoutes, { deps, open, limited });
};

/** Sends a cached /slots reply: 304 when the browser has it, else the encoding it accepts. */
function sendSlots(request: FastifyRequest, reply: FastifyReply, entry: CachedSlots): void {
  // no-cache: browsers revalidate every time (304 when nothing changed), as bookings come and go.
  // The body is one of the reply's pre-encoded forms (the schema types the object it encodes).
  reply.header('etag', entry.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], entry.etag)) {
    reply.code(304).send();
    return;
  }
  reply.type('application/json; charset=utf-8');
  // 8 weeks are hundreds of kilobytes of JSON: browsers get them gzipped (compressed once per entry).
  if (acceptsGzip(request.headers['accept-encoding']))
    reply.header('content-encoding', 'gzip').send(entry.gzip);
  else reply.send(entry.identity);
}
