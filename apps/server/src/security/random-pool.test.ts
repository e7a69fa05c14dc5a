import { describe, expect, it } from 'vitest';
import { pooledRandomBytes, randomToken } from './random-pool.js';

describe('pooled random bytes', () => {
  it('hands every byte out once, across refills of the pool', () => {
    // 24-byte tokens do not divide 4 KB: some draws come right before a refill.
    const tokens = Array.from({ length: 2_000 }, () => randomToken(24));
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const a = Buffer.from(pooledRandomBytes(16)).toString('hex');
    const b = Buffer.from(pooledRandomBytes(16)).toString('hex');
    expect(a).not.toBe(b);
  });

  it('looks random: each bit set about half the time', () => {
    let ones = 0;
    const n = 20_000;
    for (let i = 0; i < n / 8; i++) for (const byte of pooledRandomBytes(8)) ones += popcount(byte);
    // n * 8 bits; 6 standard deviations either side of half.
    const bits = n * 8;
    expect(Math.abs(ones - bits / 2)).toBeLessThan(6 * Math.sqrt(bits / 4));
  });

  it('refuses more bytes than the pool holds', () => {
    expect(() => pooledRandomBytes(4097)).toThrow(RangeError);
  });
});

function popcount(byte: number): number {
  let c = 0;
  for (let b = byte; b; b >>= 1) c += b & 1;
  return c;
}
