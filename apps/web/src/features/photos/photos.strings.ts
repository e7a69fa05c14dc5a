import { photosMessages } from '@quickrdv/core';

/** Texts of 'MES PHOTOS'; the specification's texts come from core's photosMessages. */
export const photosStrings = {
  pageTitle: 'Mes photos',
  title: 'MES PHOTOS',
  intro: 'Montrez votre établissement : jusqu’à 4 photos, affichées sur votre page de réservation.',
  count: (n: number, max: number) => `${n} / ${max} photos`,
  dropZone: photosMessages.dropZone,
  dropHint: 'Glissez-déposez vos images ici, ou cliquez. JPEG, PNG ou WebP, au moins 350 × 350 pixels.',
  dropActive: 'Déposez vos images ici',
  full: 'Supprimez une photo pour en ajouter une autre.',
  cropTitle: photosMessages.cropTitle,
  cropProgress: (n: number, total: number) => `Photo ${n} sur ${total}`,
  cropHint: 'Déplacez l’image pour choisir la partie carrée à garder.',
  cancel: 'Annuler',
  validate: 'Valider',
  fileError: (name: string, message: string) => `${name} : ${message}`,
  uploaded: 'Photo ajoutée.',
  photoAlt: (n: number) => `Photo ${n} de votre établissement`,
  /** The placeholder of a photo that could not be loaded. */
  unavailable: 'Image indisponible',
  delete: (n: number) => `Supprimer la photo ${n}`,
  deleteHeader: 'Confirmation de suppression',
  deleteConfirm: 'Êtes-vous sûr de vouloir supprimer cette photo ?',
  deleted: 'Photo supprimée',
  deletionRejected: 'Supression rejetée',
  yes: 'Oui',
  no: 'Non',
  empty: 'Aucune photo pour le moment.',
} as const;
