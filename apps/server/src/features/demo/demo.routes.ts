import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentSessionPro } from '../account/pro.presenter.js';
import { deletePro } from '../account/pros.repository.js';
import { currentPro } from '../auth/session.plugin.js';
import { assertVisitorDemo, createVisitorDemo } from './demo.service.js';

export const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Opens a private demo copy for this browser and logs it in (without a password). */
  app.post('/start', { schema: { tags: ['demo'] } }, async (request, reply) => {
    if (request.auth?.pro.isDemo && request.auth.pro.demoExpiresAt) {
      return { pro: presentSessionPro(request.auth.pro), csrfToken: request.auth.csrfToken };
    }
    if (request.auth) await app.endSession(reply, request);
    const pro = await createVisitorDemo(app.db, app.config.dataDir);
    const csrfToken = await app.startSession(reply, request, pro, new Date(pro.demoExpiresAt!));
    return reply.status(201).send({ pro: presentSessionPro(pro), csrfToken });
  });

  /** Throws away this visitor's copy and starts a fresh one. */
  app.post('/reset', { config: { auth: 'pro' }, schema: { tags: ['demo'] } }, async (request, reply) => {
    const old = currentPro(request);
    assertVisitorDemo(old);
    const pro = await createVisitorDemo(app.db, app.config.dataDir);
    await deletePro(app.db, old.id);
    const csrfToken = await app.startSession(reply, request, pro, new Date(pro.demoExpiresAt!));
    return { pro: presentSessionPro(pro), csrfToken };
  });
};
