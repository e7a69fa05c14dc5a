import { CLIENTS_CSV_MAX_BYTES, clientMessages as m } from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { acceptRawUploads, RawUpload } from '../../http/raw-upload.js';
import { currentPro } from '../auth/session.plugin.js';
import { exportClientsCsv, importClients, previewImport } from './clients-csv.service.js';

const tags = ['clients'];
/** What browsers send for a .csv file (Windows with Excel installed says application/vnd.ms-excel). */
const CSV_TYPES = ['text/csv', 'application/vnd.ms-excel', 'application/octet-stream'];
// The file limit is checked on the decoded bytes; the margin lets a file just over it get that message.
const BODY_LIMIT = CLIENTS_CSV_MAX_BYTES + 64 * 1024;

const importQuery = z.object({
  duplicates: z
    .enum(['merge', 'skip'], { error: 'Choisissez « merge » ou « skip » pour les doublons.' })
    .default('skip'),
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun vaut « true » ou « false ».' })
    .default('false')
    .transform((v) => v === 'true'),
});
const previewDto = z.object({
  fatal: z.string().nullable(),
  rows: z.number(),
  valid: z.number(),
  invalid: z.number(),
  duplicates: z.number(),
});
const resultDto = z.object({
  added: z.number(),
  merged: z.number(),
  skipped: z.number(),
  invalid: z.number(),
});

/**
 * CSV export and import of the client book. In their own plugin so the raw-body parser and the French
 * 413 apply to the import route only.
 */
export const clientsCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptRawUploads(app, {
    types: CSV_TYPES,
    bodyLimit: BODY_LIMIT,
    tooLarge: () => new AppError('payload_too_large', m.importTooLarge),
  });

  app.get('/export.csv', { config: { auth: 'pro' }, schema: { tags } }, async (request, reply) => {
    const { csv, filename } = await exportClientsCsv(app.db, currentPro(request));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.post(
    '/import',
    {
      bodyLimit: BODY_LIMIT,
      config: { auth: 'pro', live: ['clients.changed'] },
      schema: { tags, querystring: importQuery, response: { 200: z.union([previewDto, resultDto]) } },
    },
    async (request) => {
      if (!(request.body instanceof RawUpload))
        throw new AppError('validation', m.importWrongType, { file: m.importWrongType });
      const bytes = request.body.bytes;
      if (bytes.byteLength > CLIENTS_CSV_MAX_BYTES)
        throw new AppError('payload_too_large', m.importTooLarge, { file: m.importTooLarge });
      const pro = currentPro(request);
      const { duplicates, dryRun } = request.query;
      return dryRun
        ? previewImport(app.db, pro, bytes, duplicates)
        : importClients(app.db, pro, bytes, duplicates, { dialect: app.dialect });
    },
  );
};
