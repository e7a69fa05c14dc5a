import { weekdayOf, type LocalDate } from './zoned.js';

/** Monday first, as `weekdayOf` counts. */
export const FRENCH_WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];
export const FRENCH_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** 'mardi 24 novembre 2026', '1er' for the first day of a month, as written in French. */
export function formatLongDateFr(day: LocalDate): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${FRENCH_WEEKDAYS[weekdayOf(day)]} ${d === 1 ? '1er' : d} ${FRENCH_MONTHS[m - 1]} ${y}`;
}
