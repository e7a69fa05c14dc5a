export const notFoundStrings = {
  title: 'Page introuvable',
  text: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  backHome: 'Retour à l’accueil',
  backToSpace: 'Retour à mon espace',
  crashTitle: 'Une erreur inattendue est survenue',
  crashText: 'Rechargez la page pour continuer. Si le problème persiste, réessayez dans quelques minutes.',
  reload: 'Recharger la page',
} as const;
