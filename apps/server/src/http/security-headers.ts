import helmet from '@fastify/helmet';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { BOOKING_FRAME_PREFIX, MAP_ORIGIN } from '@quickrdv/core';

/** The booking frame pages may be embedded by any site; every other page only by our own. */
function frameAncestors(req: IncomingMessage): string {
  try {
    // Resolving the URL removes dot segments: '/rendez-vous-en-ligne/cadreindividuel/../x' is not a frame page.
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    return path.startsWith(BOOKING_FRAME_PREFIX) ? '*' : "'self'";
  } catch {
    return "'self'";
  }
}

/** Security headers with a strict Content-Security-Policy; pages meant to be framed relax frame-ancestors. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
}
