import { isShortLinkCode, publicProfilePath, shortLinkParamsSchema } from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findPro } from '../account/pros.repository.js';
import { findPublicPro } from '../public-profile/public-pro.repository.js';
import { qrPng } from './qr-image.js';
import { findProIdByCode } from './short-links.repository.js';
import { shortLinkUrl } from './short-links.service.js';

const tags = ['public booking'];

/**
 * The short links QR codes encode, at the site root: `/q/{code}` sends the visitor to the professional's
 * current profile page; `/q/{code}/qr.png` is the QR image itself, public so share buttons (Pinterest pins
 * an image) can point at it. An unknown or replaced code, or a page that is not open, is a 404: in a
 * browser the app's 'page introuvable'.
 */
export const shortLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const openPro = async (code: string) => {
    const proId = isShortLinkCode(code) ? await findProIdByCode(app.db, code) : undefined;
    const pro = proId ? await findPro(app.db, proId) : undefined;
    return pro ? findPublicPro(app.db, pro.slug) : undefined;
  };

  app.get('/q/:code', { schema: { tags, params: shortLinkParamsSchema } }, async (request, reply) => {
    const pro = await openPro(request.params.code);
    if (!pro) return reply.code(404).callNotFound();
    // Never cached: after 'Régénérer' the old code must stop working at once.
    return reply.header('cache-control', 'no-store').redirect(publicProfilePath(pro.slug), 302);
  });

  app.get('/q/:code/qr.png', { schema: { tags, params: shortLinkParamsSchema } }, async (request, reply) => {
    const { code } = request.params;
    if (!(await openPro(code))) return reply.code(404).callNotFound();
    const png = await qrPng(shortLinkUrl(app.config.publicUrl, code), 600);
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'no-cache')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(png);
  });
};
