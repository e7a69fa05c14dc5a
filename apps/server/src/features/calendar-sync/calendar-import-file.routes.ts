import {
  CALENDAR_IMPORT_MAX_BYTES,
  calendarSyncMessages as m,
  importFileQuerySchema,
  importViewSchema,
} from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.js';
import { acceptRawUploads, RawUpload } from '../../http/raw-upload.js';
import { currentPro } from '../auth/session.plugin.js';
import { importFromFile } from './imports.service.js';

/** What browsers send for an .ics file (some say nothing better than octet-stream or text/plain). */
const ICS_TYPES = ['text/calendar', 'application/octet-stream', 'text/plain'];
// The limit is checked on the bytes; the margin lets a file just over it get that message.
const BODY_LIMIT = CALENDAR_IMPORT_MAX_BYTES + 64 * 1024;

/**
 * POST /calendar-sync/imports/file?staffId=&name=: the body is the .ics file itself. In its own plugin so
 * the raw-body parser and the French 413 apply to this route only.
 */
export const calendarImportFileRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptRawUploads(app, {
    types: ICS_TYPES,
    bodyLimit: BODY_LIMIT,
    tooLarge: () => new AppError('payload_too_large', m.tooLarge, { file: m.tooLarge }),
  });

  app.post(
    '/imports/file',
    {
      bodyLimit: BODY_LIMIT,
      config: { auth: 'pro', live: ['availabilities.changed'] },
      schema: {
        tags: ['calendar sync'],
        querystring: importFileQuerySchema,
        response: { 201: importViewSchema },
      },
    },
    async (request, reply) => {
      if (!(request.body instanceof RawUpload) || request.body.bytes.byteLength === 0)
        throw new AppError('validation', m.fileRequired, { file: m.fileRequired });
      const bytes = request.body.bytes;
      if (bytes.byteLength > CALENDAR_IMPORT_MAX_BYTES)
        throw new AppError('payload_too_large', m.tooLarge, { file: m.tooLarge });
      const view = await importFromFile(
        {
          db: app.db,
          allowPrivateHosts: false,
          refreshMinutes: app.config.calendarImportRefreshMinutes,
        },
        {
          pro: currentPro(request),
          staffId: request.query.staffId,
          fileName: request.query.name,
          text: new TextDecoder().decode(bytes),
        },
      );
      return reply.code(201).send(view);
    },
  );
};
