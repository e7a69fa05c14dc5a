/** French texts of the services screen ('MES PRESTATIONS'), verbatim from the specification where it gives them. */
export const servicesMessages = {
  nameRequired: 'Veuillez saisir le nom de la prestation',
  nameTooLong: 'Le nom de la prestation ne doit pas dépasser 255 caractères.',
  amountRequired: 'Veuillez renseigner un montant',
  amountInvalid: 'Le montant doit être un nombre positif avec au plus deux décimales.',
  amountTooLarge: 'Le montant ne doit pas dépasser 100 000 €.',
  durationRequired: 'Veuillez renseigner une durée',
  durationInvalid: 'La durée doit être au format hh:mm.',
  durationZero: 'La durée doit être supérieure à 00:00.',
  durationTooLong: 'La durée ne doit pas dépasser 12:00.',
  /** Shown beside the blocking messages when the category is empty too; a category is never required. */
  categoryMissing: 'Veuillez renseigner une catégorie',
  categoryTooLong: 'La catégorie ne doit pas dépasser 255 caractères.',
  descriptionTooLong: 'La description ne doit pas dépasser 20 000 caractères.',
  colorInvalid: 'La couleur doit être un code hexadécimal de 6 caractères (par exemple 6366f1).',
  staffIdsInvalid: 'Veuillez choisir des membres de votre personnel.',
  staffNotFound: 'Un des membres du personnel choisis est introuvable.',
  notFound: 'Prestation introuvable.',
  noService: 'Veuillez insérer au moins une prestation !',
  deleteHeader: 'Confirmation de suppression',
  deleteConfirm: 'Êtes-vous sûr de vouloir supprimer cette prestation ?',
  deleted: 'Prestation supprimée',
  // Verbatim, typo included: the specification's texts are the product's (DEVELOPERS.md).
  deletionRejected: 'Supression rejetée',
  noColor: 'Aucune couleur',
  chooseColor: 'Choisir Couleur',
  assignedToAll:
    'Une prestation est attribuée par défaut à tout votre personnel ; vous pourrez modifier ce choix dans votre espace professionnel.',
} as const;

/** Header of the list: 'N PRESTATION(S) AU TOTAL', plural when N is above one. */
export const servicesTotalLabel = (n: number) => `${n} PRESTATION${n > 1 ? 'S' : ''} AU TOTAL`;
