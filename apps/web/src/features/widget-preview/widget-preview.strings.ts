/** French texts of the widget preview pages. */
export const previewStrings = {
  pageTitle: 'Aperçu du widget',
  demoPageTitle: 'Aperçu du widget (démo)',
  title: 'Aperçu de votre widget',
  demoTitle: 'Aperçu du widget de démonstration',
  intro:
    'Voici votre widget de prise de rendez-vous tel qu’il apparaîtra sur votre propre site. ' +
    'Copiez le code ci-dessous et collez-le dans votre page, à l’endroit où le widget doit s’afficher.',
  demoIntro:
    'Voici le widget du salon de démonstration, tel qu’il apparaît sur le site d’un professionnel. ' +
    'Inscrivez-vous pour obtenir le vôtre, à coller dans votre propre site.',
  snippetLabel: 'Code du widget à copier dans votre site',
  copy: 'Copier',
  copied: 'Copié !',
  copyFailed: 'La copie a échoué : sélectionnez le code et copiez-le avec Ctrl+C.',
  sampleAddress: 'https://www.votre-site.fr',
  sampleLabel: 'Exemple de page de votre site',
  sampleTitle: 'Bienvenue sur notre site',
  sampleText1:
    'Ceci est un exemple de page de votre site internet : votre présentation, vos actualités, vos photos…',
  sampleText2: 'Vos clients réservent ici, sans quitter votre site :',
  sampleText3: 'Le widget s’adapte à la largeur de la page et à la hauteur de son contenu.',
  noSlugTitle: 'Quel widget afficher\u00a0?',
  noSlugText:
    'Connectez-vous à votre espace professionnel pour voir l’aperçu de votre widget, ou ajoutez le code ' +
    'de votre établissement à l’adresse de cette page :',
  noSlugExample: '?num=votre-code',
  login: 'Se connecter',
  demo: 'Voir le widget de démonstration',
  signup: 'Créer mon compte gratuitement',
} as const;
