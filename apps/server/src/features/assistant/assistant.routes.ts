import { assistantAnswerSchema, assistantQuestionSchema, assistantStatusSchema } from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRateLimit } from '../../http/shared-rate-limit.js';
import { currentPro } from '../auth/session.plugin.js';
import { answerQuestion } from './assistant.service.js';

const tags = ['assistant'];

/**
 * The Chat Bot IA's server side: whether a language model is configured, and its wording of an answer.
 * Without a model the browser answers alone from the help base. Each professional may ask
 * `perProPerMinute` questions a minute: a model costs money per call.
 */
export const assistantRoutes: FastifyPluginAsyncZod<{ perProPerMinute: number }> = async (app, opts) => {
  await registerRateLimit(app);
  const model = app.config.assistantModel;

  app.get(
    '/status',
    { config: { auth: 'pro' }, schema: { tags, response: { 200: assistantStatusSchema } } },
    async () => ({ model: model !== null }),
  );

  app.post(
    '/answer',
    {
      config: {
        auth: 'pro',
        rateLimit: {
          max: opts.perProPerMinute,
          timeWindow: '1 minute',
          // After the session is read, so the limit is the professional's, whatever their address.
          hook: 'preHandler' as const,
          keyGenerator: (request) => `pro:${currentPro(request).id}`,
        },
      },
      schema: { tags, body: assistantQuestionSchema, response: { 200: assistantAnswerSchema } },
    },
    async (request) => answerQuestion({ question: request.body.question, model, log: request.log }),
  );
};
