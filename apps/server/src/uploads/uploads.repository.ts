import type { Executor } from '../db/database.js';

/** The owner of a stored photo, to find its file. */
export const findPhotoOwner = (db: Executor, photoId: string) =>
  db.selectFrom('photos').select('proId').where('id', '=', photoId).executeTakeFirst();

/** The professional whose current profile image this is (a replaced image's id finds nobody). */
export const findProfileImageOwner = (db: Executor, imageId: string) =>
  db.selectFrom('pros').select('id as proId').where('image', '=', imageId).executeTakeFirst();
