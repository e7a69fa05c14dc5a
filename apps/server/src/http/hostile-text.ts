import { CONTROL_CHARS_MESSAGE, findForbiddenText } from '@quickrdv/core';
import type { FastifyInstance } from 'fastify';
import { fieldError } from './app-error.js';

/**
 * Refuses control characters in the URL parameters, the query and the JSON body of every route, before
 * validation: a 400 naming the field, and nothing reaches a service. PostgreSQL would answer a NUL with an
 * error (a 500) where SQLite stores it; refusing both keeps the two databases identical.
 */
export function registerHostileTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    // Unknown paths get their 404 (or the web page) whatever their query says.
    if (request.is404) return done();
    for (const part of [request.params, request.query, request.body]) {
      const path = findForbiddenText(part);
      if (path !== null) return done(fieldError(path || 'body', CONTROL_CHARS_MESSAGE));
    }
    done();
  });
}
