import { describe, expect, it } from 'vitest';
import { RecentMap } from './recent-map.js';

describe('RecentMap', () => {
  it('keeps at most its size, forgetting the least recently used entry first', () => {
    const m = new RecentMap<string, number>(2);
    m.set('a', 1);
    m.set('b', 2);
    expect(m.get('a')).toBe(1); // 'a' used: 'b' is now the oldest
    m.set('c', 3);
    expect(m.get('b')).toBeUndefined();
    expect(m.get('a')).toBe(1);
    expect(m.get('c')).toBe(3);
    expect(m.size).toBe(2);
  });

  it('replaces an entry written again, and counts the write as a use', () => {
    const m = new RecentMap<string, number>(2);
    m.set('a', 1);
    m.set('b', 2);
    m.set('a', 10);
    m.set('c', 3);
    expect(m.get('a')).toBe(10);
    expect(m.get('b')).toBeUndefined();
    expect(m.size).toBe(2);
  });
});

describe('RecentMap, against a plain list of recent uses', () => {
  it('forgets exactly the least recently used entry, over many random reads and writes', () => {
    let seed = 7;
    const random = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const m = new RecentMap<number, number>(5);
    // The reference: keys from least to most recently used, values beside.
    let order: number[] = [];
    const values = new Map<number, number>();
    for (let i = 0; i < 5000; i++) {
      const key = random(9);
      if (random(2) === 0) {
        const expected = order.includes(key) ? values.get(key) : undefined;
        expect(m.get(key)).toBe(expected);
        if (expected !== undefined) order = [...order.filter((k) => k !== key), key];
      } else {
        m.set(key, i);
        values.set(key, i);
        order = [...order.filter((k) => k !== key), key];
        if (order.length > 5) order.shift();
      }
      expect(m.size).toBe(order.length);
    }
  });
});
