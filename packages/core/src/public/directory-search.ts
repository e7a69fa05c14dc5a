/** Lowercase, accents removed, ligatures spelled out, punctuation turned into spaces: 'Élodie’s Œuvre' -> 'elodie s oeuvre'. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export interface DirectoryCandidate {
  nomSociete: string;
  ville: string;
  codePostal: string;
}

/**
 * True when every word of the query is found in the business name or the city (accent- and
 * case-insensitive), a number being also accepted as the start of the postcode ('69' finds 69003).
 * An empty query matches everything.
 */
export function directoryMatcher(query: string): (c: DirectoryCandidate) => boolean {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  return (c) => {
    const text = ` ${foldForSearch(c.nomSociete)} ${foldForSearch(c.ville)} `;
    const postcode = c.codePostal.replace(/\s/g, '');
    return words.every((w) => text.includes(w) || (/^\d+$/.test(w) && postcode.startsWith(w)));
  };
}
