import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { LIVE_MAX_INBOUND_FRAME_BYTES } from '@quickrdv/core';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database, Db, Dialect } from './db/database.js';
import { apiV1 } from './api-v1.js';
import { sessionPlugin } from './features/auth/session.plugin.js';
import { healthRoutes } from './features/health/health.routes.js';
import { metricsPlugin } from './features/metrics/metrics.plugin.js';
import { metricsRoutes } from './features/metrics/metrics.routes.js';
import { reviewsPlugin } from './features/reviews/reviews.plugin.js';
import { embedRoutes } from './features/embed/embed.routes.js';
import { shortLinkRoutes } from './features/short-links/short-link.routes.js';
import { livePlugin } from './features/live/live.plugin.js';
import { slotsCachePlugin } from './features/booking/slots-cache.plugin.js';
import { demoActivityPlugin } from './features/demo/demo-activity.plugin.js';
import { jobsPlugin } from './jobs/jobs.plugin.js';
import { stacklessError } from './http/app-error.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerHostileTextGuard } from './http/hostile-text.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerWeb } from './web/static.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dialect: Dialect;
    config: Config;
  }
}

/** Builds the whole HTTP application on an open, migrated database. Used by main.ts and by the tests. */
export async function buildApp(
  config: Config,
  database: Database,
  logger: FastifyServerOptions['logger'] = { level: config.logLevel },
): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Lets in-flight requests finish on close (graceful shutdown) while refusing new ones.
    return503OnClosing: true,
    // Fastify's own message of a schema's refusal, as its default formatter writes it, but without a stack:
    // the error handler answers from the issues, in French (error-handler.ts), and never logs a 400's stack.
    schemaErrorFormatter: (errors, dataVar) =>
      stacklessError(errors.map((e) => `${dataVar}${e.instancePath ?? ''} ${e.message ?? ''}`).join(', ')),
    // One id per request in every log line, taken from the proxy's X-Request-Id when it looks like an id (so
    // a request can be followed across the proxy and the instances), otherwise a new UUID.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.:-]{8,64}$/.test(given) ? given : randomUUID();
    },
  });
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('config', config);
  // Once closing, replies to the requests still in flight end their keep-alive connection: otherwise an idle
  // browser connection holds the server open until its keep-alive timeout and the shutdown hangs.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Hooks that every request runs are callback-style when they have nothing to wait for: an async hook costs
  // each request a promise and a trip through the microtask queue (see docs/ARCHITECTURE.md, "Hot path").
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  // An empty body sent as JSON (a DELETE from a client with default headers) is no body, not a 400.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerHostileTextGuard(app);

  registerSecurityHeaders(app);
  await app.register(cookie);
  // Before the session plugin, so @fastify/websocket's onRequest hook marks an upgrade request first and a
  // refused one (401) gets its socket closed instead of holding the server open.
  // A frame past the limit closes its socket (1009); an SDP offer is about 6 KB.
  await app.register(websocket, { options: { maxPayload: LIVE_MAX_INBOUND_FRAME_BYTES } });
  await app.register(swagger, {
    openapi: { info: { title: 'Quick RDV API', version: '1' }, servers: [{ url: config.publicUrl }] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(sessionPlugin, {
    secret: config.sessionSecret,
    secure: config.secureCookies,
    publicUrl: config.publicUrl,
  });

  await app.register(livePlugin);
  await app.register(slotsCachePlugin);
  await app.register(demoActivityPlugin);
  await app.register(jobsPlugin);
  await app.register(reviewsPlugin);
  await app.register(metricsPlugin);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(metricsRoutes);
  await app.register(apiV1, { prefix: '/api/v1' });
  // The widget script lives at the site root, as professionals' pages already reference it.
  await app.register(embedRoutes);
  // The QR codes' short links, /q/{code}, at the site root too: printed codes must stay short.
  await app.register(shortLinkRoutes);
  await registerWeb(app, config.webDist);
  return app;
}
