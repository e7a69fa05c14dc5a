import { stemmer } from '@orama/stemmers/french';

/** Lower case, no accents, ligatures spelt out: 'Où' and 'ou', 'œil' and 'oeil' meet. */
export function foldFrench(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Words split on anything but letters and digits (apostrophes and hyphens too: "l'heure", "rendez-vous"). */
export const splitWords = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * French words that carry no topic, folded. Question words and polite forms are here too: "comment",
 * "je voudrais", "svp" say nothing about which page answers.
 */
export const FRENCH_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a ai aie aient as au aux avec avez avoir avons c ca ce ceci cela celle celui ces cet cette ci comme ' +
    'comment d dans de des entre donc dont du elle elles en est et etre eu fait faire faut il ils j je l la le les ' +
    'leur leurs lui m ma mais me meme mes moi mon n ne ni nos notre nous on ont ou par pas peut peux plus pour ' +
    'puis puisse quand que quel quelle quelles quels qu qui quoi s sa sans se ses si son sont suis sur t ta te ' +
    'tes toi ton tous tout toute toutes tu un une vos votre vous y est-ce estce svp stp merci bonjour salut ' +
    'voudrais veux voudrait souhaite souhaiterais aimerais possible besoin aide aider dois doit ' +
    'falloir mettre va vais slt pk pq pourquoi jai cest ya via chez bien tres trop deja encore aussi alors ainsi etc ok oui non'
  ).split(' '),
);

/**
 * Phone-style abbreviations and everyday synonyms, folded, each to the words the help pages use. Kept short:
 * the pages' own keywords carry most wordings.
 */
const EXPANSIONS: Record<string, string[]> = {
  rdv: ['rendez'],
  rdvs: ['rendez'],
  dispo: ['disponibilite'],
  dispos: ['disponibilites'],
  mdp: ['mot', 'passe'],
  presta: ['prestation'],
  prestas: ['prestations'],
  resa: ['reservation'],
  resas: ['reservations'],
  tel: ['telephone'],
  qrcode: ['qr', 'code'],
  mail: ['email'],
  mails: ['email'],
  courriel: ['email'],
  texto: ['sms'],
  textos: ['sms'],
  appli: ['application'],
  pic: ['photo'],
  pics: ['photos'],
};

/**
 * The words a written word stands for, folded: none for a stop word or a number, the expansion of an
 * abbreviation, else the word itself.
 */
export function frenchWords(word: string): string[] {
  const folded = foldFrench(word);
  // Numbers ('14h', '30', '2') name a time or an amount, never a topic.
  if (!folded || FRENCH_STOP_WORDS.has(folded) || /^\d/.test(folded)) return [];
  return EXPANSIONS[folded] ?? [folded];
}

/** The index term of one folded word: its stem (typos are left to the search's fuzzy matching). */
export const termForms = (word: string): string[] => [stemmer(word)];

/** Every index term of a written word. */
export const frenchTerms = (word: string): string[] => frenchWords(word).flatMap(termForms);

/** The stems of a text's words, in order (duplicates kept). */
export const frenchStemsOf = (text: string): string[] =>
  splitWords(text).flatMap((w) => frenchWords(w).map((f) => stemmer(f)));
