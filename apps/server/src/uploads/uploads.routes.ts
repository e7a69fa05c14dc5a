import { findPageImageFile } from '../features/page-editor/page-editor.repository.js';
import { imageVariantQuerySchema, type ImageVariantWidth } from '@quickrdv/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../db/database.js';
import { notFound } from '../http/app-error.js';
import { openVariant } from './image-variants.js';
import { openUpload, SHARED_UPLOADS, storedIn } from './upload-store.js';
import { findPhotoFile, findProfileImageFile, type ImageFile } from './uploads.repository.js';

type FindFile = (db: Executor, id: string) => Promise<ImageFile | undefined>;

const FILE = /^([0-9a-f-]{36})\.jpg$/;
const params = z.object({ file: z.string().max(100) });
// `w`: one of the widths of core's IMAGE_VARIANT_WIDTHS, for a resized WebP copy (srcset); any other is a 400.
const schema = { tags: ['uploads'], params, querystring: imageVariantQuerySchema };

/**
 * Public images: photos of the establishment and profile images, shown on the public page and the widget.
 * A new upload always gets a new id, so a file never changes and is cached for a year (its resized copies too).
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  async function serve(
    findFile: FindFile,
    file: string,
    width: ImageVariantWidth | undefined,
    reply: FastifyReply,
  ) {
    const { dataDir } = app.config;
    const id = FILE.exec(file)?.[1];
    const found = id ? await findFile(app.db, id) : undefined;
    // The owner's own file, else a shared one it shows (a demo copy's pictures are the showcase's).
    const folder = found ? await storedIn(dataDir, [found.proId, SHARED_UPLOADS], found.fileId) : undefined;
    const upload =
      found && folder
        ? width
          ? await openVariant(dataDir, folder, found.fileId, width)
          : await openUpload(dataDir, folder, found.fileId)
        : null;
    if (!upload) throw notFound('Image introuvable.');
    return (
      reply
        .header('content-type', width ? 'image/webp' : 'image/jpeg')
        .header('content-length', upload.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        // The widget shows them on the professional's own site.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(upload.stream)
    );
  }

  app.get('/photos/:file', { schema }, (request, reply) =>
    serve(findPhotoFile, request.params.file, request.query.w, reply),
  );
  app.get('/profile/:file', { schema }, (request, reply) =>
    serve(findProfileImageFile, request.params.file, request.query.w, reply),
  );
  // The page's logo and background (page editor).
  app.get('/page/:file', { schema }, (request, reply) =>
    serve(findPageImageFile, request.params.file, request.query.w, reply),
  );
};
