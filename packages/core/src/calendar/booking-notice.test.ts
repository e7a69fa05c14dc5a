import { describe, expect, it } from 'vitest';
import {
  BOOKING_NOTICE_CHOICES,
  DEFAULT_BOOKING_NOTICE_HOURS,
  bookingNoticeSchema,
  isWithinNotice,
  noticeLabel,
} from './booking-notice.js';

describe('booking notice', () => {
  it('defaults to a short notice that is one of the choices', () => {
    expect(DEFAULT_BOOKING_NOTICE_HOURS).toBe(2);
    expect(BOOKING_NOTICE_CHOICES).toContain(DEFAULT_BOOKING_NOTICE_HOURS);
  });

  it('accepts the listed choices only, with a French message', () => {
    expect(bookingNoticeSchema.parse({ hours: 24 })).toEqual({ hours: 24 });
    for (const hours of [5, -1, 1.5, 1000, '2', null]) {
      const r = bookingNoticeSchema.safeParse({ hours });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Choisissez un délai proposé dans la liste.');
    }
  });

  it('marks a slot too close when it starts before now plus the notice', () => {
    const now = Date.parse('2026-03-29T08:00:00Z');
    expect(isWithinNotice('2026-03-29T09:59:00Z', now, 2)).toBe(true);
    expect(isWithinNotice('2026-03-29T10:00:00Z', now, 2)).toBe(false);
    expect(isWithinNotice('2026-03-29T08:00:00Z', now, 0)).toBe(false);
    expect(isWithinNotice('2026-03-29T07:59:00Z', now, 0)).toBe(true);
  });

  it('says the notice in French', () => {
    expect(noticeLabel(0)).toBe('Aucun délai');
    expect(noticeLabel(24)).toBe('24 h');
  });
});
