import {
  accountTokenSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  recoveryMessages,
  signupSchema,
} from '@quickrdv/core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentSessionPro } from '../account/pro.presenter.js';
import {
  confirmSignup,
  requestPasswordReset,
  requestSignup,
  resetPassword,
  undoEmailChange,
  type RecoveryContext,
} from './recovery.service.js';

const tags = ['auth'];
const message = z.object({ message: z.string() });
const sessionReply = z.object({ pro: z.any(), csrfToken: z.string() });

export const recoveryContext = (app: FastifyInstance): RecoveryContext => ({
  db: app.db,
  secret: app.config.sessionSecret,
  publicUrl: app.config.publicUrl,
});

/**
 * Sign-up by e-mail confirmation, forgotten password and the undo of an e-mail change. The requests are
 * limited per IP (the caller's rate-limit config) and per target address (in the database); the links'
 * routes are 'public': none needs a session (a link's token is its credential), so none is read.
 */
export const recoveryRoutes: FastifyPluginAsyncZod<{ perIp: object }> = async (app, opts) => {
  const ctx = recoveryContext(app);
  // Revoked sessions' sockets close on every instance; these routes run without a session, hence by hand.
  const sessionsChanged = async (proId: string) => {
    await app.live.publish(proId, { type: 'sessions.changed', at: new Date().toISOString() });
  };

  app.post(
    '/signup',
    {
      config: { ...opts.perIp, auth: 'public' },
      schema: { tags, body: signupSchema, response: { 202: message } },
    },
    async (request, reply) => {
      await requestSignup(ctx, request.body);
      app.jobs.wake();
      return reply.status(202).send({ message: recoveryMessages.signupRequested });
    },
  );

  app.post(
    '/signup/confirm',
    {
      config: { ...opts.perIp, auth: 'public' },
      schema: { tags, body: accountTokenSchema, response: { 201: sessionReply } },
    },
    async (request, reply) => {
      const pro = await confirmSignup(ctx, request.body.token);
      const csrfToken = await app.startSession(reply, request, pro);
      request.log.info({ proId: pro.id }, 'professional signed up');
      return reply.status(201).send({ pro: presentSessionPro(pro), csrfToken });
    },
  );

  app.post(
    '/password-reset/request',
    {
      config: { ...opts.perIp, auth: 'public' },
      schema: { tags, body: passwordResetRequestSchema, response: { 202: message } },
    },
    async (request, reply) => {
      await requestPasswordReset(ctx, request.body.email);
      app.jobs.wake();
      return reply.status(202).send({ message: recoveryMessages.resetRequested });
    },
  );

  app.post(
    '/password-reset',
    {
      config: { ...opts.perIp, auth: 'public' },
      schema: { tags, body: passwordResetSchema, response: { 200: message } },
    },
    async (request) => {
      await sessionsChanged(await resetPassword(ctx, request.body));
      return { message: recoveryMessages.passwordReset };
    },
  );

  app.post(
    '/email-undo',
    {
      config: { ...opts.perIp, auth: 'public' },
      schema: { tags, body: accountTokenSchema, response: { 200: message } },
    },
    async (request) => {
      await sessionsChanged(await undoEmailChange(ctx, request.body.token));
      return { message: recoveryMessages.emailRestored };
    },
  );
};
