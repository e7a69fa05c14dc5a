import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { timeOrderedId } from './time-ordered-id.js';

describe('timeOrderedId', () => {
  it('is a version 7 UUID carrying the time, accepted where ids are validated', () => {
    const at = Date.UTC(2026, 10, 27, 8, 30, 0, 123);
    const id = timeOrderedId(at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at);
    expect(z.uuid().safeParse(id).success).toBe(true);
  });

  it('sorts by time, and ids of one millisecond differ', () => {
    const ids = [1_700_000_000_000, 1_700_000_000_001, 1_800_000_000_000].map((t) => timeOrderedId(t));
    expect([...ids].sort()).toEqual(ids);
    const same = new Set(Array.from({ length: 2000 }, () => timeOrderedId(1_700_000_000_000)));
    expect(same.size).toBe(2000);
  });
});
