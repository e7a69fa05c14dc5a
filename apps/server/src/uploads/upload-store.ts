import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '@quickrdv/core';

/**
 * Uploaded images on local disk: {dataDir}/uploads/{proId}/{fileId}.jpg (a transparent logo: .png or
 * .webp). Ids are random UUIDs made by the server, never user input, and are checked again here so no path
 * can leave the folder.
 */
const SAFE_ID = /^[A-Za-z0-9-]{1,100}$/;

/** A stored image's file extension, and the Content-Type it is served with. */
export const UPLOAD_CONTENT_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;
export type UploadExtension = keyof typeof UPLOAD_CONTENT_TYPES;
const EXTENSIONS = Object.keys(UPLOAD_CONTENT_TYPES) as UploadExtension[];

function assertSafe(...ids: string[]): void {
  for (const id of ids) if (!SAFE_ID.test(id)) throw new Error(`unsafe upload id: ${id}`);
}

/**
 * The folder of images several professionals show (the demo salon's pictures, in every visitor's copy). It
 * belongs to nobody, so deleting a professional or a copy never removes it; not a UUID, so no professional
 * folder can have its name.
 */
export const SHARED_UPLOADS = 'shared';

export function uploadPath(
  dataDir: string,
  proId: string,
  fileId: string,
  extension: UploadExtension = 'jpg',
): string {
  assertSafe(proId, fileId);
  if (!EXTENSIONS.includes(extension)) throw new Error(`unknown upload extension: ${extension}`);
  return path.join(dataDir, 'uploads', proId, `${fileId}.${extension}`);
}

/** Writes the file whole or not at all (temporary file, then rename). */
export async function saveUpload(
  dataDir: string,
  proId: string,
  fileId: string,
  bytes: Buffer,
  extension: UploadExtension = 'jpg',
): Promise<void> {
  await writeWhole(uploadPath(dataDir, proId, fileId, extension), bytes);
}

/** Writes a file whole or not at all: a reader never sees half of it (temporary file, then rename). */
export async function writeWhole(target: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${randomUUID()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, target);
}

/** Where the copy of a stored image at one width is cached: beside it, {fileId}.w{width}.webp. */
export function variantPath(
  dataDir: string,
  proId: string,
  fileId: string,
  width: ImageVariantWidth,
): string {
  assertSafe(proId, fileId);
  return path.join(dataDir, 'uploads', proId, `${fileId}.w${width}.webp`);
}

/** Removes a file (whatever its extension) and its resized copies; a file already gone is not an error. */
export async function removeUpload(dataDir: string, proId: string, fileId: string): Promise<void> {
  for (const extension of EXTENSIONS)
    await rm(uploadPath(dataDir, proId, fileId, extension), { force: true });
  for (const width of IMAGE_VARIANT_WIDTHS)
    await rm(variantPath(dataDir, proId, fileId, width), { force: true });
}

/** Removes every file of a professional, for account deletion and the expiry of demo copies. */
export async function removeProUploads(dataDir: string, proId: string): Promise<void> {
  assertSafe(proId);
  // Never the shared images, whatever the caller passes: every demo copy shows them.
  if (proId === SHARED_UPLOADS) return;
  await rm(path.join(dataDir, 'uploads', proId), { recursive: true, force: true });
}

/** A stream of the file and its size, or null when it is missing. */
export async function openUpload(
  dataDir: string,
  proId: string,
  fileId: string,
  extension: UploadExtension = 'jpg',
): Promise<{ stream: ReadStream; size: number } | null> {
  return openFile(uploadPath(dataDir, proId, fileId, extension));
}

/** A stream of a file and its size, or null when it is missing. */
export async function openFile(file: string): Promise<{ stream: ReadStream; size: number } | null> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  return { stream: createReadStream(file), size: info.size };
}

/** The first of `folders` holding the stored image (with that extension), if any. */
export async function storedIn(
  dataDir: string,
  folders: string[],
  fileId: string,
  extension: UploadExtension = 'jpg',
): Promise<string | undefined> {
  for (const folder of folders) {
    const info = await stat(uploadPath(dataDir, folder, fileId, extension)).catch(() => null);
    if (info?.isFile()) return folder;
  }
  return undefined;
}
