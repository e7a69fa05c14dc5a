import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../db/database.js';
import { notFound } from '../http/app-error.js';
import { openUpload } from './upload-store.js';
import { findPhotoOwner, findProfileImageOwner } from './uploads.repository.js';

type FindOwner = (db: Executor, fileId: string) => Promise<{ proId: string } | undefined>;

const FILE = /^([0-9a-f-]{36})\.jpg$/;
const params = z.object({ file: z.string().max(100) });
const schema = { tags: ['uploads'], params };

/**
 * Public images: photos of the establishment and profile images, shown on the public page and the widget.
 * A new upload always gets a new id, so a file never changes and is cached for a year.
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  async function serve(findOwner: FindOwner, file: string, reply: FastifyReply) {
    const id = FILE.exec(file)?.[1];
    const owner = id ? await findOwner(app.db, id) : undefined;
    const upload = owner && id ? await openUpload(app.config.dataDir, owner.proId, id) : null;
    if (!upload) throw notFound('Image introuvable.');
    return (
      reply
        .header('content-type', 'image/jpeg')
        .header('content-length', upload.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        // The widget shows them on the professional's own site.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(upload.stream)
    );
  }

  app.get('/photos/:file', { schema }, (request, reply) => serve(findPhotoOwner, request.params.file, reply));
  app.get('/profile/:file', { schema }, (request, reply) =>
    serve(findProfileImageOwner, request.params.file, reply),
  );
};
