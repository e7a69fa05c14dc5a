import { formatLongDateFr, utcToZoned, type BookingView } from '@quickrdv/core';

/** 'jeudi 5 mars 2026'. */
export const longDate = (day: string) => formatLongDateFr(day);

/** 'Jeudi 5 mars 2026', for a date standing alone as a heading. */
export const longDateTitle = (day: string) => {
  const text = formatLongDateFr(day);
  return text.charAt(0).toUpperCase() + text.slice(1);
};

const SHORT = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '5 mars', for ranges of days. */
export const shortDate = (day: string) => SHORT.format(new Date(`${day}T12:00:00Z`));

const WEEKDAY = new Intl.DateTimeFormat('fr-FR', { weekday: 'short', timeZone: 'UTC' });

/** 'jeu.', for a day chip. */
export const weekdayShort = (day: string) => WEEKDAY.format(new Date(`${day}T12:00:00Z`));

/** The last moment to move or cancel online, where the business is: 'jeudi 5 mars 2026 à 09:00'. */
export function deadlineText(booking: BookingView): string {
  const z = utcToZoned(new Date(booking.changeDeadline), booking.business.timeZone);
  return `${formatLongDateFr(z.day)} à ${z.time}`;
}

/** A phone number as a tel: link target. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
