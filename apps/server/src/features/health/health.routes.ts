import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string(), uptimeSeconds: z.number() }),
        },
      },
    },
    async () => {
      await sql`select 1`.execute(app.db); // proves the database answers, not just the process
      return { status: 'ok' as const, database: app.dialect, uptimeSeconds: Math.round(process.uptime()) };
    },
  );

  // Readiness, for a proxy or an orchestrator: the process listens only once migrated, and stops being ready
  // as soon as it starts shutting down (Fastify answers 503 while closing), or when the database is gone.
  app.get(
    '/ready',
    {
      schema: {
        tags: ['operations'],
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.literal('unavailable'), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ready' as const };
      } catch (err) {
        request.log.warn({ err }, 'not ready: the database does not answer');
        return reply
          .status(503)
          .send({ status: 'unavailable' as const, message: 'La base de données ne répond pas.' });
      }
    },
  );
};
