import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Uploaded images on local disk: {dataDir}/uploads/{proId}/{fileId}.jpg. Ids are random UUIDs made by the
 * server, never user input, and are checked again here so no path can leave the folder.
 */
const SAFE_ID = /^[A-Za-z0-9-]{1,100}$/;

function assertSafe(...ids: string[]): void {
  for (const id of ids) if (!SAFE_ID.test(id)) throw new Error(`unsafe upload id: ${id}`);
}

export function uploadPath(dataDir: string, proId: string, fileId: string): string {
  assertSafe(proId, fileId);
  return path.join(dataDir, 'uploads', proId, `${fileId}.jpg`);
}

/** Writes the file whole or not at all (temporary file, then rename). */
export async function saveUpload(
  dataDir: string,
  proId: string,
  fileId: string,
  bytes: Buffer,
): Promise<void> {
  const target = uploadPath(dataDir, proId, fileId);
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${randomUUID()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, target);
}

/** Removes a file; a file already gone is not an error. */
export async function removeUpload(dataDir: string, proId: string, fileId: string): Promise<void> {
  await rm(uploadPath(dataDir, proId, fileId), { force: true });
}

/** Removes every file of a professional, for account deletion and the expiry of demo copies. */
export async function removeProUploads(dataDir: string, proId: string): Promise<void> {
  assertSafe(proId);
  await rm(path.join(dataDir, 'uploads', proId), { recursive: true, force: true });
}

/** A stream of the file and its size, or null when it is missing. */
export async function openUpload(
  dataDir: string,
  proId: string,
  fileId: string,
): Promise<{ stream: ReadStream; size: number } | null> {
  const file = uploadPath(dataDir, proId, fileId);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  return { stream: createReadStream(file), size: info.size };
}
