/** French messages of the clients' CSV import. */
export const clientsCsvMessages = {
  empty: 'Le fichier est vide.',
  tooLarge: 'Le fichier dépasse 5 Mo : découpez-le en plusieurs fichiers.',
  noNomColumn:
    'Aucune colonne « Nom » trouvée : la première ligne du fichier doit donner les noms des colonnes (Nom, Prénom, E-mail, Téléphone portable…).',
  brokenQuotes: (line: number) =>
    `Guillemets mal fermés vers la ligne ${line} : enregistrez le fichier au format CSV depuis votre tableur et réessayez.`,
  noRows: 'Le fichier ne contient aucun client.',
  cell: (header: string, message: string) => `Colonne « ${header} » : ${message}`,
} as const;
