import { isExpiredDemoCopy } from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { removeProUploads } from '../../uploads/upload-store.js';
import { presentSessionPro } from '../account/pro.presenter.js';
import { deletePro } from '../account/pros.repository.js';
import { currentPro } from '../auth/session.plugin.js';
import {
  assertVisitorDemo,
  createVisitorDemo,
  demoClientKey,
  startVisitorDemo,
  type DemoStartDeps,
} from './demo.service.js';

export const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: DemoStartDeps = {
    db: app.db,
    dialect: app.dialect,
    dataDir: app.config.dataDir,
    startsPerIpPerHour: app.config.demoStartsPerIpPerHour,
    maxLiveCopies: app.config.demoMaxLiveCopies,
  };

  /** Opens a private demo copy for this browser and logs it in (without a password). */
  app.post('/start', { schema: { tags: ['demo'] } }, async (request, reply) => {
    // A browser coming back with its session gets its own copy again, whatever the limits.
    const current = request.auth?.pro;
    if (current?.isDemo && current.demoExpiresAt && !isExpiredDemoCopy(current, new Date())) {
      return { pro: presentSessionPro(current), csrfToken: request.auth!.csrfToken };
    }
    // Made first: a refused start (429) leaves the current session as it was.
    const pro = await startVisitorDemo(deps, demoClientKey(app.config.sessionSecret, request.ip));
    if (request.auth) await app.endSession(reply, request);
    const csrfToken = await app.startSession(reply, request, pro, new Date(pro.demoExpiresAt!));
    return reply.status(201).send({ pro: presentSessionPro(pro), csrfToken });
  });

  /**
   * Throws away this visitor's copy and starts a fresh one. Not limited: it replaces a copy, so the number of
   * copies does not grow.
   */
  app.post('/reset', { config: { auth: 'pro' }, schema: { tags: ['demo'] } }, async (request, reply) => {
    const old = currentPro(request);
    assertVisitorDemo(old);
    const pro = await createVisitorDemo(app.db, app.config.dataDir, {
      clientKey: demoClientKey(app.config.sessionSecret, request.ip),
    });
    await deletePro(app.db, old.id);
    await removeProUploads(app.config.dataDir, old.id);
    const csrfToken = await app.startSession(reply, request, pro, new Date(pro.demoExpiresAt!));
    return { pro: presentSessionPro(pro), csrfToken };
  });
};
