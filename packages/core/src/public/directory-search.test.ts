import { describe, expect, it } from 'vitest';
import {
  DIRECTORY_MAX_TERM_LENGTH,
  DIRECTORY_MAX_TERMS,
  directorySearchTerms,
  tradeStem,
  foldForSearch,
  fts5PrefixQuery,
  SQL_FOLDED_LETTERS,
  sqlFoldExpression,
  tsPrefixQuery,
} from './directory-search.js';

describe('directory search terms', () => {
  it('folds case, accents and ligatures, and splits on punctuation', () => {
    expect(foldForSearch('Œuvre d’Élodie')).toBe('oeuvre d elodie');
    expect(directorySearchTerms('  SAINT-Étienne  42000 ')).toEqual(['saint', 'etienne', '42000']);
    expect(directorySearchTerms('')).toEqual([]);
  });

  it('leaves no full-text syntax: quotes, stars, NEAR, minus and colons become separators', () => {
    const terms = directorySearchTerms('"lyon* NEAR(salon, 2) -coiffure col:umn ^x AND OR NOT \'');
    expect(terms).toEqual(['lyon', 'near', 'salon', '2', 'coiff', 'col'].slice(0, DIRECTORY_MAX_TERMS));
    for (const t of terms) expect(t).toMatch(/^[a-z0-9]+$/);
    expect(directorySearchTerms('"*:-()')).toEqual([]);
  });

  it('reduces trade words to their shared stem, and leaves names and towns whole', () => {
    for (const w of ['coiffeuse', 'coiffeur', 'coiffeurs', 'coiffure']) expect(tradeStem(w)).toBe('coiff');
    expect(tradeStem('estheticienne')).toBe(tradeStem('estheticien'));
    for (const w of ['lyon', 'etienne', 'lumiere', 'barbier', 'salon']) expect(tradeStem(w)).toBe(w);
    expect(directorySearchTerms('Coiffeuse Lyon')).toEqual(['coiff', 'lyon']);
  });

  it('bounds the number and the length of the terms, duplicates aside', () => {
    expect(directorySearchTerms('a b a c d e f g h')).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(directorySearchTerms('x'.repeat(100))).toEqual(['x'.repeat(DIRECTORY_MAX_TERM_LENGTH)]);
  });

  it('writes prefix queries for FTS5 and for PostgreSQL', () => {
    expect(fts5PrefixQuery(['lyon', '69'])).toBe('"lyon"* "69"*');
    expect(tsPrefixQuery(['lyon', '69'])).toBe('lyon:* & 69:*');
  });

  it('folds in SQL the letters foldForSearch folds, upper and lower case', () => {
    expect(Object.fromEntries(SQL_FOLDED_LETTERS)).toMatchObject({
      é: 'e',
      É: 'e',
      œ: 'oe',
      Œ: 'oe',
      ß: 'ss',
      ø: ' ',
    });
    const expr = sqlFoldExpression('name');
    expect(expr.startsWith('replace(')).toBe(true);
    expect(expr).toContain('lower(name)');
    // No letter could close the SQL string it is written in.
    for (const [from, to] of SQL_FOLDED_LETTERS) expect(from + to).not.toContain("'");
  });
});
