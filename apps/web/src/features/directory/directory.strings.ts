/** Texts of the public directory and of the visitor's favourites (home page). */
export const directoryStrings = {
  title: 'Prenez rendez-vous avec un professionnel',
  lead: 'Coiffeurs, esthéticiennes, barbiers : trouvez le vôtre et réservez en ligne, à toute heure.',
  searchLabel: 'Rechercher un professionnel, une ville ou un code postal',
  searchPlaceholder: 'Nom, ville ou code postal',
  searchButton: 'Rechercher',
  searching: 'Recherche en cours…',
  resultsLabel: 'Résultats de la recherche',
  found: (n: number) => (n === 1 ? '1 professionnel trouvé' : `${n} professionnels trouvés`),
  nothingFound: (q: string) => `Aucun professionnel ne correspond à «\u00a0${q}\u00a0».`,
  nothingFoundHint: 'Vérifiez l’orthographe, ou cherchez par ville ou par code postal.',
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
