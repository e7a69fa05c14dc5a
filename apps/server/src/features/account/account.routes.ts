import {
  accountMessages,
  identityChangeSchema,
  passwordChangeSchema,
  PLAN_DESCRIPTIONS,
  PLANS,
} from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recoveryContext } from '../auth/recovery.routes.js';
import { currentPro } from '../auth/session.plugin.js';
import { changeLoginEmail, changePassword, requestDeletion, withdrawDeletion } from './account.service.js';
import { monthlyUsage } from './plan-usage.js';
import { presentSessionPro } from './pro.presenter.js';

const pro = { auth: 'pro' as const };
const tags = ['account'];
const message = z.object({ message: z.string() });

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { config: pro, schema: { tags } }, async (request) => presentSessionPro(currentPro(request)));

  app.get('/plan', { config: pro, schema: { tags } }, async (request) => {
    const me = currentPro(request);
    const usage = await monthlyUsage(app.db, me);
    return {
      plan: me.plan,
      usage,
      plans: PLANS.map((id) => ({ id, ...PLAN_DESCRIPTIONS[id] })),
    };
  });

  app.put(
    '/password',
    {
      // Every other session is revoked: their live sockets are closed too.
      config: { ...pro, live: ['sessions.changed'] },
      schema: {
        tags,
        body: passwordChangeSchema,
        response: { 200: message.extend({ csrfToken: z.string() }) },
      },
    },
    async (request, reply) => {
      const me = currentPro(request);
      await changePassword(app.db, me, request.body);
      // Every session was revoked; this browser gets a fresh one.
      const csrfToken = await app.startSession(reply, request, me);
      return { message: accountMessages.passwordChanged, csrfToken };
    },
  );

  app.put(
    '/email',
    {
      // The other sessions are revoked: their live sockets are closed too.
      config: { ...pro, live: ['sessions.changed'] },
      schema: { tags, body: identityChangeSchema, response: { 200: message } },
    },
    async (request) => {
      await changeLoginEmail(
        recoveryContext(app),
        currentPro(request),
        request.body,
        request.auth!.sessionId,
      );
      app.jobs.wake();
      return { message: accountMessages.identityChanged };
    },
  );

  app.post('/deletion-request', { config: pro, schema: { tags } }, async (request) => {
    const requestedAt = await requestDeletion(app.db, currentPro(request));
    return { message: accountMessages.deletionRequested, requestedAt };
  });

  app.delete(
    '/deletion-request',
    { config: pro, schema: { tags, response: { 200: message } } },
    async (request) => {
      await withdrawDeletion(app.db, currentPro(request));
      return { message: 'Votre demande de suppression a été annulée.' };
    },
  );
};
