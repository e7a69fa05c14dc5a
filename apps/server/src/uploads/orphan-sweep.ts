import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Executor } from '../db/database.js';
import { removeProUploads, SHARED_UPLOADS } from './upload-store.js';

/**
 * Removes the upload folders of professionals that no longer exist (deleted accounts, reset or expired demo
 * copies). One sweep covers every way a professional row disappears, including database cascades.
 */
export async function sweepOrphanUploads(db: Executor, dataDir: string): Promise<number> {
  const folders = await readdir(path.join(dataDir, 'uploads')).catch(() => [] as string[]);
  if (!folders.length) return 0;
  const existing = new Set(
    (await db.selectFrom('pros').select('id').where('id', 'in', folders).execute()).map((r) => r.id),
  );
  const orphans = folders.filter(
    (f) => !existing.has(f) && f !== SHARED_UPLOADS && /^[A-Za-z0-9-]{1,100}$/.test(f),
  );
  for (const proId of orphans) await removeProUploads(dataDir, proId);
  return orphans.length;
}
