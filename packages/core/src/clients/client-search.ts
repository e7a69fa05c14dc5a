import { phoneSearchDigits } from './client-phone.js';
import { foldClientText } from './client-list.js';

/** The key length kept: a search longer than this compares its first characters only. */
const KEY_MAX = 120;

type Searchable = {
  nom: string;
  prenom: string;
  email: string;
  telPortable: string;
  telFixe: string;
  telTravail: string;
};

const tails = (words: string[]): string[] => words.map((_, i) => words.slice(i).join(' '));

/**
 * The prefixes a client can be found by, each stored as one indexed row so a search is a range scan of
 * an index on both databases: every word onwards of 'prénom nom' and 'nom prénom' (so 'dupont', 'marie
 * dup', 'pierre dupont' for Marie-Pierre Dupont), the e-mail, and each phone's digits (French numbers in
 * national form, foreign ones with their country code).
 */
export function clientSearchKeys(c: Searchable): string[] {
  const nom = foldClientText(c.nom);
  const prenom = foldClientText(c.prenom);
  const keys = [
    ...tails(`${prenom} ${nom}`.trim().split(' ')),
    ...tails(`${nom} ${prenom}`.trim().split(' ')),
    c.email.trim().toLowerCase(),
    ...[c.telPortable, c.telFixe, c.telTravail].map(phoneSearchDigits).filter((d) => d.length >= 4),
  ];
  return [...new Set(keys.map((k) => k.slice(0, KEY_MAX)).filter(Boolean))];
}

const isPhoneSearch = (typed: string) =>
  /^[\d\s.+()/-]+$/.test(typed) && /\d{2}/.test(typed.replace(/\D/g, ''));

/**
 * What a typed search is compared with, as prefixes of the keys above: when it looks like a phone number,
 * its digits in the stored form ('+33 6 12' finds '06 12 34 56 78'); otherwise the folded words, and the
 * text as typed in lower case when it may be an e-mail (dots and hyphens kept).
 */
export function clientSearchNeedles(q: string): string[] {
  const typed = q.trim().toLowerCase();
  if (!typed) return [];
  // A phone number is only ever a phone number.
  if (isPhoneSearch(typed)) {
    let digits = typed.replace(/\D/g, '');
    if (/^(?:\+|00)/.test(typed)) {
      digits = digits.replace(/^00/, '');
      if (digits.startsWith('33')) digits = `0${digits.slice(2).replace(/^0/, '')}`;
    }
    return [digits.slice(0, KEY_MAX)];
  }
  const folded = foldClientText(typed);
  // The text as typed only matters for an e-mail, whose dots and hyphens folding turns into spaces.
  const needles = /[.\-‐‑'’,]/.test(typed) && !/\s/.test(typed) ? [folded, typed] : [folded];
  return [...new Set(needles.map((n) => n.slice(0, KEY_MAX)).filter(Boolean))];
}

/**
 * The spec's search by last name: a LIKE pattern for the folded nom containing the typed text anywhere
 * ('pont' finds Dupont), or null for a phone number or under two characters (a single letter is the A-Z
 * bar's job, and would match nearly every client). LIKE's wildcards are escaped with a backslash.
 */
export function clientNomContainsPattern(q: string): string | null {
  const typed = q.trim().toLowerCase();
  if (isPhoneSearch(typed)) return null;
  const folded = foldClientText(typed).slice(0, KEY_MAX);
  if (folded.length < 2) return null;
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The exclusive upper bound of the keys starting with `prefix`, in binary order: 'dur' → 'dus'. */
export function prefixUpperBound(prefix: string): string {
  const last = prefix.charCodeAt(prefix.length - 1);
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}
