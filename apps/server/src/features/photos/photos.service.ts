import { randomUUID } from 'node:crypto';
import { MAX_PHOTOS, photoPath, photosMessages, type PhotoView } from '@quickrdv/core';
import type { Db, Dialect } from '../../db/database.js';
import { AppError, notFound } from '../../http/app-error.js';
import { processUploadedImage } from '../../uploads/image-processing.js';
import { removeUpload, saveUpload } from '../../uploads/upload-store.js';
import {
  countPhotos,
  deletePhotoRow,
  insertPhoto,
  listPhotoRows,
  lockPro,
  nextPhotoPosition,
} from './photos.repository.js';

export interface PhotoDeps {
  db: Db;
  dialect: Dialect;
  dataDir: string;
}

const toPhotoView = (row: { id: string; position: number }): PhotoView => ({
  id: row.id,
  url: photoPath(row.id),
  position: row.position,
});

const tooMany = () =>
  new AppError('quota_exceeded', photosMessages.tooMany, { image: photosMessages.tooMany });

/** The photos of the establishment, in display order. */
export async function listPhotos(db: Db, proId: string): Promise<PhotoView[]> {
  return (await listPhotoRows(db, proId)).map(toPhotoView);
}

/**
 * Adds a photo: checks and re-encodes the image, stores the file, then counts and inserts in one
 * transaction with the professional locked, so concurrent uploads can never make a fifth photo.
 */
export async function addPhoto(deps: PhotoDeps, o: { proId: string; dataUrl: string }): Promise<PhotoView> {
  // Cheap early refusal before the image work; the transaction below is what guarantees the limit.
  if ((await countPhotos(deps.db, o.proId)) >= MAX_PHOTOS) throw tooMany();
  const jpeg = await processUploadedImage(o.dataUrl);
  const id = randomUUID();
  await saveUpload(deps.dataDir, o.proId, id, jpeg);
  try {
    const position = await deps.db.transaction().execute(async (trx) => {
      await lockPro(trx, deps.dialect, o.proId);
      if ((await countPhotos(trx, o.proId)) >= MAX_PHOTOS) throw tooMany();
      const next = await nextPhotoPosition(trx, o.proId);
      await insertPhoto(trx, {
        id,
        proId: o.proId,
        fileName: `${id}.jpg`,
        position: next,
        createdAt: new Date().toISOString(),
      });
      return next;
    });
    return toPhotoView({ id, position });
  } catch (error) {
    await removeUpload(deps.dataDir, o.proId, id);
    throw error;
  }
}

/** Deletes a photo of this professional and its file. */
export async function removePhoto(deps: PhotoDeps, o: { proId: string; photoId: string }): Promise<void> {
  if (!(await deletePhotoRow(deps.db, o.proId, o.photoId))) throw notFound(photosMessages.notFound);
  await removeUpload(deps.dataDir, o.proId, o.photoId);
}
