export const homeStrings = {
  pageTitle: 'Accueil',
  hello: (prenom: string) => `Bonjour ${prenom}`,
  intro: 'Bienvenue dans votre espace professionnel Quick RDV.',
  demoIntro: 'Bienvenue dans la démo de l’espace professionnel Quick RDV : explorez-le librement.',
  businessTitle: 'Votre établissement',
  business: 'Établissement',
  owner: 'Responsable',
  identifier: 'Identifiant de connexion',
  plan: 'Formule',
  seePlan: 'Voir mon abonnement',
  account: 'Mon compte',
  accountText: 'Abonnement, identifiant, mot de passe et suppression du compte.',
  accountLink: 'Gérer mon compte',
  deletionPending: 'Une demande de suppression de votre compte est en cours.',
  deletionPendingLink: 'Voir dans Mon compte',
  shareTitle: 'Votre page de réservation',
  shareText:
    'Partagez l’adresse de votre page avec vos clients, ou collez le code du widget dans votre propre site : ils réservent en ligne, sans vous appeler.',
  pageAddress: 'Adresse de votre page',
  openPage: 'Voir ma page',
  widgetCode: 'Code du widget pour votre site',
  previewWidget: 'Aperçu du widget',
  pagePerso: 'Ma page perso',
  qrText: 'Votre QR code mène à cette page : imprimez-le pour vos clients.',
  qrLink: 'Mon QR code',
  steps: {
    title: 'Prochaines étapes',
    left: (n: number) =>
      n === 1
        ? 'Encore une étape avant vos réservations en ligne.'
        : `Encore ${n} étapes avant vos réservations en ligne.`,
    allDone: 'Tout est prêt : vos clients peuvent réserver en ligne.',
    done: 'Fait',
    todo: 'À faire',
    publishTitle: 'Publiez vos disponibilités',
    publishText:
      'Vos clients ne réservent que les créneaux publiés. Publiez les semaines à venir depuis vos horaires d’ouverture (bouton PARAMETRES), ou créneau par créneau dans le calendrier.',
    publishLink: 'Publier depuis mes horaires',
    photosTitle: 'Ajoutez des photos de votre établissement',
    photosText: 'Jusqu’à 4 photos, montrées en haut de votre page.',
    photosLink: 'Ajouter des photos',
  },
} as const;
