import { z } from 'zod';

/** A staff member as visitors see them. */
export const publicStaffSchema = z.object({
  id: z.string(),
  prenom: z.string(),
  nom: z.string(),
  /** 6 hex digits without '#'. */
  color: z.string(),
});
export type PublicStaff = z.infer<typeof publicStaffSchema>;

/**
 * One bookable slot of a day: wall-clock times ('HH:mm') in the reply's time zone. Its staff member and its
 * services are given by reference to the reply's `staff` and `offers` lists (thousands of slots share them).
 */
export const publicSlotSchema = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  /** Id of one of the reply's `staff`; null = 'Indifférent' (any staff member, colour 808080). */
  staffId: z.string().nullable(),
  /** Index in the reply's `offers`: the services bookable on this slot. */
  offer: z.number().int().nonnegative(),
  /** Longest booking that may start here: this slot plus the free slots right after it, same staff. */
  maxMinutes: z.number(),
});
export type PublicSlot = z.infer<typeof publicSlotSchema>;

/** Reply of GET /public/pros/:slug/slots. */
export const slotSearchReplySchema = z.object({
  from: z.string(),
  /** Last day searched (included). */
  to: z.string(),
  timeZone: z.string(),
  /** The professional's staff members, each listed once. */
  staff: z.array(publicStaffSchema),
  /** The distinct sets of service ids bookable on the slots (its own list, or all its staff member performs). */
  offers: z.array(z.array(z.string())),
  /** Local days ('YYYY-MM-DD') with at least one matching slot, in order, their slots in order. */
  days: z.array(z.object({ day: z.string(), slots: z.array(publicSlotSchema) })),
  /** First day on or after `from` with a matching slot (searched up to a year ahead), or null. */
  nextAvailableDay: z.string().nullable(),
});
export type SlotSearchReply = z.infer<typeof slotSearchReplySchema>;

export const bookingServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Euros (45.5). */
  amount: z.number(),
  amountCents: z.number(),
  /** 'hh:mm'. */
  duration: z.string(),
  durationMinutes: z.number(),
});
export type BookingService = z.infer<typeof bookingServiceSchema>;

export const publicBusinessSchema = z.object({
  slug: z.string(),
  nomSociete: z.string(),
  adresse: z.string(),
  codePostal: z.string(),
  ville: z.string(),
  tel1: z.string(),
  timeZone: z.string(),
});

/** One online booking as its manage link shows it (and as POST .../bookings returns it). */
export const bookingViewSchema = z.object({
  token: z.string(),
  /** 'confirmed' until it ends, then 'past'; 'cancelled' once the client or the professional cancelled it. */
  status: z.enum(['confirmed', 'past', 'cancelled']),
  /** Who cancelled it, for a cancelled booking (its manage link keeps showing it, with 'Reprendre rendez-vous'). */
  cancelledBy: z.enum(['client', 'pro']).nullable(),
  day: z.string(),
  start: z.string(),
  end: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number(),
  services: z.array(bookingServiceSchema),
  totalAmount: z.number(),
  totalAmountCents: z.number(),
  staff: publicStaffSchema.nullable(),
  client: z.object({ prenom: z.string(), nom: z.string() }),
  note: z.string(),
  business: publicBusinessSchema,
  /** Cancel and move are allowed until start minus the professional's minimum notice. */
  canChange: z.boolean(),
  changeDeadline: z.string(),
  noticeHours: z.number(),
  manageUrl: z.string(),
  icsUrl: z.string(),
});
export type BookingView = z.infer<typeof bookingViewSchema>;

/**
 * Reply of a booking or a move. `sentBy`: the channels that really deliver a message to the visitor on this
 * server (an e-mail needs SMTP, an SMS a provider; the in-app outbox delivers nothing), so the widget never
 * claims a message it did not send.
 */
export const bookingReplySchema = z.object({
  booking: bookingViewSchema,
  manageUrl: z.string(),
  sentBy: z.object({ email: z.boolean(), sms: z.boolean() }),
});
export type BookingReply = z.infer<typeof bookingReplySchema>;

/** Reply of DELETE /public/bookings/:token. */
export const bookingCancelReplySchema = z.object({ cancelled: z.literal(true), message: z.string() });

/** Rating summary: average to one decimal (null without reviews) and count. */
export const ratingSummarySchema = z.object({ noteglobale: z.number().nullable(), nombreavis: z.number() });
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** One professional of GET /public/directory. */
export const directoryEntrySchema = z.object({
  slug: z.string(),
  nomSociete: z.string(),
  profession: z.string(),
  ville: z.string(),
  codePostal: z.string(),
  imageUrl: z.string().nullable(),
  rating: ratingSummarySchema,
});
/** One page of results; `nextCursor` asks for the following page, null on the last one. */
export const directoryReplySchema = z.object({
  results: z.array(directoryEntrySchema),
  nextCursor: z.string().nullable(),
});
export type DirectoryReply = z.infer<typeof directoryReplySchema>;

/** Average of ratings to one decimal, null when there are none. */
export function ratingSummary(sum: number, count: number): RatingSummary {
  return { noteglobale: count ? Math.round((sum / count) * 10) / 10 : null, nombreavis: count };
}
