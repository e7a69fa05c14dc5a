import { describe, expect, it } from 'vitest';
import { encodeSlotRef, parseSlotRef, staffListVersion, startsInMinute } from './slot-ref.js';

describe('slot references', () => {
  const start = Date.parse('2026-12-03T08:30:00.000Z');
  const v = staffListVersion(['a', 'b']);

  it('encode a staff index, a start and the staff list version in a few characters, and read back', () => {
    const ref = encodeSlotRef(3, start, v);
    expect(ref).toMatch(/^3\.[0-9a-z]{5}\.[0-9a-z]{4}$/);
    expect(parseSlotRef(ref)).toEqual({ staffIndex: 3, startMinute: start, staffVersion: v });
    expect(parseSlotRef(encodeSlotRef(null, start, v))).toEqual({
      staffIndex: null,
      startMinute: start,
      staffVersion: v,
    });
  });

  it('version the staff list: a staff member added, deleted or moved changes it', () => {
    expect(staffListVersion(['a', 'b'])).toBe(v);
    for (const other of [['a'], ['b', 'a'], ['a', 'b', 'c'], ['a', 'bb']])
      expect(staffListVersion(other)).not.toBe(v);
    expect(staffListVersion([])).toMatch(/^[0-9a-z]{4}$/);
  });

  it('name the minute a slot starts in (seconds are truncated)', () => {
    const ref = parseSlotRef(encodeSlotRef(0, start + 42_000, v))!;
    expect(startsInMinute(ref, start + 42_000)).toBe(true);
    expect(startsInMinute(ref, start)).toBe(true);
    expect(startsInMinute(ref, start + 60_000)).toBe(false);
  });

  it('are told apart from availability ids and malformed input', () => {
    for (const id of [
      '3f1c2b9e-1d2a-4c55-9a0e-5b8f0e3b1a77',
      '',
      '1.',
      '.abc',
      'y.abc.0000',
      '1.abc',
      '1.ABC.0000',
      '12345.a.0000',
      '1.zzzzzzzzzzz.0000',
      '1.abc.00',
    ])
      expect(parseSlotRef(id)).toBeNull();
  });
});
