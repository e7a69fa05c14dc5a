/** Texts of the guided tour ('Démarrer la visite guidée'). */
export const tourStrings = {
  next: 'Suivant',
  previous: 'Précédent',
  done: 'Terminer',
  progress: '{{current}} sur {{total}}',
  welcome: {
    title: 'Bienvenue dans votre espace Quick RDV',
    text: 'En quelques étapes, voici où tout se trouve. Vous pouvez quitter la visite à tout moment et la reprendre depuis le Chat Bot IA.',
  },
  menuPhone: {
    title: 'Le menu',
    text: 'Toutes vos pages sont dans ce menu : touchez « Suivant » pour l’ouvrir.',
  },
  menu: {
    title: 'Le menu',
    text: 'Toutes vos pages sont ici. Voici celles à remplir en premier.',
  },
  hours: {
    title: 'Mes horaires',
    text: 'Vos heures d’ouverture : elles s’affichent sur votre page et servent à publier vos disponibilités.',
  },
  services: {
    title: 'Mes prestations',
    text: 'Vos services avec leur prix et leur durée : c’est ce que vos clients choisissent en réservant.',
  },
  staff: {
    title: 'Mon personnel',
    text: 'Chaque membre de l’équipe a son agenda. Vous travaillez seul(e) ? Ajoutez-vous.',
  },
  calendar: {
    title: 'Calendrier',
    text: 'Publiez vos disponibilités : vos clients ne réservent que les créneaux publiés. Vos rendez-vous s’affichent ici.',
  },
  page: {
    title: 'Ma page',
    text: 'Votre page de réservation telle que vos clients la voient, votre QR code, et le code du widget pour votre site.',
  },
  home: {
    title: 'Accueil',
    text: 'Vos rendez-vous du jour, vos nouveaux avis, votre formule et ce qu’il reste à faire.',
  },
  assistant: {
    title: 'Une question ?',
    text: 'Le Chat Bot IA répond à vos questions et relance cette visite quand vous voulez.',
  },
} as const;
