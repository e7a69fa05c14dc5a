import { z } from 'zod';
import { publicStaffSchema, ratingSummarySchema } from '../booking/booking.dto.js';
import { pageLayoutSchema } from './page-layout.js';
import { publicReviewDtoSchema } from '../reviews/review.schemas.js';

/** A review on the public page: see reviews/review.schemas.ts. */
export const publicReviewSchema = publicReviewDtoSchema;

export const publicServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Euros (45.5). */
  amount: z.number(),
  amountCents: z.number(),
  /** 'hh:mm'. */
  duration: z.string(),
  durationMinutes: z.number(),
  /** Sanitised HTML. */
  description: z.string(),
  color: z.string().nullable(),
});
export type PublicService = z.infer<typeof publicServiceSchema>;

/** Reply of GET /public/pros/:slug: everything the public page and the booking widget show. */
export const publicProfileSchema = z.object({
  business: z.object({
    slug: z.string(),
    nomSociete: z.string(),
    profession: z.string(),
    adresse: z.string(),
    codePostal: z.string(),
    ville: z.string(),
    tel1: z.string(),
    /** The business's contact e-mail, null when none was given (the login e-mail is never shown). */
    email: z.string().nullable(),
    /** Sanitised HTML. */
    presentation: z.string(),
    imageUrl: z.string().nullable(),
    establishmentType: z.string().nullable(),
    timeZone: z.string(),
    /** Minimum notice before a slot, in hours: later slots only are bookable, changeable, cancellable. */
    bookingNoticeHours: z.number(),
    /** True for the showcase demo salon (the widget opens the sign-up invitation). */
    isDemo: z.boolean(),
  }),
  rating: ratingSummarySchema,
  /** Latest reviews first. */
  reviews: z.array(publicReviewSchema),
  photos: z.array(z.object({ id: z.string(), url: z.string() })),
  /** Seven days, Monday (weekday 0) first; an empty ranges list is a closed day. */
  openingHours: z.array(
    z.object({
      weekday: z.number(),
      name: z.string(),
      ranges: z.array(z.object({ opens: z.string(), closes: z.string() })),
    }),
  ),
  team: z.array(publicStaffSchema.extend({ email: z.string().nullable() })),
  /** Bookable services grouped by category, in the professional's order; category null = without one. */
  serviceCategories: z.array(
    z.object({
      id: z.string().nullable(),
      name: z.string().nullable(),
      services: z.array(publicServiceSchema),
    }),
  ),
  layout: pageLayoutSchema,
  /**
   * The stored logo's size in pixels (null without a logo): the page lists the logo's resized copies up to
   * its width in `srcset`, and says how wide it shows it in `sizes`.
   */
  logoSize: z.object({ width: z.number().int(), height: z.number().int() }).nullable(),
  /** Questionnaires some services ask once a slot is chosen, and which service asks which. */
  questionnaires: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      color: z.string(),
      questions: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          description: z.string(),
          richDescription: z.string(),
          type: z.enum(['text', 'single', 'multiple']),
          options: z.array(z.string()),
          required: z.boolean(),
          newLine: z.boolean(),
        }),
      ),
    }),
  ),
  serviceQuestionnaires: z.record(z.string(), z.string()),
  /** Up to 3 upcoming local days with a bookable slot ('YYYY-MM-DD'); empty: 'Pas de RDV en ligne'. */
  nextDays: z.array(z.string()),
  urls: z.object({ profile: z.string(), frame: z.string(), widgetScript: z.string() }),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
