import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { BOOKING_FRAME_PREFIX, MAP_ORIGIN } from '@quickrdv/core';

type HeaderList = readonly (readonly [name: string, value: string])[];

/** The booking frame pages may be embedded by any site; every other page only by our own. */
function isFramePage(url: string | undefined): boolean {
  // Most requests: resolving cannot add the prefix to a URL without it (a miss only means the stricter policy).
  if (!url?.includes(BOOKING_FRAME_PREFIX)) return false;
  try {
    // Resolving the URL removes dot segments: '/rendez-vous-en-ligne/cadreindividuel/../x' is not a frame page.
    return new URL(url ?? '/', 'http://localhost').pathname.startsWith(BOOKING_FRAME_PREFIX);
  } catch {
    return false;
  }
}

/** Files never shown as a page: the build's assets, and the uploaded pictures (JPEG or WebP, never SVG). */
const ASSET_PREFIXES = ['/assets/', '/api/v1/uploads/'];

/** A file under one of those prefixes (resolved, as above: '/assets/../x' is not one). */
function isAsset(url: string | undefined): boolean {
  if (!url || !ASSET_PREFIXES.some((prefix) => url.startsWith(prefix))) return false;
  try {
    const { pathname } = new URL(url, 'http://localhost');
    return ASSET_PREFIXES.some((prefix) => pathname.startsWith(prefix));
  } catch {
    return false;
  }
}

/** Helmet's options: a strict Content-Security-Policy whose frame-ancestors is the only part that varies. */
const helmetOptions = (frameAncestors: string): Parameters<typeof helmet>[0] => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      scriptSrc: ["'self'"],
      // PrimeReact positions overlays with inline styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // Our booking frame, and the address map of the profile page and the widget's 'Itinéraire'.
      frameSrc: ["'self'", MAP_ORIGIN],
      frameAncestors: [frameAncestors],
      formAction: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  // The booking frame is embedded on the professionals' own sites.
  frameguard: false,
});

/** The headers helmet sets for these options, captured once from a response that only records them. */
function helmetHeaders(frameAncestors: string): HeaderList {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmet(helmetOptions(frameAncestors))(
    { url: '/' } as IncomingMessage,
    recorder as unknown as ServerResponse,
    () => undefined,
  );
  return headers;
}

/**
 * Headers that only mean something on a document. A hashed file of our build under /assets (script, style
 * sheet, font) or an uploaded picture never is one, and over HTTP/1.1 every response's headers travel
 * uncompressed: these are about 500 bytes, sent again with each of the 25 files of a profile on a phone.
 */
const DOCUMENT_ONLY = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/**
 * Security headers (helmet's) on every response; pages meant to be framed relax frame-ancestors; the build's
 * assets keep only those that apply to them (nosniff, CORP, HSTS, referrer policy).
 * The two header sets are computed once: helmet's middleware, run per request, cost a third of a small
 * reply's server time (and @fastify/helmet even rebuilt the middleware on every request).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const framed = helmetHeaders('*');
  const pages = helmetHeaders("'self'");
  const assets = pages.filter(([name]) => !DOCUMENT_ONLY.has(name.toLowerCase()));
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.raw.url;
    const headers = isAsset(url) ? assets : isFramePage(url) ? framed : pages;
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
