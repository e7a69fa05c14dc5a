import { registerRateLimit } from '../../http/shared-rate-limit.js';
import { loginSchema } from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentSessionPro } from '../account/pro.presenter.js';
import { authenticate } from './auth.service.js';
import { recoveryRoutes } from './recovery.routes.js';

const sessionReply = z.object({ pro: z.any().nullable(), csrfToken: z.string().nullable() });

export const authRoutes: FastifyPluginAsyncZod<{
  loginMaxAttempts: number;
  loginMaxAttemptsPerAccount: number;
  loginPerIpPer15Min: number;
}> = async (app, opts) => {
  // Per-IP limit on the credential endpoints; the per-account limits live in the database (login-throttle).
  await registerRateLimit(app);
  const limited = { rateLimit: { max: opts.loginPerIpPer15Min, timeWindow: '15 minutes' } };

  app.get('/session', { schema: { tags: ['auth'], response: { 200: sessionReply } } }, async (request) => ({
    pro: request.auth ? presentSessionPro(request.auth.pro) : null,
    csrfToken: request.auth?.csrfToken ?? null,
  }));

  // Sign-up (confirmed by e-mail), forgotten password, undo of an e-mail change.
  await app.register(recoveryRoutes, { perIp: limited });

  app.post(
    '/login',
    { config: limited, schema: { tags: ['auth'], body: loginSchema, response: { 200: sessionReply } } },
    async (request, reply) => {
      const pro = await authenticate(app.db, request.body, request.ip, {
        perAddress: opts.loginMaxAttempts,
        perAccount: opts.loginMaxAttemptsPerAccount,
      });
      if (request.auth) await app.endSession(reply, request);
      const csrfToken = await app.startSession(reply, request, pro);
      return { pro: presentSessionPro(pro), csrfToken };
    },
  );

  // The session's live sockets are closed on every instance (the event goes out after the 2xx).
  app.post(
    '/logout',
    { config: { live: ['sessions.changed'] }, schema: { tags: ['auth'] } },
    async (request, reply) => {
      await app.endSession(reply, request);
      return reply.status(204).send();
    },
  );
};
