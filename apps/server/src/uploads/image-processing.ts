import {
  base64DecodedLength,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  parseDataUrl,
  PHOTO_FIT,
  photosMessages,
  type ImageFit,
} from '@quickrdv/core';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { fieldError } from '../http/app-error.js';
import type { UploadExtension } from './upload-store.js';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const JPEG_QUALITY = 85;
// A transparent logo is encoded both ways and the lighter kept (measured on 800 px logos: a flat one with
// text is about 6 KB as a palette PNG and 13 KB as WebP; a cut-out photo about 410 KB as PNG and 70 KB as
// WebP). The PNG is quantised to at most 256 colours with their alpha (libimagequant), which a logo's flat
// colours survive unchanged; the WebP's alpha is lossless, so the edges stay as drawn. Both at their
// default effort: WebP's highest took 3 s for one logo, for 2 % fewer bytes.
const PNG_OPTIONS = { palette: true, quality: 90, effort: 7, compressionLevel: 9 } as const;
const WEBP_OPTIONS = { quality: 85, alphaQuality: 100, smartSubsample: true } as const;

/** A picture as stored: its bytes and its file's extension, which names its type (jpg, png, webp). */
export interface StoredImage {
  bytes: Buffer;
  extension: UploadExtension;
}

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
  const fitted = await fittedUpload(dataUrl, field, fit);
  return encoded(field, () =>
    fitted.flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer(),
  );
}

/**
 * As `processUploadedImage`, for a picture that keeps its transparency (the page's logo): one with
 * transparent pixels once fitted is stored as a PNG or a WebP, whichever is lighter, its alpha kept; one
 * without any stays a JPEG, as light as before. Decoded and re-encoded either way: the visitor's bytes
 * are never stored.
 */
export async function processTransparentImage(
  dataUrl: string,
  field: string,
  fit: ImageFit,
): Promise<StoredImage> {
  const fitted = await fittedUpload(dataUrl, field, fit);
  // At most the box's pixels (800 × 800 × 4 for a logo), decoded once and encoded from memory.
  const { data, info } = await encoded<{ data: Buffer; info: OutputInfo }>(field, () =>
    fitted.toColourspace('srgb').ensureAlpha().raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true }),
  );
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  if (!hasTransparency(data, info.channels)) {
    const bytes = await pixels().removeAlpha().jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
    return { bytes, extension: 'jpg' };
  }
  const [png, webp] = await Promise.all([
    pixels().png(PNG_OPTIONS).toBuffer(),
    pixels().webp(WEBP_OPTIONS).toBuffer(),
  ]);
  return png.length <= webp.length ? { bytes: png, extension: 'png' } : { bytes: webp, extension: 'webp' };
}

/** Whether any pixel of raw 8-bit pixels (alpha last of `channels`) is not fully opaque. */
function hasTransparency(data: Buffer, channels: number): boolean {
  for (let i = channels - 1; i < data.length; i += channels) if (data[i]! < 255) return true;
  return false;
}

/**
 * The checks every upload passes, then the picture rotated upright and fitted in its box (not encoded yet).
 * Refused, with the French reason on `field`: no base64 data URL, over 10 Mo, bytes that are not a JPEG, PNG
 * or WebP (an SVG or a GIF under any declared type), more than 40 million pixels (announced by a small
 * file or not), an animated picture (only its first frame would be kept), under `fit.minSide`.
 */
async function fittedUpload(dataUrl: string, field: string, fit: ImageFit): Promise<Sharp> {
  const parsed = parseDataUrl(dataUrl);
  if (!parsed) throw fieldError(field, photosMessages.notAnImage);
  // Checked on the base64 length first, so an oversized upload is refused before being decoded.
  if (base64DecodedLength(parsed.base64) > MAX_IMAGE_BYTES) throw fieldError(field, photosMessages.tooHeavy);
  const bytes = Buffer.from(parsed.base64, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) throw fieldError(field, photosMessages.tooHeavy);
  // sharp throws at once (not in its promise) on an empty buffer: 'data:image/png;base64,' is no image.
  if (bytes.length === 0) throw fieldError(field, photosMessages.notAnImage);

  // The header only, without the pixel limit, so a huge picture is named as such; its pixels are decoded
  // below under the limit, and only once it has been checked.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw fieldError(field, photosMessages.notAnImage);
  }
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw fieldError(field, photosMessages.tooLarge);
  if ((meta.pages ?? 1) > 1 || (meta.format === 'png' && isAnimatedPng(bytes))) {
    throw fieldError(field, photosMessages.animated);
  }
  // EXIF rotation swaps the sides, not the smallest one.
  if (Math.min(meta.width, meta.height) < fit.minSide) throw fieldError(field, fit.tooSmall);

  return sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: fit.width, height: fit.height, fit: 'inside', withoutEnlargement: true });
}

/** Encodes, refusing as not an image a header that reads well over a body that does not decode. */
async function encoded<T>(field: string, encode: () => Promise<T>): Promise<T> {
  try {
    return await encode();
  } catch {
    throw fieldError(field, photosMessages.notAnImage);
  }
}

/**
 * An APNG: its 'acTL' chunk comes before the first 'IDAT' (libvips reads only the default image, so its
 * metadata shows one page). Walks the chunks from the 8-byte signature; a damaged file stops the walk.
 */
export function isAnimatedPng(bytes: Buffer): boolean {
  let at = 8;
  while (at + 8 <= bytes.length) {
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'acTL') return true;
    if (type === 'IDAT' || type === 'IEND') return false;
    at += 12 + bytes.readUInt32BE(at);
  }
  return false;
}
