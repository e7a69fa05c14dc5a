export const landingStrings = {
  pageTitle: 'Rendez-vous en ligne pour votre salon',
  nav: { demo: 'Essayer la démo', login: 'Se connecter', signup: 'Créer mon compte' },
  hero: {
    eyebrow: 'Coiffeurs · Esthéticiennes · Barbiers',
    title: 'Vos clients réservent en ligne, vous gagnez du temps',
    text: 'Quick RDV est le service de prise de rendez-vous en ligne pensé pour les salons : publiez vos disponibilités, partagez votre page et laissez vos clients réserver à toute heure.',
    signup: 'Créer mon compte',
    demo: 'Essayer la démo',
    note: 'Gratuit jusqu’à 20 disponibilités par mois, sans carte bancaire.',
  },
  preview: {
    label: 'Aperçu d’une journée dans l’agenda',
    day: 'Mardi',
    slots: [
      { time: '09:30', service: 'Coupe brushing femme', who: 'Camille' },
      { time: '11:00', service: 'Taille de barbe', who: 'Yanis' },
      { time: '14:30', service: 'Balayage', who: 'Léa' },
    ],
    booked: 'Réservé en ligne',
  },
  featuresTitle: 'Tout ce qu’il faut pour remplir votre agenda',
  features: [
    {
      icon: 'pi pi-calendar',
      title: 'Vos disponibilités en ligne',
      text: 'Publiez vos créneaux : vos clients choisissent celui qui leur convient, même salon fermé.',
    },
    {
      icon: 'pi pi-globe',
      title: 'Votre page de réservation',
      text: 'Une page à votre nom, un widget pour votre site et un QR code à afficher en vitrine.',
    },
    {
      icon: 'pi pi-users',
      title: 'Votre équipe et vos prestations',
      text: 'Chaque collaborateur et chaque prestation, avec son prix et sa durée.',
    },
    {
      icon: 'pi pi-mobile',
      title: 'Au comptoir comme sur mobile',
      text: 'Gérez votre salon depuis votre ordinateur ou votre téléphone.',
    },
  ],
  plansTitle: 'Des formules simples',
  plansText: 'Commencez gratuitement, passez à une formule supérieure quand votre agenda se remplit.',
  demoBand: {
    title: 'Voyez par vous-même',
    text: 'Explorez l’espace professionnel avec le Salon Lumière, notre salon de démonstration. Vos essais ne sont visibles que par vous.',
    button: 'Essayer la démo',
  },
  footer: { terms: 'Conditions générales d’utilisation', login: 'Espace professionnel', rights: 'Quick RDV' },
} as const;
