import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPro } from '../auth/session.plugin.js';
import { listOutboxMessages } from './outbox.repository.js';

const messageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  deliveredVia: z.string(),
  createdAt: z.string(),
});

const limitMessage = 'Le nombre de messages doit être compris entre 1 et 500.';
const querySchema = z.object({
  limit: z.coerce
    .number({ error: limitMessage })
    .int({ error: limitMessage })
    .min(1, { error: limitMessage })
    .max(500, { error: limitMessage })
    .default(100),
  before: z.iso
    .datetime({ error: 'Veuillez indiquer un instant ISO valide.' })
    .max(40, { error: 'Veuillez indiquer un instant ISO valide.' })
    .optional(),
});

/** The messages sent on the professional's behalf (reminders by e-mail and SMS), newest first. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { auth: 'pro' },
      schema: {
        tags: ['outbox'],
        querystring: querySchema,
        response: { 200: z.object({ messages: z.array(messageSchema) }) },
      },
    },
    async (request) => {
      const rows = await listOutboxMessages(app.db, { proId: currentPro(request).id, ...request.query });
      return { messages: rows.map((r) => ({ ...r, channel: r.channel as 'email' | 'sms' })) };
    },
  );
};
