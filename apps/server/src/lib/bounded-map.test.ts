import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map.js';

describe('BoundedMap', () => {
  it('keeps at most its bound, dropping the least recently used first', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    expect(map.get('a')).toBe(1); // 'a' used: 'b' is now the oldest
    map.set('c', 3);
    expect(map.size).toBe(2);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
  });

  it('replaces a value under its key without growing, and forgets a deleted key', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('a', 2);
    expect(map.size).toBe(1);
    expect(map.get('a')).toBe(2);
    expect(map.delete('a')).toBe(true);
    expect(map.get('a')).toBeUndefined();
  });
});
