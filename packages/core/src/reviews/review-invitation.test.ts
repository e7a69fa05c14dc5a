import { describe, expect, it } from 'vitest';
import { invitationState, reviewAskFrom, reviewInvitationExpiry } from './review-invitation.js';

describe('review invitations', () => {
  const endsAt = '2026-11-20T10:00:00.000Z';
  it('expire 60 days after the appointment', () => {
    expect(reviewInvitationExpiry(new Date(endsAt)).toISOString()).toBe('2027-01-19T10:00:00.000Z');
  });
  it('are asked for appointments ended within the last 7 days only', () => {
    expect(reviewAskFrom(new Date('2026-11-25T00:00:00Z')).toISOString()).toBe('2026-11-18T00:00:00.000Z');
  });
  it('can be used once, after the appointment, before expiry', () => {
    const base = { usedAt: null, endsAt, expiresAt: '2027-01-19T10:00:00.000Z' };
    expect(invitationState(base, new Date('2026-11-20T09:59:00Z'))).toBe('too-early');
    expect(invitationState(base, new Date('2026-11-20T10:00:00Z'))).toBe('open');
    expect(invitationState(base, new Date('2027-01-19T10:00:01Z'))).toBe('expired');
    expect(
      invitationState({ ...base, usedAt: '2026-11-21T00:00:00Z' }, new Date('2026-11-22T00:00:00Z')),
    ).toBe('used');
  });
});
