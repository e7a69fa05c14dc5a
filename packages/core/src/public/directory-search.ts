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

/** Words of a directory query used at most: each is a prefix lookup, so a few are enough to narrow. */
export const DIRECTORY_MAX_TERMS = 6;
/** Longest word kept (longer ones are cut): no French town or business word needs more. */
export const DIRECTORY_MAX_TERM_LENGTH = 30;
/** Results per page: default and most a caller may ask for. */
export const DIRECTORY_PAGE_SIZE = 20;
export const DIRECTORY_MAX_PAGE_SIZE = 50;

/**
 * The words of a directory query, each matched as the start of a word of the business name, the city or
 * the postcode ('69' finds 69003, 'lumi' finds Lumière): folded as foldForSearch, so only [a-z0-9] remain
 * and no full-text syntax (quotes, `*`, `NEAR(`, `-`, `:`) can reach the index; duplicates dropped,
 * bounded in number and length. An empty list matches every listed professional.
 */
export function directorySearchTerms(query: string): string[] {
  const words = foldForSearch(query)
    .split(' ')
    .filter(Boolean)
    .map((w) => tradeStem(w.slice(0, DIRECTORY_MAX_TERM_LENGTH)));
  return [...new Set(words)].slice(0, DIRECTORY_MAX_TERMS);
}

/** Endings of French trade words, feminine and plural first: coiffeuse, coiffeur, coiffure -> coiff. */
const TRADE_ENDINGS = ['euses', 'euse', 'eurs', 'eur', 'ures', 'ure', 'iennes', 'ienne', 'iens', 'ien'];
/** Shortest stem kept: 'etienne' or 'lumiere' are not cut down to nothing. */
const MIN_STEM = 4;

/**
 * A folded word reduced to the stem its trade words share, so 'coiffeuse' finds a 'Salon de coiffure' and
 * 'estheticien' an 'Esthéticienne' (each term is matched as a prefix). Short words and names are kept whole.
 */
export function tradeStem(word: string): string {
  for (const ending of TRADE_ENDINGS)
    if (word.endsWith(ending) && word.length - ending.length >= MIN_STEM)
      return word.slice(0, -ending.length);
  return word;
}

/** SQLite FTS5 MATCH text: every term as a quoted prefix ('"lyon"* "69"*' = both, in any column). */
export function fts5PrefixQuery(terms: readonly string[]): string {
  return terms.map((t) => `"${t}"*`).join(' ');
}

/** PostgreSQL to_tsquery text: every term as a prefix ('lyon:* & 69:*'). */
export function tsPrefixQuery(terms: readonly string[]): string {
  return terms.map((t) => `${t}:*`).join(' & ');
}

/**
 * Accented letters the database folds when it indexes (SQL has no portable accent removal: SQLite has
 * none, PostgreSQL's unaccent is an extension), each with its folded form computed by foldForSearch so the
 * index and the query fold alike. Letters with no ASCII form (ø) become a space, as in foldForSearch.
 * Migration 0009 writes this list into its triggers: changing it needs a new migration recreating them.
 */
export const SQL_FOLDED_LETTERS: readonly (readonly [string, string])[] = [
  ...'àáâãäåçèéêëìíîïñòóôõöùúûüýÿœæßøÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝŸŒÆØ',
].map((c) => [c, foldForSearch(c) || ' '] as const);

/**
 * A SQL expression (SQLite and PostgreSQL alike) folding the text of `column` as foldForSearch does for
 * letters (case and accents); punctuation is left to the tokenizer. `column` is trusted SQL, never input.
 */
export function sqlFoldExpression(column: string): string {
  return SQL_FOLDED_LETTERS.reduce(
    (expr, [from, to]) => `replace(${expr}, '${from}', '${to}')`,
    `lower(${column})`,
  );
}
