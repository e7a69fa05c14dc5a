import { describe, expect, it } from 'vitest';
import { clientLetter, clientListQuerySchema, foldClientText } from './client-list.js';
import {
  clientNomContainsPattern,
  clientSearchKeys,
  clientSearchNeedles,
  prefixUpperBound,
} from './client-search.js';

const c = {
  nom: 'Le Gall-Dupont',
  prenom: 'Éloïse',
  email: 'Eloise.LG@Example.fr',
  telPortable: '06 12 34 56 78',
  telFixe: '+32 2 123 45 67',
  telTravail: 'poste 12',
};
const finds = (q: string) =>
  clientSearchNeedles(q).some((n) => clientSearchKeys(c).some((k) => k >= n && k < prefixUpperBound(n)));

describe('client search', () => {
  it('finds a client by any word of the name onwards, accents and case ignored', () => {
    for (const q of [
      'gall',
      'LE GALL',
      'dupont',
      'eloise',
      'Éloïse le',
      'le gall dupont elo',
      'dupont eloise',
    ])
      expect(finds(q), q).toBe(true);
    expect(finds('loise')).toBe(false);
    expect(finds('martin')).toBe(false);
  });

  it('finds a client by e-mail and by phone in any format', () => {
    for (const q of [
      'eloise.lg@',
      'ELOISE.LG@EXAMPLE.FR',
      '0612',
      '06 12 34',
      '+33 6 12 34',
      '0033612',
      '+32 2 123',
      '3221',
    ])
      expect(finds(q), q).toBe(true);
    expect(finds('0613')).toBe(false);
  });

  it('also finds the typed text anywhere in the nom, as a LIKE pattern with its wildcards escaped', () => {
    expect(clientNomContainsPattern('Pont')).toBe('%pont%');
    expect(clientNomContainsPattern(' gall-DUP ')).toBe('%gall dup%');
    expect(clientNomContainsPattern('100%_a\\')).toBe('%100\\%\\_a\\\\%');
    // A phone number, a single letter or nothing: the prefixes alone.
    for (const q of ['06 12', '+33 6', 'd', ' ', '']) expect(clientNomContainsPattern(q), q).toBeNull();
  });

  it('bounds a prefix in binary order', () => {
    expect(prefixUpperBound('dur')).toBe('dus');
    expect(prefixUpperBound('a@')).toBe('aA');
  });
});

describe('client list', () => {
  it('files a client under the first letter of the nom, accents folded', () => {
    expect(clientLetter('Émond')).toBe('E');
    expect(clientLetter('durand')).toBe('D');
    expect(clientLetter("'t Hooft")).toBe('T');
    expect(clientLetter('1er')).toBe('');
    expect(foldClientText('  Le  Gall-Dupont ')).toBe('le gall dupont');
  });

  it('reads the query string with defaults and French messages', () => {
    expect(clientListQuerySchema.parse({})).toEqual({ offset: 0, limit: 50 });
    expect(clientListQuerySchema.parse({ q: ' du ', letter: 'd', offset: '100', limit: '200' })).toEqual({
      q: 'du',
      letter: 'D',
      offset: 100,
      limit: 200,
    });
    for (const bad of [
      { letter: 'É' },
      { letter: 'AB' },
      { offset: '-1' },
      { limit: '0' },
      { limit: '201' },
      { limit: 'x' },
    ])
      expect(clientListQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
