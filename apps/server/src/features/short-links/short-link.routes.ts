import {
  bookingMessages,
  isShortLinkCode,
  publicProfilePath,
  shortLinkParamsSchema,
  slugParamsSchema,
} from '@quickrdv/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error.js';
import { registerRateLimit } from '../../http/shared-rate-limit.js';
import { findPro } from '../account/pros.repository.js';
import { findPublicPro } from '../public-profile/public-pro.repository.js';
import { qrPng } from './qr-image.js';
import { findProIdByCode } from './short-links.repository.js';
import { ensureShortLink, shortLinkUrl } from './short-links.service.js';

const tags = ['public booking'];

/** Public QR images a visitor's address may ask a minute: a page shows one; the first drawing is costly. */
export const QR_IMAGES_PER_IP_PER_MINUTE = 60;
const limited = { rateLimit: { max: QR_IMAGES_PER_IP_PER_MINUTE, timeWindow: '1 minute' } };

/**
 * The short links QR codes encode, at the site root: `/q/{code}` sends the visitor to the professional's
 * current profile page; `/q/{code}/qr.png` is the QR image itself, public so share buttons (Pinterest pins
 * an image) can point at it. An unknown or replaced code, or a page that is not open, is a 404: in a
 * browser the app's 'page introuvable'.
 */
export const shortLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerRateLimit(app);
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

  const sendQr = async (reply: FastifyReply, code: string) =>
    reply
      .header('content-type', 'image/png')
      .header('cache-control', 'no-cache')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(await qrPng(shortLinkUrl(app.config.publicUrl, code), 600));

  app.get(
    '/q/:code/qr.png',
    { config: limited, schema: { tags, params: shortLinkParamsSchema } },
    async (request, reply) => {
      const { code } = request.params;
      if (!(await openPro(code))) return reply.code(404).callNotFound();
      return sendQr(reply, code);
    },
  );

  // The same image by the page's slug, which the widget knows (it never sees the code): its share buttons
  // share the QR code, as the spec asks. The code is made here if the professional never opened theirs.
  app.get(
    '/api/v1/public/pros/:slug/qr.png',
    { config: limited, schema: { tags, params: slugParamsSchema } },
    async (request, reply) => {
      const pro = await findPublicPro(app.db, request.params.slug);
      if (!pro) throw notFound(bookingMessages.proNotFound);
      return sendQr(reply, await ensureShortLink(app.db, pro.id));
    },
  );
};
