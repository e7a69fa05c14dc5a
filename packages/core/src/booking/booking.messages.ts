/** French texts of online booking (widget form, slot search, manage link), in one place. */
export const bookingMessages = {
  prenomRequired: 'Veuillez saisir votre prénom',
  prenomTooLong: 'Le prénom ne doit pas dépasser 100 caractères.',
  nomRequired: 'Veuillez saisir votre nom',
  nomTooLong: 'Le nom ne doit pas dépasser 100 caractères.',
  telPortableInvalid: 'Veuillez saisir un numéro de téléphone portable valide',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
  acceptTerms: "Veuillez accepter les conditions générales d'utilisation.",
  noteTooLong: 'Le message ne doit pas dépasser 1000 caractères.',
  slotRequired: 'Veuillez choisir un créneau.',
  servicesRequired: 'Veuillez choisir au moins une prestation.',
  tooManyServices: 'Vous pouvez choisir au plus 10 prestations.',
  serviceUnknown: 'Cette prestation n’est pas proposée par ce professionnel.',
  serviceNotOffered: 'Cette prestation n’est pas proposée sur ce créneau. Veuillez choisir un autre créneau.',
  staffUnknown: 'Ce membre de l’équipe ne fait pas partie de l’établissement.',
  dayInvalid: 'Veuillez saisir une date valide (AAAA-MM-JJ).',
  daysInvalid: 'Le nombre de jours doit être un nombre entier entre 1 et 62.',
  queryTooLong: 'La recherche ne doit pas dépasser 100 caractères.',
  limitInvalid: 'Le nombre de résultats par page doit être un nombre entier entre 1 et 50.',
  cursorInvalid: 'La page de résultats demandée est invalide. Veuillez relancer la recherche.',
  slotTaken: "Ce créneau vient d'être réservé par quelqu'un d'autre. Veuillez en choisir un autre.",
  slotUnknown: 'Ce créneau n’est plus proposé. Veuillez en choisir un autre.',
  slotTooSoon: 'Ce créneau n’est plus réservable en ligne. Veuillez en choisir un plus tard.',
  proNotFound: 'Ce professionnel est introuvable.',
  bookingNotFound: 'Ce rendez-vous est introuvable : il a peut-être été annulé.',
  noOnlineBooking: 'Pas de RDV en ligne',
  cancelled: 'Votre rendez-vous a bien été annulé.',
  moved: 'Votre rendez-vous a bien été déplacé.',
} as const;

/** 409 of a selection longer than the slot and the free ones following it. */
export const durationTooLongMessage = (duration: string) =>
  `La durée des prestations choisies (${duration}) dépasse le créneau disponible.`;

/** 409 of a cancel or move asked for too late: the appointment starts within the minimum notice. */
export const changeTooLateMessage = (noticeHours: number, business: string, phone: string) =>
  `Ce rendez-vous ne peut plus être modifié ni annulé en ligne moins de ${noticeHours} h avant son début. ` +
  `Veuillez contacter ${business}${phone ? ` au ${phone}` : ''}.`;

/** A duration as people write it: '45 min', '1 h', '1 h 30', '2 h 05'. */
export function formatDurationFr(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, '0')}`;
}
