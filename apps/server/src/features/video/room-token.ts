import { createHash, createHmac } from 'node:crypto';

/**
 * A room link's secret: base64url(HMAC-SHA256(SESSION_SECRET, room id)), 43 characters. Unguessable without
 * the server's secret (256 bits, over a random id); only its SHA-256 is stored (`token_hash`, the lookup),
 * so a copy of the database opens no room, while the owner can see the link again after a reload (it is
 * recomputed from the id). Changing SESSION_SECRET ends every open room's link, as it logs everyone out.
 */
export const roomToken = (secret: string, roomId: string) =>
  createHmac('sha256', secret).update(`video-room:${roomId}`).digest('base64url');

export const roomTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Only a well-formed token is looked up. */
export const isRoomTokenShape = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
