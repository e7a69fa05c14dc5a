import { parseStoredRules, reminderDefaultsInputSchema } from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPro } from '../auth/session.plugin.js';
import { updatePro } from '../account/pros.repository.js';

/**
 * The salon's default reminders (up to three): applied to every online booking, and offered in the
 * appointment form. Existing appointments keep the reminders they were planned with.
 */
export const reminderSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/reminders',
    {
      config: { auth: 'pro' },
      schema: { tags: ['settings'], response: { 200: reminderDefaultsInputSchema } },
    },
    async (request) => ({ rules: parseStoredRules(currentPro(request).reminderDefaults) }),
  );

  app.put(
    '/settings/reminders',
    {
      config: { auth: 'pro' },
      schema: {
        tags: ['settings'],
        body: reminderDefaultsInputSchema,
        response: { 200: reminderDefaultsInputSchema },
      },
    },
    async (request) => {
      await updatePro(app.db, currentPro(request).id, {
        reminderDefaults: JSON.stringify(request.body.rules),
      });
      return { rules: request.body.rules };
    },
  );
};
