import { noticeLabel } from '@quickrdv/core';

export const bookingNoticeStrings = {
  label: 'Délai minimum avant un rendez-vous',
  hint: 'Vos clients réservent en ligne jusqu’à ce délai avant le début d’un créneau.',
  saved: 'Délai minimum enregistré.',
  option: (hours: number) => (hours === 0 ? 'Aucun délai' : `${noticeLabel(hours)} avant`),
  /** On an availability the professional is about to create, or sees in the calendar. */
  tooClose: (hours: number) =>
    `Trop proche : vos clients ne peuvent réserver en ligne que jusqu’à ${noticeLabel(hours)} avant le début.`,
  tooCloseTag: 'Trop proche',
};
