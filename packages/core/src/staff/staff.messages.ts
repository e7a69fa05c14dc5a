/** French texts of the staff screen ('MON PERSONNEL'), verbatim from the specification where it gives them. */
export const staffMessages = {
  prenomRequired: 'Veuillez saisir un prénom.',
  prenomTooLong: 'Le prénom ne doit pas dépasser 255 caractères.',
  nomTooLong: 'Le nom ne doit pas dépasser 255 caractères.',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
  emailTooLong: 'L’adresse e-mail ne doit pas dépasser 255 caractères.',
  colorInvalid: 'La couleur doit être un code hexadécimal de 6 caractères (par exemple 6366f1).',
  notesTooLong: 'Les notes ne doivent pas dépasser 20 000 caractères.',
  endBeforeStart: "L'heure de fin doit être après l'heure de début.",
  serviceIdsInvalid: 'Veuillez choisir des prestations.',
  serviceNotFound: 'Une des prestations choisies est introuvable.',
  notFound: 'Membre du personnel introuvable.',
  noStaff: 'Veuillez insérer au moins un personnel',
  deleted: 'Partenaire supprimé',
  // Verbatim, typo included: the specification's texts are the product's (DEVELOPERS.md).
  deletionRejected: 'Supression rejetée',
  deleteHeader: 'Confirmation de suppression',
} as const;

/** Header of the list: 'N PERSONNEL(S) AU TOTAL', plural when N is above one. */
export const staffTotalLabel = (n: number) => `${n} PERSONNEL${n > 1 ? 'S' : ''} AU TOTAL`;

/** Confirmation before deleting a staff member: every appointment of theirs goes with them. */
export function staffDeletionWarning(futureAppointments: number): string {
  const count =
    futureAppointments === 0
      ? 'Aucun rendez-vous à venir n’est concerné.'
      : `${futureAppointments} rendez-vous à venir ${futureAppointments > 1 ? 'seront supprimés' : 'sera supprimé'}.`;
  return `Êtes-vous sûr de vouloir supprimer ce membre du personnel ? Tous ses rendez-vous associés seront supprimés. ${count}`;
}

/** Colour given to a new staff member: the calendar's default partner colour. */
export const DEFAULT_STAFF_COLOR = '6366f1';
