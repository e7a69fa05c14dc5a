/** Tables of the verified reviews (migrations 0004 and 0016). */
import type { Generated } from 'kysely';

export interface ReviewsTable {
  id: string;
  proId: string;
  prenom: string;
  rating: number;
  message: string;
  replyMessage: string | null;
  replyAt: string | null;
  createdAt: string;
  /** The appointment reviewed (0016); null for older reviews or once the salon deleted that appointment. */
  appointmentId: string | null;
  /** The appointment's start, the experience's date shown publicly. */
  visitAt: string | null;
  /** 1 when given through the link sent after a real appointment. */
  verified: Generated<number>;
  reportedAt: string | null;
  reportReason: string | null;
  reportDetails: string | null;
}

/** The single-use link sent after an appointment to ask for a review (0016). */
export interface ReviewInvitationsTable {
  id: string;
  tokenHash: string;
  proId: string;
  appointmentId: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}
