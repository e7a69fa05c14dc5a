import { findPageImageFile } from '../features/page-editor/page-editor.repository.js';
import { imageVariantQuerySchema, type ImageVariantWidth } from '@quickrdv/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../db/database.js';
import { notFound } from '../http/app-error.js';
import { openVariant } from './image-variants.js';
import {
  openUpload,
  SHARED_UPLOADS,
  storedIn,
  UPLOAD_CONTENT_TYPES,
  type UploadExtension,
} from './upload-store.js';
import { findPhotoFile, findProfileImageFile, type ImageFile } from './uploads.repository.js';

type FindFile = (db: Executor, id: string) => Promise<ImageFile | undefined>;

// Photos and profile images are JPEG; a page's logo may be a PNG or a WebP (its transparency kept).
const JPEG_FILE = /^([0-9a-f-]{36})\.(jpg)$/;
const PAGE_FILE = /^([0-9a-f-]{36})\.(jpg|png|webp)$/;
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
    names: RegExp,
    file: string,
    width: ImageVariantWidth | undefined,
    reply: FastifyReply,
  ) {
    const { dataDir } = app.config;
    const match = names.exec(file);
    // The extension asked for must be the stored one: it names the Content-Type.
    const extension = match?.[2] as UploadExtension | undefined;
    const found = match && extension ? await findFile(app.db, match[1]!) : undefined;
    if (!found || !extension) throw notFound('Image introuvable.');
    // The owner's own file, else a shared one it shows (a demo copy's pictures are the showcase's).
    const folder = await storedIn(dataDir, [found.proId, SHARED_UPLOADS], found.fileId, extension);
    const upload = !folder
      ? null
      : width
        ? await openVariant(dataDir, folder, found.fileId, width, extension)
        : await openUpload(dataDir, folder, found.fileId, extension);
    if (!upload) throw notFound('Image introuvable.');
    return (
      reply
        .header('content-type', width ? 'image/webp' : UPLOAD_CONTENT_TYPES[extension])
        .header('content-length', upload.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        // The widget shows them on the professional's own site.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(upload.stream)
    );
  }

  app.get('/photos/:file', { schema }, (request, reply) =>
    serve(findPhotoFile, JPEG_FILE, request.params.file, request.query.w, reply),
  );
  app.get('/profile/:file', { schema }, (request, reply) =>
    serve(findProfileImageFile, JPEG_FILE, request.params.file, request.query.w, reply),
  );
  // The page's logo and background (page editor).
  app.get('/page/:file', { schema }, (request, reply) =>
    serve(findPageImageFile, PAGE_FILE, request.params.file, request.query.w, reply),
  );
};
