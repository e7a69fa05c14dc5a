import { randomUUID } from 'node:crypto';
import {
  PAGE_IMAGE_FIT,
  pageEditorMessages as m,
  pageImageFileOf,
  pageImageUrl,
  parsePageLayout,
  type PageImageKind,
  type PageLayoutSave,
  type PageLayoutState,
} from '@quickrdv/core';
import type { Db } from '../../db/database.js';
import { AppError, fieldError } from '../../http/app-error.js';
import {
  processTransparentImage,
  processUploadedImage,
  type StoredImage,
} from '../../uploads/image-processing.js';
import { removeUpload, saveUpload, storedIn } from '../../uploads/upload-store.js';
import {
  deletePageImages,
  insertPageImage,
  layoutRow,
  pageImageIds,
  saveLayoutIfVersion,
  unusedPageImages,
} from './page-editor.repository.js';

/** An image uploaded in the editor but not saved yet stays this long (another tab may be about to save it). */
const PENDING_IMAGE_MS = 24 * 3_600_000;

export async function readLayout(db: Db, proId: string): Promise<PageLayoutState> {
  const row = await layoutRow(db, proId);
  return { layout: parsePageLayout(row.pageLayout), version: row.pageLayoutVersion, slug: row.slug };
}

/**
 * Saves the whole layout if it was edited from the current version (else a 409 with the French message),
 * with images only from this professional's page uploads; then removes the page images no layout uses.
 */
export async function saveLayout(
  deps: { db: Db; dataDir: string },
  proId: string,
  input: PageLayoutSave,
): Promise<PageLayoutState> {
  const now = new Date();
  const files = [input.layout.logoUrl, input.layout.backgroundImageUrl]
    .map(pageImageFileOf)
    .filter((file) => file !== null);
  const wanted = files.map((file) => file.id);
  // Each address names the file as stored (a logo kept as PNG is not at '.jpg'), or it would not show.
  for (const file of files)
    if (!(await storedIn(deps.dataDir, [proId], file.id, file.extension)))
      throw fieldError('layout', m.imageUnknown);
  const removed = await deps.db.transaction().execute(async (trx) => {
    const known = await pageImageIds(trx, proId, wanted);
    if (known.length !== new Set(wanted).size) throw fieldError('layout', m.imageUnknown);
    const saved = await saveLayoutIfVersion(trx, {
      proId,
      json: JSON.stringify(input.layout),
      version: input.version,
      now: now.toISOString(),
    });
    if (!saved) throw new AppError('conflict', m.stale, { version: m.stale });
    const unused = await unusedPageImages(
      trx,
      proId,
      wanted,
      new Date(now.getTime() - PENDING_IMAGE_MS).toISOString(),
    );
    await deletePageImages(trx, unused);
    return unused;
  });
  for (const id of removed) await removeUpload(deps.dataDir, proId, id);
  return readLayout(deps.db, proId);
}

/**
 * Stores a logo or background picture (scaled in the browser, re-encoded here); the layout then points at
 * it. A logo with transparent pixels keeps them (PNG or WebP, named by its address's extension); the
 * background, and a logo without any, are JPEG.
 */
export async function uploadPageImage(
  deps: { db: Db; dataDir: string },
  proId: string,
  dataUrl: string,
  kind: PageImageKind,
) {
  const fit = PAGE_IMAGE_FIT[kind];
  const image: StoredImage = fit.keepsTransparency
    ? await processTransparentImage(dataUrl, 'image', fit)
    : { bytes: await processUploadedImage(dataUrl, 'image', fit), extension: 'jpg' };
  const { extension } = image;
  const id = randomUUID();
  await saveUpload(deps.dataDir, proId, id, image.bytes, extension);
  try {
    await insertPageImage(deps.db, { id, proId, createdAt: new Date().toISOString() });
  } catch (error) {
    await removeUpload(deps.dataDir, proId, id);
    throw error;
  }
  return { url: pageImageUrl(id, extension) };
}
