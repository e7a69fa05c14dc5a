import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const newToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export const hmac = (secret: string, value: string) =>
  createHmac('sha256', secret).update(value).digest('base64url');

/** Constant-time comparison of two strings. */
export function safeEqual(a: string, b: string): boolean {
  const ba = Buffer.from(a);
  const bb = Buffer.from(b);
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}
