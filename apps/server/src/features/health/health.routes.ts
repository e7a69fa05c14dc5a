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
};
