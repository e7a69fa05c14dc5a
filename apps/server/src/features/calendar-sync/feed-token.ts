import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A feed URL's secret: `<id><mac>`, 44 URL-safe characters. `id` (128 random bits) is stored in
 * `calendar_feeds`; `mac` is an HMAC of it with the server's secret (SESSION_SECRET), never stored.
 * Why not a plain hash of a random token: the owner must be able to see the URL again in the dialog, which
 * a hash does not allow. Why not the token itself: a copy of the database (a backup, a dump) would then
 * open every salon's appointments; this way it needs the server's secret too. Changing SESSION_SECRET
 * therefore changes every feed URL (subscribers must subscribe again), as it logs everyone out.
 */
const ID_BYTES = 16;
const ID_LENGTH = 22; // base64url of 16 bytes
const MAC_LENGTH = 22;

export const newFeedId = () => randomBytes(ID_BYTES).toString('base64url');

const macOf = (secret: string, id: string) =>
  createHmac('sha256', secret).update(`calendar-feed:${id}`).digest('base64url').slice(0, MAC_LENGTH);

export const feedToken = (secret: string, id: string) => `${id}${macOf(secret, id)}`;

/** The stored id a well-formed token carries, if its MAC is right (constant-time comparison). */
export function feedIdOf(secret: string, token: string): string | null {
  if (!/^[A-Za-z0-9_-]{44}$/.test(token)) return null;
  const id = token.slice(0, ID_LENGTH);
  const given = Buffer.from(token.slice(ID_LENGTH));
  const expected = Buffer.from(macOf(secret, id));
  return timingSafeEqual(given, expected) ? id : null;
}
