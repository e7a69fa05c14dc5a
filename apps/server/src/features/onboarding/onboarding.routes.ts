import { onboardingStatusSchema } from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findPro } from '../account/pros.repository.js';
import { currentPro } from '../auth/session.plugin.js';
import { completeOnboarding, onboardingStatus } from './onboarding.service.js';

const pro = { auth: 'pro' as const };
const tags = ['onboarding'];

/** The setup wizard of a new professional: details, photos, services, hours, staff. */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/onboarding',
    {
      config: pro,
      schema: { tags, summary: 'Setup wizard status', response: { 200: onboardingStatusSchema } },
    },
    async (request) => onboardingStatus(app.db, currentPro(request)),
  );

  app.post(
    '/onboarding/complete',
    {
      config: pro,
      schema: { tags, summary: 'End the setup wizard', response: { 200: onboardingStatusSchema } },
    },
    async (request) => {
      const me = currentPro(request);
      await completeOnboarding(app.db, me);
      return onboardingStatus(app.db, (await findPro(app.db, me.id))!);
    },
  );
};
