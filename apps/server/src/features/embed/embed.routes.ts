import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findPublicPro } from '../public-profile/public-pro.repository.js';
import { unknownWidgetScript, widgetScript } from './embed-script.js';

const query = z.object({ num: z.string().max(120).optional().default('') });

/**
 * GET /code.js?num={slug} at the site root: the widget script professionals paste into their own site.
 * Loaded cross-site: any origin may fetch it (CORS and CORP), cached briefly so a fix reaches every site soon.
 */
export const embedRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = new URL(app.config.publicUrl).origin;
  app.get(
    '/code.js',
    { schema: { tags: ['public booking'], querystring: query } },
    async (request, reply) => {
      const num = request.query.num;
      const pro = await findPublicPro(app.db, num);
      // 200 either way: a browser runs no script served with an error status, so the warning would never show.
      const body = pro
        ? widgetScript({ origin, slug: pro.slug, title: `Prise de rendez-vous en ligne - ${pro.nomSociete}` })
        : unknownWidgetScript(num);
      return reply
        .header('content-type', 'application/javascript; charset=utf-8')
        .header('cache-control', pro ? 'public, max-age=300' : 'public, max-age=60')
        .header('access-control-allow-origin', '*')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(body);
    },
  );
};
