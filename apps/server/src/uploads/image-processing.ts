import {
  base64DecodedLength,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  parseDataUrl,
  PHOTO_FIT,
  photosMessages,
  type ImageFit,
} from '@quickrdv/core';
import sharp from 'sharp';
import { fieldError } from '../http/app-error.js';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const JPEG_QUALITY = 85;

/**
 * Turns an uploaded data URL into the JPEG we store: checks it is really a JPEG, PNG or WebP image (by its
 * bytes, not its declared type), at most 10 Mo and not under `fit.minSide` (350 × 350 for photos); applies
 * the EXIF rotation, fits it in the box (1600 × 1600 for photos), flattens transparency on white and drops
 * every metadata (location...). Errors are field errors on `field` ('image').
 */
export async function processUploadedImage(
  dataUrl: string,
  field = 'image',
  fit: ImageFit = PHOTO_FIT,
): Promise<Buffer> {
  const parsed = parseDataUrl(dataUrl);
  if (!parsed) throw fieldError(field, photosMessages.notAnImage);
  // Checked on the base64 length first, so an oversized upload is refused before being decoded.
  if (base64DecodedLength(parsed.base64) > MAX_IMAGE_BYTES) throw fieldError(field, photosMessages.tooHeavy);
  const bytes = Buffer.from(parsed.base64, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) throw fieldError(field, photosMessages.tooHeavy);
  // sharp throws at once (not in its promise) on an empty buffer: 'data:image/png;base64,' is no image.
  if (bytes.length === 0) throw fieldError(field, photosMessages.notAnImage);

  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
  const meta = await image.metadata().catch(() => null);
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw fieldError(field, photosMessages.notAnImage);
  }
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw fieldError(field, photosMessages.tooLarge);
  // EXIF rotation swaps the sides, not the smallest one.
  if (Math.min(meta.width, meta.height) < fit.minSide) throw fieldError(field, fit.tooSmall);

  try {
    return await image
      .rotate()
      .resize({
        width: fit.width,
        height: fit.height,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
  } catch {
    // A header that reads well over a body that does not decode (truncated or corrupt file).
    throw fieldError(field, photosMessages.notAnImage);
  }
}
