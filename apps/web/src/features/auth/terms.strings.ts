/** The terms of use: short, and only promising what the service does. */
export const termsStrings = {
  pageTitle: 'Conditions générales d’utilisation',
  title: 'Conditions générales d’utilisation',
  intro:
    'Ces conditions s’appliquent aux professionnels qui créent un compte sur Quick RDV. En cochant la case prévue lors de l’inscription, vous les acceptez.',
  sections: [
    {
      title: '1. Le service',
      text: 'Quick RDV est un service de prise de rendez-vous en ligne destiné aux salons de coiffure, instituts de beauté, barbiers et professionnels comparables. Il vous permet de décrire votre établissement, de publier vos disponibilités et de recevoir des réservations de vos clients.',
    },
    {
      title: '2. Votre compte',
      text: 'Vous vous engagez à fournir des informations exactes et à les tenir à jour. Votre identifiant et votre mot de passe sont personnels : gardez-les confidentiels. Vous êtes responsable de ce qui est fait depuis votre compte.',
    },
    {
      title: '3. Les formules',
      text: 'La formule gratuite permet de publier jusqu’à 20 disponibilités de rendez-vous par mois. Les formules basic et Premium lèvent cette limite. Le changement de formule se fait sur demande auprès de notre équipe.',
    },
    {
      title: '4. Vos données et celles de vos clients',
      text: 'Nous utilisons vos données et celles que vous saisissez sur vos clients uniquement pour faire fonctionner le service. Nous ne les vendons pas. Votre mot de passe n’est jamais conservé en clair. Vous restez responsable des informations que vous saisissez sur vos clients et de leur information sur ce traitement.',
    },
    {
      title: '5. Suppression du compte',
      text: 'Vous pouvez demander la suppression de votre compte à tout moment depuis « Mon compte ». Tant que la suppression n’a pas eu lieu, vous pouvez annuler votre demande. Une fois le compte supprimé, ses données sont effacées.',
    },
    {
      title: '6. Disponibilité du service',
      text: 'Nous faisons notre possible pour que le service soit disponible en permanence, sans pouvoir garantir l’absence d’interruption, notamment lors des opérations de maintenance.',
    },
    {
      title: '7. Évolution des conditions',
      text: 'Ces conditions peuvent évoluer. Les professionnels inscrits en sont informés avant l’entrée en vigueur des changements importants.',
    },
    {
      title: '8. Droit applicable',
      text: 'Ces conditions sont soumises au droit français.',
    },
  ],
  back: 'Retour à l’accueil',
} as const;
