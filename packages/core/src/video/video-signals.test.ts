import { describe, expect, it } from 'vitest';
import { CALL_ID_PATTERN, signalAllowed } from './video-signals.js';

describe('signalAllowed', () => {
  it('lets a visitor offer and the professional answer or refuse a call, never the other way round', () => {
    expect(signalAllowed('visitor', 'call', 'offer')).toBe(true);
    expect(signalAllowed('visitor', 'call', 'answer')).toBe(false);
    expect(signalAllowed('visitor', 'call', 'refused')).toBe(false);
    expect(signalAllowed('pro', 'call', 'answer')).toBe(true);
    expect(signalAllowed('pro', 'call', 'refused')).toBe(true);
    expect(signalAllowed('pro', 'call', 'offer')).toBe(false);
    for (const peer of ['visitor', 'pro'] as const) {
      expect(signalAllowed(peer, 'call', 'ice-candidate')).toBe(true);
      expect(signalAllowed(peer, 'call', 'call-ended')).toBe(true);
    }
    expect(signalAllowed('guest', 'call', 'offer')).toBe(false);
  });

  it('lets the room owner offer and the guest join and answer; nobody sends client-joined', () => {
    expect(signalAllowed('pro', 'room', 'offer')).toBe(true);
    expect(signalAllowed('pro', 'room', 'join')).toBe(false);
    expect(signalAllowed('guest', 'room', 'join')).toBe(true);
    expect(signalAllowed('guest', 'room', 'answer')).toBe(true);
    expect(signalAllowed('guest', 'room', 'offer')).toBe(false);
    expect(signalAllowed('visitor', 'room', 'join')).toBe(false);
    for (const peer of ['pro', 'guest', 'visitor'] as const)
      expect(signalAllowed(peer, 'room', 'client-joined')).toBe(false);
    expect(signalAllowed('pro', 'room', 'nonsense')).toBe(false);
  });
});

describe('CALL_ID_PATTERN', () => {
  it('takes short random ids and nothing that could smuggle text', () => {
    expect(CALL_ID_PATTERN.test('k3J9-x_Qa1')).toBe(true);
    expect(CALL_ID_PATTERN.test('short')).toBe(false);
    expect(CALL_ID_PATTERN.test('a'.repeat(41))).toBe(false);
    expect(CALL_ID_PATTERN.test('abc def ghi')).toBe(false);
    expect(CALL_ID_PATTERN.test('<script>alert(1)</script>')).toBe(false);
  });
});
