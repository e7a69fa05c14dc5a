/**
 * A professional's short link, the address their QR code encodes: `/q/{code}` redirects to the current
 * profile page, so a printed QR keeps working when the slug changes, and stops working once regenerated.
 */
export const SHORT_LINK_PREFIX = '/q/';

export const shortLinkPath = (code: string) => `${SHORT_LINK_PREFIX}${code}`;

/** Crockford's base 32: no i, l, o, u, so a code read aloud or retyped from paper is not misread. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
export const SHORT_LINK_CODE_LENGTH = 10;
const CODE_RE = new RegExp(`^[${ALPHABET}]{${SHORT_LINK_CODE_LENGTH}}$`);

/** A code from random bytes (one per character, at least SHORT_LINK_CODE_LENGTH): 50 random bits. */
export function shortLinkCode(random: Uint8Array): string {
  if (random.length < SHORT_LINK_CODE_LENGTH) throw new Error('not enough random bytes');
  let code = '';
  // 256 is a multiple of 32: every character is equally likely.
  for (let i = 0; i < SHORT_LINK_CODE_LENGTH; i++) code += ALPHABET[random[i]! % 32];
  return code;
}

/** Whether a path segment can be a short link code at all (anything else is a 404 without a query). */
export const isShortLinkCode = (value: string) => CODE_RE.test(value);
