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
    job = makeVariant(
      uploadPath(dataDir, folder, fileId, extension),
      target,
      width,
      extension !== 'jpg',
    ).finally(() => making.delete(target));
    making.set(target, job);
  }
  await job;
  return openFile(target);
}

async function makeVariant(
  source: string,
  target: string,
  width: ImageVariantWidth,
  transparent: boolean,
): Promise<void> {
  const resized = () => sharp(source).resize({ width, withoutEnlargement: true });
  const lossy = resized().webp({ quality: WEBP_QUALITY }).toBuffer();
  // A transparent logo (PNG or WebP) may be flat colours and text: lossy WebP blurs them and weighs more
  // than near-lossless (a 320 px copy of a logo with text: 7.6 KB against 6.1, its 800 px palette PNG 5.8),
  // a cut-out photo the other way round (2.9 KB against 20). Both made, the lighter kept, as at upload.
  const bytes = transparent
    ? (await Promise.all([lossy, resized().webp({ nearLossless: true, quality: 60 }).toBuffer()])).reduce(
        (a, b) => (b.length < a.length ? b : a),
      )
    : await lossy;
  await writeWhole(target, bytes);
  // The image deleted meanwhile (its copies removed with it): leave no copy behind.
  if (!(await stat(source).catch(() => null))) await rm(target, { force: true });
}
