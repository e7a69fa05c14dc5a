import { pageImageFileOf } from '@quickrdv/core';
import sharp from 'sharp';
import { BoundedMap } from '../lib/bounded-map.js';
import { SHARED_UPLOADS, storedIn, uploadPath } from './upload-store.js';

export interface ImageSize {
  width: number;
  height: number;
}

/** Sizes read, by file: an id never changes, so neither does its picture. */
const known = new BoundedMap<string, ImageSize>(2000);

/**
 * The pixel size of a page image of `proId` (its own folder, else the shared one a demo copy shows), read
 * from the file's header only; undefined when the address is no page image or the file is gone. The public
 * page needs it to list the logo's copies in `srcset` without claiming widths the file does not have.
 */
export async function pageImageSize(
  dataDir: string,
  proId: string,
  url: string,
): Promise<ImageSize | undefined> {
  const file = pageImageFileOf(url);
  if (!file) return undefined;
  const { id: fileId, extension } = file;
  const cached = known.get(fileId);
  if (cached) return cached;
  const folder = await storedIn(dataDir, [proId, SHARED_UPLOADS], fileId, extension);
  if (!folder) return undefined;
  const { width, height } = await sharp(uploadPath(dataDir, folder, fileId, extension))
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }));
  if (!width || !height) return undefined;
  known.set(fileId, { width, height });
  return { width, height };
}
