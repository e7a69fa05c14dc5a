/** Texts of the setup wizard ({base}/demarrage/...). */
export const onboardingStrings = {
  pageTitle: 'Configuration de votre salon',
  title: 'Configurons votre salon',
  intro:
    'Quelques étapes pour que vos clients puissent réserver en ligne. Vous pourrez tout modifier ensuite.',
  stepperLabel: 'Étapes de la configuration',
  stepOf: (n: number, total: number, label: string) => `Étape ${n} sur ${total} · ${label}`,
  next: 'Suivant',
  previous: 'Précédent',
  done: 'Votre salon est configuré : bienvenue dans votre espace professionnel !',
  steps: {
    coordonnees: 'Coordonnées',
    photos: 'Photos',
    prestations: 'Prestations',
    horaires: 'Horaires',
    personnel: 'Personnel',
  },
} as const;
