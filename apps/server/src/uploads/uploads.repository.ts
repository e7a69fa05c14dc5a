import type { Executor } from '../db/database.js';

/** Where a stored image is: its owner's folder and its file id (the file may be a shared one, see routes). */
export interface ImageFile {
  proId: string;
  fileId: string;
}

/**
 * The owner of a stored photo and its file. A photo's file is named by `file_name`: its own id, or, for a
 * demo copy, the shared picture it shows.
 */
export async function findPhotoFile(db: Executor, photoId: string): Promise<ImageFile | undefined> {
  const row = await db
    .selectFrom('photos')
    .select(['proId', 'fileName'])
    .where('id', '=', photoId)
    .executeTakeFirst();
  return row && { proId: row.proId, fileId: row.fileName.replace(/\.jpg$/, '') };
}

/** A professional whose current profile image this is (a replaced image's id finds nobody). */
export async function findProfileImageFile(db: Executor, imageId: string): Promise<ImageFile | undefined> {
  const row = await db.selectFrom('pros').select('id').where('image', '=', imageId).executeTakeFirst();
  return row && { proId: row.id, fileId: imageId };
}
