/** Texts shared by every screen. */
export const uiStrings = {
  appName: 'Quick RDV',
  homeLinkLabel: 'Quick RDV, retour à l’accueil',
  loading: 'Chargement…',
  retry: 'Réessayer',
  loadFailed: 'Le chargement a échoué.',
  close: 'Fermer',
} as const;
