import { z } from 'zod';

/**
 * The minimum notice: how long before a slot clients can still book it online (and move or cancel a
 * booking). Short by default, so the first slot a new professional publishes for tomorrow shows at once.
 */
export const BOOKING_NOTICE_CHOICES = [0, 1, 2, 3, 6, 12, 24, 48] as const;
export const DEFAULT_BOOKING_NOTICE_HOURS = 2;
const HOUR_MS = 3_600_000;

export const bookingNoticeMessages = {
  invalid: 'Choisissez un délai proposé dans la liste.',
} as const;

/** Body of PUT /settings/booking-notice. */
export const bookingNoticeSchema = z.object({
  hours: z
    .number({ error: bookingNoticeMessages.invalid })
    .refine((h) => (BOOKING_NOTICE_CHOICES as readonly number[]).includes(h), {
      error: bookingNoticeMessages.invalid,
    }),
});
export type BookingNoticeInput = z.infer<typeof bookingNoticeSchema>;

/** The first instant clients may book, as epoch ms. */
export const bookableFromMs = (nowMs: number, noticeHours: number) => nowMs + noticeHours * HOUR_MS;

/** True when a slot starting at `startsAtIso` is too close for clients to book it online now. */
export const isWithinNotice = (startsAtIso: string, nowMs: number, noticeHours: number) =>
  Date.parse(startsAtIso) < bookableFromMs(nowMs, noticeHours);

/** '2 h', or 'Aucun délai' for 0, as the choice list and the calendar say it. */
export const noticeLabel = (hours: number) => (hours === 0 ? 'Aucun délai' : `${hours} h`);
