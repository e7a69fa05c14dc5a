import { stat, rm } from 'node:fs/promises';
import type { ImageVariantWidth } from '@quickrdv/core';
import sharp from 'sharp';
import { openFile, uploadPath, variantPath, writeWhole, type UploadExtension } from './upload-store.js';

// WebP: a third lighter than JPEG at the same look, and every browser we serve shows it.
const WEBP_QUALITY = 75;

/** Copies being made, by file: simultaneous first requests for one copy resize it once. */
const making = new Map<string, Promise<void>>();

/**
 * The copy of a stored image (in `folder`: its owner's or the shared one) at `width` pixels wide, made from
 * the stored file on its first request and kept beside it: ids never change, so neither does a copy. A
 * transparent logo's copy keeps its alpha (WebP has one).
 */
export async function openVariant(
  dataDir: string,
  folder: string,
  fileId: string,
  width: ImageVariantWidth,
  extension: UploadExtension = 'jpg',
) {
  const target = variantPath(dataDir, folder, fileId, width);
  const cached = await openFile(target);
  if (cached) return cached;
  let job = making.get(target);
  if (!job) {
    job = makeVariant(uploadPath(dataDir, folder, fileId, extension), target, width).finally(() =>
      making.delete(target),
    );
    making.set(target, job);
  }
  await job;
  return openFile(target);
}

async function makeVariant(source: string, target: string, width: ImageVariantWidth): Promise<void> {
  const bytes = await sharp(source)
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
  await writeWhole(target, bytes);
  // The image deleted meanwhile (its copies removed with it): leave no copy behind.
  if (!(await stat(source).catch(() => null))) await rm(target, { force: true });
}
