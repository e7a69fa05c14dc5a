import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { BOOKING_FRAME_PREFIX, type ApiErrorBody } from '@quickrdv/core';

const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Serves the built single-page app; any unknown non-API path gets index.html so client routes load. */
export async function registerWeb(app: FastifyInstance, webDist: string | null): Promise<void> {
  const root = webDist ? path.resolve(webDist) : defaultDist;
  const hasWeb = existsSync(path.join(root, 'index.html'));
  const hasFramePage = existsSync(path.join(root, 'widget.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Vite names assets by content hash: cache them for a year; index.html always revalidates.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !path.extname(request.url.split('?')[0]!);
    if (hasWeb && isPage) {
      // The booking frame has its own light page; every other page is the app's.
      const page =
        hasFramePage && request.url.startsWith(BOOKING_FRAME_PREFIX) ? 'widget.html' : 'index.html';
      // cacheControl: false, or send's default 'public, max-age=0' would replace this header.
      return reply.header('cache-control', 'no-cache').sendFile(page, { cacheControl: false });
    }
    return reply
      .status(404)
      .send({ code: 'not_found', message: 'Ressource introuvable.' } satisfies ApiErrorBody);
  });
}
