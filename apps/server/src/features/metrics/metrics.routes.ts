import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** GET /metrics in Prometheus' text format; behind `Authorization: Bearer <METRICS_TOKEN>` when it is set. */
export const metricsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const token = app.config.metricsToken;
    if (token) {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({ message: 'Jeton de métriques manquant ou invalide.' });
      }
    }
    reply.header('content-type', app.metrics.contentType).header('cache-control', 'no-store');
    return app.metrics.metrics();
  });
};
