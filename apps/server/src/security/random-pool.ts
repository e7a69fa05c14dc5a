import { randomFillSync } from 'node:crypto';

/**
 * Cryptographically random bytes drawn from a 4 KB buffer filled at once: each call to the system's
 * generator costs far more than the bytes (a booking draws an id's 16 bytes eight times and a token's 24
 * once). Every byte is handed out once, so tokens made of them are as random as randomBytes' own (Node's
 * randomUUID pools the same way).
 */
const pool = new Uint8Array(4096);
let used = pool.length;

/** `n` (at most 4,096) fresh random bytes; a view into the pool, so copy or use them before the next call. */
export function pooledRandomBytes(n: number): Uint8Array {
  if (n > pool.length) throw new RangeError(`pooledRandomBytes: ${n} > ${pool.length}`);
  if (used + n > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  return pool.subarray(used, (used += n));
}

/** A URL-safe token of `bytes` random bytes (base64url). */
export const randomToken = (bytes: number): string =>
  Buffer.from(pooledRandomBytes(bytes)).toString('base64url');
