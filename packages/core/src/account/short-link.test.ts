import { describe, expect, it } from 'vitest';
import { isShortLinkCode, SHORT_LINK_CODE_LENGTH, shortLinkCode, shortLinkPath } from './short-link.js';

describe('shortLinkCode', () => {
  it('maps each random byte to one of 32 unambiguous characters', () => {
    const bytes = Uint8Array.from({ length: SHORT_LINK_CODE_LENGTH }, (_, i) => i * 31);
    const code = shortLinkCode(bytes);
    expect(code).toHaveLength(SHORT_LINK_CODE_LENGTH);
    expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]+$/);
    expect(isShortLinkCode(code)).toBe(true);
  });

  it('uses every character of the alphabet equally over all byte values', () => {
    const counts = new Map<string, number>();
    for (let b = 0; b < 256; b++) {
      const c = shortLinkCode(new Uint8Array(SHORT_LINK_CODE_LENGTH).fill(b))[0]!;
      counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    expect(counts.size).toBe(32);
    expect(new Set(counts.values())).toEqual(new Set([8]));
  });

  it('refuses too few random bytes', () => {
    expect(() => shortLinkCode(new Uint8Array(4))).toThrow();
  });
});

describe('isShortLinkCode', () => {
  it('accepts only codes of the right length and alphabet', () => {
    expect(isShortLinkCode('0123456789')).toBe(true);
    expect(isShortLinkCode('012345678')).toBe(false);
    expect(isShortLinkCode('0123456789a')).toBe(false);
    expect(isShortLinkCode('ilou123456')).toBe(false);
    expect(isShortLinkCode('ABCDEFGHJK')).toBe(false);
    expect(isShortLinkCode('../../etc/')).toBe(false);
  });

  it('builds the public path', () => {
    expect(shortLinkPath('abc')).toBe('/q/abc');
  });
});
