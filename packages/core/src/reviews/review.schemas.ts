import { z } from 'zod';
import { reviewMessages as m } from './review.messages.js';

export const REVIEW_MESSAGE_MAX = 2000;
export const REVIEW_REPLY_MAX = 2000;
/** Reviews are given within this many days after the appointment's end. */
export const REVIEW_INVITATION_DAYS = 60;

/** Body of POST /public/review-invitations/:token: the client's stars and words. */
export const reviewSubmitSchema = z.object({
  rating: z
    .number({ error: m.ratingRequired })
    .int({ error: m.ratingRequired })
    .min(1, { error: m.ratingRequired })
    .max(5, { error: m.ratingRequired }),
  message: z
    .string({ error: m.messageRequired })
    .trim()
    .min(1, { error: m.messageRequired })
    .max(REVIEW_MESSAGE_MAX, { error: m.messageTooLong }),
});
export type ReviewSubmit = z.infer<typeof reviewSubmitSchema>;

/** Body of PUT /reviews/:id/reply: the professional's public answer (created or edited). */
export const reviewReplySchema = z.object({
  message: z
    .string({ error: m.replyRequired })
    .trim()
    .min(1, { error: m.replyRequired })
    .max(REVIEW_REPLY_MAX, { error: m.replyTooLong }),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/**
 * Why a professional reports a review. Reviews are never deleted by the salon (French rules on online
 * reviews): a report is kept with the review for moderation, which stays visible meanwhile.
 */
export const REVIEW_REPORT_REASONS = [
  'not-a-client',
  'insulting',
  'personal-data',
  'off-topic',
  'other',
] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];
export const reviewReportReasonLabels: Record<ReviewReportReason, string> = {
  'not-a-client': 'Cette personne n’est pas venue au salon',
  insulting: 'Propos injurieux, diffamatoires ou discriminatoires',
  'personal-data': 'Il contient des données personnelles',
  'off-topic': 'Il ne parle pas de la prestation',
  other: 'Autre motif',
};

export const reviewReportSchema = z.object({
  reason: z.enum(REVIEW_REPORT_REASONS, { error: m.reportReasonRequired }),
  details: z
    .string({ error: m.reportDetailsTooLong })
    .trim()
    .max(1000, { error: m.reportDetailsTooLong })
    .default(''),
});
export type ReviewReport = z.infer<typeof reviewReportSchema>;

/** Body of PUT /reviews/settings. */
export const reviewSettingsSchema = z.object({
  /** Whether appointments the salon enters by hand also ask their client for a review (online ones always do). */
  askForProAppointments: z.boolean(),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

/** A review as the public sees it (profile page, widget, shared link). */
export const publicReviewDtoSchema = z.object({
  id: z.string(),
  prenom: z.string(),
  rating: z.number(),
  message: z.string(),
  /** ISO instant the review was given. */
  date: z.string(),
  /** ISO instant of the appointment reviewed (the experience's date); null for reviews from before checks. */
  visitDate: z.string().nullable(),
  /** Given through the single-use link sent after a real appointment. */
  verified: z.boolean(),
  reply: z.object({ message: z.string(), date: z.string().nullable() }).nullable(),
});
export type PublicReviewDto = z.infer<typeof publicReviewDtoSchema>;

/** GET /public/pros/:slug/reviews?offset&limit: every review, newest first, whatever its rating. */
export const publicReviewPageSchema = z.object({
  reviews: z.array(publicReviewDtoSchema),
  total: z.number(),
});
export const reviewPageQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** A review as the professional sees it in 'LES AVIS'. */
export const proReviewDtoSchema = publicReviewDtoSchema.extend({
  report: z
    .object({ reason: z.enum(REVIEW_REPORT_REASONS), details: z.string(), date: z.string() })
    .nullable(),
});
export type ProReviewDto = z.infer<typeof proReviewDtoSchema>;

/** GET /reviews?offset&limit. */
export const proReviewPageSchema = z.object({
  reviews: z.array(proReviewDtoSchema),
  total: z.number(),
  /** Average rating, one decimal; null without reviews. */
  average: z.number().nullable(),
  askForProAppointments: z.boolean(),
});
export type ProReviewPage = z.infer<typeof proReviewPageSchema>;

/** GET /public/review-invitations/:token: what the review form shows. */
export const reviewInvitationDtoSchema = z.object({
  nomSociete: z.string(),
  slug: z.string(),
  prenom: z.string(),
  /** ISO instant of the appointment's start. */
  visitDate: z.string(),
  timeZone: z.string(),
  services: z.array(z.string()),
});
export type ReviewInvitationDto = z.infer<typeof reviewInvitationDtoSchema>;

export const reviewSubmittedDtoSchema = z.object({ review: publicReviewDtoSchema, slug: z.string() });
