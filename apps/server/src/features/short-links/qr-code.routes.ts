import { qrCodeFileName, qrImageQuerySchema, qrMessages } from '@quickrdv/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPro } from '../auth/session.plugin.js';
import { qrPng, qrSvg } from './qr-image.js';
import {
  ensureShortLink,
  mailQrCode,
  presentShortLink,
  regenerateShortLink,
  shortLinkUrl,
} from './short-links.service.js';

const pro = { auth: 'pro' as const };
const tags = ['account'];
const view = z.object({ code: z.string(), url: z.string(), profileUrl: z.string() });

/** A QR image of the professional's own link: never cached by a shared cache, revalidated after 'Régénérer'. */
function sendImage(reply: FastifyReply, o: { type: string; fileName: string; download: boolean }) {
  return reply
    .header('content-type', o.type)
    .header('cache-control', 'private, no-cache')
    .header('content-disposition', `${o.download ? 'attachment' : 'inline'}; filename="${o.fileName}"`);
}

/** MON COMPTE's QR code (under /api/v1/account/qr-code): its link, its images, e-mail it, regenerate it. */
export const qrCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl } = app.config;

  app.get('/', { config: pro, schema: { tags, response: { 200: view } } }, async (request) => {
    const me = currentPro(request);
    return presentShortLink(publicUrl, me, await ensureShortLink(app.db, me.id));
  });

  app.get(
    '/image.png',
    { config: pro, schema: { tags, querystring: qrImageQuerySchema } },
    async (request, reply) => {
      const me = currentPro(request);
      const png = await qrPng(shortLinkUrl(publicUrl, await ensureShortLink(app.db, me.id)));
      const fileName = qrCodeFileName(me.slug, 'png');
      return sendImage(reply, { type: 'image/png', fileName, download: !!request.query.download }).send(png);
    },
  );

  app.get(
    '/image.svg',
    { config: pro, schema: { tags, querystring: qrImageQuerySchema } },
    async (request, reply) => {
      const me = currentPro(request);
      const svg = await qrSvg(shortLinkUrl(publicUrl, await ensureShortLink(app.db, me.id)));
      const fileName = qrCodeFileName(me.slug, 'svg');
      return sendImage(reply, { type: 'image/svg+xml', fileName, download: !!request.query.download }).send(
        svg,
      );
    },
  );

  app.post(
    '/regenerate',
    { config: pro, schema: { tags, response: { 200: view.extend({ message: z.string() }) } } },
    async (request) => {
      const me = currentPro(request);
      const code = await regenerateShortLink(app.db, me.id);
      return { ...presentShortLink(publicUrl, me, code), message: qrMessages.regenerated };
    },
  );

  app.post(
    '/mail',
    { config: pro, schema: { tags, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      const me = currentPro(request);
      await mailQrCode(app.db, { pro: me, publicUrl, now: new Date() });
      app.jobs.wake();
      return { message: me.isDemo ? qrMessages.mailKeptInDemo : qrMessages.mailSent(me.email) };
    },
  );
};
