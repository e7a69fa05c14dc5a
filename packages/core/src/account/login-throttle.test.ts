import { describe, expect, it } from 'vitest';
import {
  clientAddressKey,
  loginWindowStart,
  previousLoginWindowStart,
  slidingLoginCount,
} from './login-throttle.js';

describe('loginWindowStart', () => {
  it('puts instants of the same quarter hour in one window and the next quarter in another', () => {
    expect(loginWindowStart(new Date('2026-11-24T10:15:00.000Z'))).toBe('2026-11-24T10:15:00.000Z');
    expect(loginWindowStart(new Date('2026-11-24T10:29:59.999Z'))).toBe('2026-11-24T10:15:00.000Z');
    expect(loginWindowStart(new Date('2026-11-24T10:30:00.000Z'))).toBe('2026-11-24T10:30:00.000Z');
  });
});

describe('the sliding count', () => {
  it('names the window before', () => {
    expect(previousLoginWindowStart(new Date('2026-11-24T10:15:00.000Z'))).toBe('2026-11-24T10:00:00.000Z');
    expect(previousLoginWindowStart(new Date('2026-11-24T10:29:59.999Z'))).toBe('2026-11-24T10:00:00.000Z');
  });

  it('counts the previous window whole at the start of a window, and less as it ages', () => {
    expect(slidingLoginCount(1, 5, new Date('2026-11-24T10:15:00.000Z'))).toBe(6);
    expect(slidingLoginCount(1, 6, new Date('2026-11-24T10:20:00.000Z'))).toBe(5);
    expect(slidingLoginCount(2, 4, new Date('2026-11-24T10:26:15.000Z'))).toBe(3);
    expect(slidingLoginCount(3, 0, new Date('2026-11-24T10:29:59.999Z'))).toBe(3);
  });

  it('keeps five attempts per 15 minutes around a quarter hour, where fixed windows let ten through', () => {
    const limit = 5;
    // Five failures just before 10:15 (the previous window), then attempts just after.
    const at = new Date('2026-11-24T10:15:01.000Z');
    expect(slidingLoginCount(1, 5, at)).toBeGreaterThan(limit);
  });
});

describe('clientAddressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 together, however it is written', () => {
    const key = clientAddressKey('2001:db8:0:1::1');
    expect(key).toBe('2001:db8:0:1::/64');
    expect(clientAddressKey('2001:0DB8:0000:0001:ffff:1234:5678:9abc')).toBe(key);
    expect(clientAddressKey('2001:db8:0:1:a::%eth0')).toBe(key);
    expect(clientAddressKey('2001:db8:0:2::1')).not.toBe(key);
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps an unparsable address as given rather than merging it with others', () => {
    expect(clientAddressKey('2001:db8::1::2')).toBe('2001:db8::1::2');
    expect(clientAddressKey('unknown')).toBe('unknown');
  });
});
