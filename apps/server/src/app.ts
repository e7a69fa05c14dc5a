import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database, Db, Dialect } from './db/database.js';
import { apiV1 } from './api-v1.js';
import { sessionPlugin } from './features/auth/session.plugin.js';
import { healthRoutes } from './features/health/health.routes.js';
import { registerErrorHandler } from './http/error-handler.js';
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
  });
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('config', config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurityHeaders(app);
  await app.register(cookie);
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

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(apiV1, { prefix: '/api/v1' });
  await registerWeb(app, config.webDist);
  return app;
}
