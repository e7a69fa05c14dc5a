import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@quickrdv/core';
import { isDatabaseBusy } from '../db/db-errors.js';
import { AppError } from './app-error.js';

/** Turns every error into the one JSON shape; input errors are 4xx in French, internals of 5xx are hidden. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiErrorBody = { code: error.code, message: error.message, fields: error.fields };
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        fields[field] ??= issue.message;
      }
      const first = Object.values(fields)[0] ?? 'Données invalides.';
      const body: ApiErrorBody = { code: 'validation', message: first, fields };
      return reply.status(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({
        code: 'rate_limited',
        message: 'Trop de requêtes. Veuillez réessayer dans quelques instants.',
      } satisfies ApiErrorBody);
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, body too large...).
      const message =
        status === 413
          ? 'Le contenu envoyé est trop volumineux.'
          : status === 415
            ? 'Type de contenu non pris en charge.'
            : 'Requête invalide.';
      return reply.status(status).send({ code: 'validation', message } satisfies ApiErrorBody);
    }
    if (isDatabaseBusy(error)) {
      // Not the request's fault, and the statement or transaction that met it wrote nothing (it never got
      // the lock, or was rolled back): the same request succeeds once the other writer is done.
      request.log.warn({ err: error }, 'database busy');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({
          code: 'busy',
          message: 'Le service est momentanément occupé. Veuillez réessayer dans quelques instants.',
        } satisfies ApiErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      code: 'internal',
      message: 'Une erreur interne est survenue. Veuillez réessayer.',
    } satisfies ApiErrorBody);
  });
}
