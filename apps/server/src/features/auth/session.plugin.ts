import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ProRow } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { findPro } from '../account/pros.repository.js';
import { deleteSession, findSession, insertSession } from './sessions.repository.js';
import { hmac, newToken, safeEqual } from './tokens.js';

export const SESSION_COOKIE = 'qrdv_sid';
export const CSRF_HEADER = 'x-csrf-token';
const SESSION_DAYS = 30;

export interface AuthContext {
  sessionId: string;
  pro: ProRow;
  csrfToken: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /**
     * 'pro': only the logged-in professional (or a demo visitor on their own demo copy) may call it.
     * 'public': anyone; the route never uses the session, so none is loaded and no CSRF token is asked
     * for (a professional trying their own booking page sends their cookie). The Origin check still applies.
     */
    auth?: 'pro' | 'public';
  }
  interface FastifyInstance {
    /** Every professional route, as registered: the authorisation test walks this list. */
    proRoutes: { method: string; url: string }[];
    startSession(
      reply: FastifyReply,
      request: FastifyRequest,
      pro: ProRow,
      expiresAt?: Date,
    ): Promise<string>;
    endSession(reply: FastifyReply, request: FastifyRequest): Promise<void>;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Cookie sessions, CSRF checks on cookie-authenticated writes, and the 401 of professional routes. */
export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { secret: string; secure: boolean; publicUrl: string }) => {
    const db = app.db;
    const csrfFor = (token: string) => hmac(opts.secret, `csrf:${token}`);
    const allowedOrigin = new URL(opts.publicUrl).origin;

    app.decorateRequest('auth', null);
    app.decorate('proRoutes', []);
    app.addHook('onRoute', (route) => {
      if (route.config?.auth !== 'pro') return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== 'HEAD') app.proRoutes.push({ method, url: route.url });
    });

    app.decorate(
      'startSession',
      async (reply: FastifyReply, request: FastifyRequest, pro: ProRow, expiresAt?: Date) => {
        const token = newToken();
        const now = new Date();
        const expires = expiresAt ?? new Date(now.getTime() + SESSION_DAYS * 86_400_000);
        await insertSession(db, {
          id: hmac(opts.secret, token),
          proId: pro.id,
          createdAt: now.toISOString(),
          expiresAt: expires.toISOString(),
          userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
        });
        reply.setCookie(SESSION_COOKIE, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: opts.secure,
          expires,
        });
        return csrfFor(token);
      },
    );

    app.decorate('endSession', async (reply: FastifyReply, request: FastifyRequest) => {
      if (request.auth) await deleteSession(db, request.auth.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    });

    /** The session of the request's cookie, the 401 of a professional route without one, the CSRF check. */
    const authenticate = async (request: FastifyRequest, auth: 'pro' | undefined) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        const session = await findSession(db, hmac(opts.secret, token), new Date().toISOString());
        const pro = session ? await findPro(db, session.proId) : undefined;
        if (session && pro) request.auth = { sessionId: session.id, pro, csrfToken: csrfFor(token) };
      }
      if (auth === 'pro' && !request.auth) throw unauthorized();
      if (UNSAFE.has(request.method) && request.auth) {
        const sent = request.headers[CSRF_HEADER];
        if (typeof sent !== 'string' || !safeEqual(sent, request.auth.csrfToken)) {
          throw new AppError('csrf', 'Jeton de sécurité invalide. Veuillez recharger la page.');
        }
      }
    };

    // Runs before body parsing and validation, so an anonymous or forged call is refused before anything else.
    // Callback-style: public routes (every slot search) wait for nothing here (app.ts says why).
    app.addHook('onRequest', (request, _reply, done) => {
      if (!request.url.startsWith('/api/')) return done();
      if (UNSAFE.has(request.method)) {
        // A write from another site is refused whatever it carries (covers login and sign-up forms too).
        const origin = request.headers.origin;
        if (origin && origin !== allowedOrigin && origin !== `${request.protocol}://${request.host}`) {
          return done(new AppError('csrf', 'Requête refusée : origine non autorisée.'));
        }
      }
      const auth = request.routeOptions.config?.auth;
      if (auth === 'public') return done();
      authenticate(request, auth).then(() => done(), done);
    });
  },
);

const unauthorized = () =>
  new AppError('unauthorized', 'Veuillez vous connecter pour accéder à votre espace.');

/** The logged-in professional of a route declared with config.auth = 'pro'. */
export function currentPro(request: FastifyRequest): ProRow {
  if (!request.auth) throw unauthorized();
  return request.auth.pro;
}
