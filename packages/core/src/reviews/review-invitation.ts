import { REVIEW_INVITATION_DAYS } from './review.schemas.js';

const DAY_MS = 86_400_000;

/**
 * Appointments ended more than this long ago are not asked about when the sweep first sees them (a server
 * down for days, or the feature switched on): a review request weeks later would surprise the client.
 */
export const REVIEW_ASK_WINDOW_DAYS = 7;

/** Until when a review link sent for an appointment ending at `endsAt` can be used. */
export const reviewInvitationExpiry = (endsAt: Date): Date =>
  new Date(endsAt.getTime() + REVIEW_INVITATION_DAYS * DAY_MS);

/** The oldest appointment end the sweep still asks about, at `now`. */
export const reviewAskFrom = (now: Date): Date => new Date(now.getTime() - REVIEW_ASK_WINDOW_DAYS * DAY_MS);

export type InvitationState = 'open' | 'used' | 'expired' | 'too-early';

/** Whether a review link can be used now. */
export function invitationState(
  i: { usedAt: string | null; expiresAt: string; endsAt: string },
  now: Date,
): InvitationState {
  if (i.usedAt) return 'used';
  if (now.getTime() > Date.parse(i.expiresAt)) return 'expired';
  if (now.getTime() < Date.parse(i.endsAt)) return 'too-early';
  return 'open';
}
