/** Texts of the public directory and of the visitor's favourites (home page). */
export const directoryStrings = {
  title: 'Prenez rendez-vous avec un professionnel',
  lead: 'Coiffeurs, esthéticiennes, barbiers : trouvez le vôtre et réservez en ligne, à toute heure.',
  searchLabel: 'Rechercher un professionnel, un métier, une ville ou un code postal',
  searchPlaceholder: 'Nom, métier, ville ou code postal',
  searchButton: 'Rechercher',
  searching: 'Recherche en cours…',
  resultsLabel: 'Résultats de la recherche',
  found: (n: number) => (n === 1 ? '1 professionnel trouvé' : `${n} professionnels trouvés`),
  /** More pages follow: the count is of those shown so far. */
  shown: (n: number) => `${n} premiers professionnels trouvés`,
  more: 'Voir plus de résultats',
  loadingMore: 'Chargement des résultats suivants…',
  nothingFound: (q: string) => `Aucun professionnel ne correspond à «\u00a0${q}\u00a0».`,
  nothingFoundHint: 'Vérifiez l’orthographe, ou cherchez par métier, par ville ou par code postal.',
  nobodyYet: 'Aucun professionnel n’est encore inscrit.',
  book: 'Prendre rendez-vous',
  addFavourite: (company: string) => `Ajouter ${company} à mes favoris`,
  removeFavourite: (company: string) => `Retirer ${company} de mes favoris`,
  rating: (note: number, count: number) => `Note ${note.toLocaleString('fr-FR')} sur 5, ${count} avis`,
  noRating: 'Pas encore d’avis',
  reviews: (count: number) => `(${count} avis)`,
  favouritesTitle: 'Mes favoris',
  favouritesEmpty:
    'Aucun favori pour l’instant. Touchez le cœur d’un professionnel pour le retrouver ici, sur cet appareil.',
} as const;
