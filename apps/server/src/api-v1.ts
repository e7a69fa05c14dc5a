import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './features/account/account.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { demoRoutes } from './features/demo/demo.routes.js';

/** Every feature's routes under /api/v1, one line per feature. */
export async function apiV1(v1: FastifyInstance): Promise<void> {
  await v1.register(authRoutes, {
    prefix: '/auth',
    loginMaxAttempts: v1.config.loginMaxAttempts,
    loginPerIpPer15Min: 30,
  });
  await v1.register(accountRoutes, { prefix: '/account' });
  await v1.register(demoRoutes, { prefix: '/demo' });
}
