import { randomUUID } from 'node:crypto';
import { roomLinkUrl, videoMessages as m, type RoomMail, type VideoRoomView } from '@quickrdv/core';
import type { Db } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { LiveBus } from '../live/live-bus.js';
import { roomAddress } from '../live/live-peers.js';
import { countRoomMailsSince, planRoomMail, roomInvitation } from './room-mail.js';
import { isRoomTokenShape, roomToken, roomTokenHash } from './room-token.js';
import {
  closeRoomRow,
  countRoomsCreatedSince,
  findOpenRoomOfPro,
  findOpenRoomsOfPro,
  findRoomByTokenHash,
  insertRoom,
  type VideoRoomRow,
} from './rooms.repository.js';

/** Rooms a professional may create per rolling hour, and room links they may e-mail. */
export const ROOMS_PER_HOUR = 30;
export const ROOM_MAILS_PER_HOUR = 20;

export interface RoomDeps {
  db: Db;
  live: LiveBus;
  /** SESSION_SECRET: room tokens are derived from it (room-token.ts). */
  secret: string;
  publicUrl: string;
}

const hourBefore = (now: Date) => new Date(now.getTime() - 3_600_000).toISOString();

export const presentRoom = (deps: RoomDeps, row: VideoRoomRow): VideoRoomView => ({
  roomId: row.id,
  roomUrl: roomLinkUrl(deps.publicUrl, roomToken(deps.secret, row.id)),
  createdAt: row.createdAt,
});

/** 'Créer une salle': one open room at a time, so the previous link stops working (its guest is told). */
export async function createRoom(deps: RoomDeps, o: { proId: string; now: Date }): Promise<VideoRoomView> {
  if ((await countRoomsCreatedSince(deps.db, { proId: o.proId, since: hourBefore(o.now) })) >= ROOMS_PER_HOUR)
    throw new AppError('rate_limited', m.roomsTooOften);
  for (const open of await findOpenRoomsOfPro(deps.db, o.proId))
    await closeRoom(deps, { proId: o.proId, roomId: open.id, now: o.now });
  const id = randomUUID();
  const row = {
    id,
    proId: o.proId,
    tokenHash: roomTokenHash(roomToken(deps.secret, id)),
    createdAt: o.now.toISOString(),
    closedAt: null,
  };
  await insertRoom(deps.db, row);
  return presentRoom(deps, row);
}

/** The professional's open room, so a reload of the page finds it. */
export async function findOpenRoom(deps: RoomDeps, proId: string): Promise<VideoRoomView | null> {
  const [row] = await findOpenRoomsOfPro(deps.db, proId);
  return row ? presentRoom(deps, row) : null;
}

/**
 * 'Fermer la salle': the link stops working at once, and every guest socket, on any instance, hears
 * 'room_closed' and is closed (public-rooms.routes.ts).
 */
export async function closeRoom(deps: RoomDeps, o: { proId: string; roomId: string; now: Date }) {
  if (!(await closeRoomRow(deps.db, { ...o, now: o.now.toISOString() }))) throw notFound(m.noOpenRoom);
  await deps.live.send(roomAddress(o.roomId), {
    type: 'live.error',
    code: 'room_closed',
    message: m.roomClosed,
  });
}

/** The room a guest's link names: 404 for no such link, 410 once it is closed. */
export async function roomOfLink(deps: RoomDeps, token: string): Promise<VideoRoomRow> {
  const row = isRoomTokenShape(token) ? await findRoomByTokenHash(deps.db, roomTokenHash(token)) : undefined;
  if (!row) throw new AppError('not_found', m.roomNotFound);
  if (row.closedAt) throw new AppError('gone', m.roomClosed);
  return row;
}

/** 'Envoyer par email': the room's link to a client, from the business, limited per hour. */
export async function mailRoomLink(
  deps: RoomDeps,
  o: { pro: ProRow; roomId: string; input: RoomMail; now: Date },
): Promise<{ message: string }> {
  const room = await findOpenRoomOfPro(deps.db, { proId: o.pro.id, roomId: o.roomId });
  if (!room) throw notFound(m.noOpenRoom);
  if (
    (await countRoomMailsSince(deps.db, { proId: o.pro.id, since: hourBefore(o.now) })) >= ROOM_MAILS_PER_HOUR
  )
    throw new AppError('rate_limited', m.mailsTooOften);
  const link = presentRoom(deps, room).roomUrl;
  await planRoomMail(deps.db, { message: roomInvitation({ pro: o.pro, input: o.input, link }), now: o.now });
  return { message: m.mailSent(o.input.name) };
}
