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
