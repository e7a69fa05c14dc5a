import { formatLongDateFr, utcToZoned, type BookingView } from '@quickrdv/core';

/** 'jeudi 5 mars 2026'. */
export const longDate = (day: string) => formatLongDateFr(day);

/** The last moment to move or cancel online, where the business is: 'jeudi 5 mars 2026 à 09:00'. */
export function deadlineText(booking: BookingView): string {
  const z = utcToZoned(new Date(booking.changeDeadline), booking.business.timeZone);
  return `${formatLongDateFr(z.day)} à ${z.time}`;
}

/** A phone number as a tel: link target. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
