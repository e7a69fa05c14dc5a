import { servicesMessages } from '@quickrdv/core';

/** Texts of 'MES PRESTATIONS'; the specification's messages come from core's servicesMessages. */
export const servicesStrings = {
  pageTitle: 'Mes prestations',
  title: 'MES PRESTATIONS',
  addTitle: 'Ajouter une prestation',
  add: 'Ajouter',
  added: (name: string) => `La prestation « ${name} » a été ajoutée.`,
  name: 'Nom de la prestation',
  namePlaceholder: 'Coupe femme, brushing…',
  category: 'Catégorie',
  categoryHint: 'Facultative : saisissez-la ou choisissez-la dans la liste.',
  categoryPlaceholder: 'Coiffure, soins…',
  showCategories: 'Afficher les catégories',
  amount: 'Montant',
  euro: '€',
  duration: 'Durée',
  durationHint: 'Heures et minutes.',
  empty: 'Aucune prestation pour le moment. Ajoutez la première ci-dessus.',
  emptyCompact: 'Aucune prestation pour le moment. Touchez + pour ajouter la première.',
  assignedToAll: servicesMessages.assignedToAll,
  expand: (name: string) => `Afficher les réglages de ${name}`,
  collapse: (name: string) => `Masquer les réglages de ${name}`,
  delete: (name: string) => `Supprimer ${name}`,
  noCategory: 'Sans catégorie',
  minutes: (total: number) => {
    const h = Math.floor(total / 60);
    const m = total % 60;
    if (h === 0) return `${m} min`;
    return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, '0')}`;
  },
  edit: {
    title: 'Prestation',
    save: 'Enregistrer les modifications',
    saved: 'Prestation enregistrée.',
  },
  description: 'Description',
  staff: 'Personnel qui réalise cette prestation',
  staffPlaceholder: 'Choisir le personnel',
  noStaff: 'Ajoutez votre personnel dans « Mon personnel » pour le choisir ici.',
  color: 'Couleur dans le calendrier',
  noColor: servicesMessages.noColor,
  chooseColor: servicesMessages.chooseColor,
  presets: 'Couleurs proposées',
  presetLabel: (name: string) => `Couleur ${name}`,
  saving: 'Enregistrement…',
  savedAll: 'Modifications enregistrées',
  yes: 'Oui',
  no: 'Non',
} as const;

/** A short palette for quick picks, beside the full colour picker. */
export const COLOR_PRESETS: { name: string; hex: string }[] = [
  { name: 'indigo', hex: '6366f1' },
  { name: 'rose', hex: 'e11d74' },
  { name: 'corail', hex: 'f97360' },
  { name: 'ambre', hex: 'f59e0b' },
  { name: 'vert', hex: '16a34a' },
  { name: 'turquoise', hex: '0d9488' },
  { name: 'bleu', hex: '2563eb' },
  { name: 'violet', hex: '9333ea' },
  { name: 'gris', hex: '6b7280' },
];
