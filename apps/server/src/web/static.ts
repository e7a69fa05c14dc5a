import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { BOOKING_FRAME_PREFIX, type ApiErrorBody } from '@quickrdv/core';
import { findPublicPro } from '../features/public-profile/public-pro.repository.js';
import {
  apiPreload,
  framePrefetchLinks,
  HOME_PAGE_MODULE,
  lazyPageLinks,
  PROFILE_PAGE_MODULE,
} from './page-preloads.js';
import { profileHeadTags, withHead } from './profile-meta.js';

const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Files the build precompresses, and their precompressed twins (the path send opens is the .br or .gz one).
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt)(?:\.br|\.gz)?$/;

/** A professional's public page, '/rendez-vous-en-ligne/{slug}' (the frame and manage pages have more segments). */
const PROFILE_PAGE = /^\/rendez-vous-en-ligne\/([a-z0-9-]{1,100})\/?(?:\?.*)?$/;

/** The home page, '/' (a search may add a query). */
const HOME_PAGE = /^\/(?:\?.*)?$/;

/** The booking frame of a professional, '/rendez-vous-en-ligne/cadreindividuel/{slug}'. */
const FRAME_PAGE = new RegExp(`^${BOOKING_FRAME_PREFIX}([a-z0-9-]{1,100})\\/?(?:\\?.*)?$`);

/** A file under the build's assets folder: Vite names these by content hash, so they never change. */
function isHashedAsset(root: string, filePath: string): boolean {
  return path.relative(root, filePath).startsWith(`assets${path.sep}`);
}

/** Serves the built single-page app; any unknown non-API path gets index.html so client routes load. */
export async function registerWeb(app: FastifyInstance, webDist: string | null): Promise<void> {
  const root = webDist ? path.resolve(webDist) : defaultDist;
  const hasWeb = existsSync(path.join(root, 'index.html'));
  const hasFramePage = existsSync(path.join(root, 'widget.html'));
  // Read once: profile pages are index.html with their own head (Open Graph tags for shared links).
  const indexHtml = hasWeb ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';
  const frameHtml = hasFramePage ? readFileSync(path.join(root, 'widget.html'), 'utf8') : '';
  const profileModuleLinks = hasWeb ? lazyPageLinks(root, PROFILE_PAGE_MODULE) : '';
  const frameLinks = hasFramePage ? framePrefetchLinks(root, PROFILE_PAGE_MODULE) : '';
  const homeLinks = hasWeb ? lazyPageLinks(root, HOME_PAGE_MODULE) : '';
  const homeHtml = homeLinks ? indexHtml.replace('</title>', `</title>\n    ${homeLinks}`) : indexHtml;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each compressible asset (apps/web/vite.config.ts): the one the
      // browser accepts is sent as is, so nothing is compressed per request.
      preCompressed: true,
      // send's own header ('public, max-age=0') would replace the one setHeaders writes.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite names assets by content hash: cache them for a year; other files (favicon) revalidate.
        res.setHeader('cache-control', isHashedAsset(root, filePath) ? IMMUTABLE : 'no-cache');
        if (COMPRESSIBLE.test(filePath)) res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    // HEAD as GET (send writes no body): monitors and link checkers probe pages with HEAD.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !path.extname(request.url.split('?')[0]!);
    if (hasWeb && isPage) {
      const profile = PROFILE_PAGE.exec(request.url)?.[1];
      const pro = profile ? await findPublicPro(app.db, profile) : undefined;
      if (pro) {
        const head = profileHeadTags(pro, app.config.publicUrl);
        // The page's data and its route module are asked for at once, in parallel with the app's scripts,
        // not after them.
        head.tags += `\n    ${apiPreload(`/api/v1/public/pros/${pro.slug}`)}`;
        if (profileModuleLinks) head.tags += `\n    ${profileModuleLinks}`;
        // Its booking frame's files, fetched while the page's scripts run.
        if (frameLinks) head.tags += `\n    ${frameLinks}`;
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(withHead(indexHtml, head));
      }
      if (HOME_PAGE.test(request.url)) {
        // The home page's module is fetched with the app's entry, as the profile's is.
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(homeHtml);
      }
      const frameSlug = hasFramePage ? FRAME_PAGE.exec(request.url)?.[1] : undefined;
      const framePro = frameSlug ? await findPublicPro(app.db, frameSlug) : undefined;
      if (framePro) {
        // The frame's first call (the salon, its next free days) leaves with its page, not after its script.
        const preload = apiPreload(`/api/v1/public/pros/${framePro.slug}`);
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(frameHtml.replace('</title>', `</title>\n    ${preload}`));
      }
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
