/** Texts of MA PAGE PERSO. */
export const pagePersoStrings = {
  title: 'MA PAGE PERSO',
  pageTitle: 'Ma page perso',
  intro: 'Votre page de réservation, telle que vos clients la voient.',
  customise: 'Personnaliser la page',
  openPage: 'Voir ma page',
  pageAddress: 'Adresse de votre page',
  previewTitle: 'Aperçu de votre page de profil',
  panelLabel: 'Partager ma page',
  modeLabel: 'Ce que montre le panneau',
  modes: { qr: 'QR code', widget: 'Widget' },
  qr: {
    title: 'Sur le téléphone de vos clients',
    text: 'En scannant votre QR code, vos clients arrivent sur la prise de rendez-vous mobile :',
    imageAlt: 'QR code de votre page de réservation',
    loading: 'Chargement de la prise de rendez-vous mobile…',
    frameTitle: 'Prise de rendez-vous mobile',
    manage: 'Télécharger ou recevoir mon QR code',
  },
  widget: {
    title: 'Sur votre site',
    text: 'Collez ce code dans une page de votre site : le widget s’affiche à cet endroit.',
    code: 'Code du widget à copier dans votre site',
    previewLabel: 'Aperçu du widget',
  },
} as const;
