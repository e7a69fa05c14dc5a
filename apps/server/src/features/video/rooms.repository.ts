import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { VideoRoomsTable } from '../../db/schema.js';

export type VideoRoomRow = Selectable<VideoRoomsTable>;

export async function insertRoom(db: Executor, row: VideoRoomRow): Promise<void> {
  await db.insertInto('videoRooms').values(row).execute();
}

/** The professional's open room with that id, if any (another professional's id finds nothing). */
export async function findOpenRoomOfPro(
  db: Executor,
  o: { proId: string; roomId: string },
): Promise<VideoRoomRow | undefined> {
  return db
    .selectFrom('videoRooms')
    .selectAll()
    .where('proId', '=', o.proId)
    .where('id', '=', o.roomId)
    .where('closedAt', 'is', null)
    .executeTakeFirst();
}

/** The professional's open rooms, newest first (one at most in practice: creating closes the previous). */
export async function findOpenRoomsOfPro(db: Executor, proId: string): Promise<VideoRoomRow[]> {
  return db
    .selectFrom('videoRooms')
    .selectAll()
    .where('proId', '=', proId)
    .where('closedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .execute();
}

export async function findRoomByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<VideoRoomRow | undefined> {
  return db.selectFrom('videoRooms').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
}

/** Closes the room if it is open; false when it was not (already closed, or not this professional's). */
export async function closeRoomRow(
  db: Executor,
  o: { proId: string; roomId: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('videoRooms')
    .set({ closedAt: o.now })
    .where('proId', '=', o.proId)
    .where('id', '=', o.roomId)
    .where('closedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function countRoomsCreatedSince(db: Executor, o: { proId: string; since: string }) {
  const row = await db
    .selectFrom('videoRooms')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('proId', '=', o.proId)
    .where('createdAt', '>', o.since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
