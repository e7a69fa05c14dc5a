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
 * Security headers (helmet's) on every response; pages meant to be framed relax frame-ancestors.
 * The two header sets are computed once: helmet's middleware, run per request, cost a third of a small
 * reply's server time (and @fastify/helmet even rebuilt the middleware on every request).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const framed = helmetHeaders('*');
  const pages = helmetHeaders("'self'");
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of isFramePage(request.raw.url) ? framed : pages)
      reply.raw.setHeader(name, value);
    done();
  });
}
