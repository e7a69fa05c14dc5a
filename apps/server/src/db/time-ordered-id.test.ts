import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { timeOrderedId } from './time-ordered-id.js';

describe('timeOrderedId', () => {
  it('is a version 7 UUID carrying the time, accepted where ids are validated', () => {
    const before = Date.now();
    const id = timeOrderedId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const at = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(z.uuid().safeParse(id).success).toBe(true);
  });

  it('gives distinct ids, each after the one before (the next row lands beside the last)', () => {
    const ids = Array.from({ length: 2000 }, () => timeOrderedId());
    expect(new Set(ids).size).toBe(2000);
    expect([...ids].sort()).toEqual(ids);
  });
});
