import { describe, expect, it } from 'vitest';
import {
  activityDue,
  clientNetwork,
  copiesToEvict,
  DEMO_ACTIVITY_STEP_MS,
  isExpiredDemoCopy,
  mayStartDemo,
} from './demo-copies.js';

describe('clientNetwork', () => {
  it('keeps an IPv4 address, and an IPv4-mapped IPv6 one as IPv4', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('reduces an IPv6 address to its /64 network, whatever its spelling', () => {
    const net = '2001:db8:85a3:42::/64';
    expect(clientNetwork('2001:db8:85a3:42::1')).toBe(net);
    expect(clientNetwork('2001:0db8:85a3:0042:ffff:1:2:3')).toBe(net);
    expect(clientNetwork('2001:DB8:85A3:42:aaaa:bbbb:cccc:dddd%eth0')).toBe(net);
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('2001:db8:1:2::10.0.0.1')).toBe('2001:db8:1:2::/64');
  });

  it('tells two /64 networks apart', () => {
    expect(clientNetwork('2001:db8:0:1::1')).not.toBe(clientNetwork('2001:db8:0:2::1'));
  });
});

describe('limits', () => {
  it('lets an address open copies up to its limit', () => {
    expect(mayStartDemo(0, 10)).toBe(true);
    expect(mayStartDemo(9, 10)).toBe(true);
    expect(mayStartDemo(10, 10)).toBe(false);
  });

  it('evicts just enough copies for one more to fit under the cap', () => {
    expect(copiesToEvict(0, 500)).toBe(0);
    expect(copiesToEvict(499, 500)).toBe(0);
    expect(copiesToEvict(500, 500)).toBe(1);
    expect(copiesToEvict(503, 500)).toBe(4);
  });

  it('records activity at most once per step', () => {
    expect(activityDue(undefined, 1000)).toBe(true);
    expect(activityDue(1000, 1000 + DEMO_ACTIVITY_STEP_MS - 1)).toBe(false);
    expect(activityDue(1000, 1000 + DEMO_ACTIVITY_STEP_MS)).toBe(true);
  });
});

describe('isExpiredDemoCopy', () => {
  const now = new Date('2026-03-01T12:00:00.000Z');
  it('is true only for a demo copy whose end has come', () => {
    expect(isExpiredDemoCopy({ isDemo: 1, demoExpiresAt: '2026-03-01T11:59:59.999Z' }, now)).toBe(true);
    expect(isExpiredDemoCopy({ isDemo: 1, demoExpiresAt: '2026-03-01T12:00:00.000Z' }, now)).toBe(true);
    expect(isExpiredDemoCopy({ isDemo: 1, demoExpiresAt: '2026-03-01T12:00:00.001Z' }, now)).toBe(false);
    // The showcase never ends; a real account is never a demo copy.
    expect(isExpiredDemoCopy({ isDemo: 1, demoExpiresAt: null }, now)).toBe(false);
    expect(isExpiredDemoCopy({ isDemo: 0, demoExpiresAt: '2020-01-01T00:00:00.000Z' }, now)).toBe(false);
  });
});
