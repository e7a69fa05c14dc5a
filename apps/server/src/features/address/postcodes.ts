import { createRequire } from 'node:module';
import { MAX_ADDRESS_SUGGESTIONS, type AddressSuggestion } from '@quickrdv/core';

/**
 * Offline fallback of the address autocomplete: French postal codes and their communes, from the
 * 'codes-postaux' package (MIT; data from INSEE's Code officiel géographique and the DGFiP, Licence Ouverte).
 */
interface Commune {
  postcode: string;
  city: string;
  /** Lowercase ASCII words of the city name, for accent-insensitive matching */
  key: string;
}

interface PackagedEntry {
  codePostal: string;
  nomCommune: string;
}

let communes: Commune[] | null = null;

/** 'Lyon 3e Arrondissement' is addressed as 'Lyon' (likewise Paris and Marseille). */
const ARRONDISSEMENT = /^(Paris|Lyon|Marseille) \d+(?:er|e) Arrondissement$/;

/** Lowercase, without accents, words separated by single spaces ("Saint-Étienne" -> "saint etienne"). */
export function normalizeWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Loaded on first use (about 4 MB of JSON), once per process. */
function loadCommunes(): Commune[] {
  if (communes) return communes;
  const entries = createRequire(import.meta.url)('codes-postaux/codes-postaux.json') as PackagedEntry[];
  const seen = new Set<string>();
  communes = [];
  for (const e of entries) {
    const city = e.nomCommune.replace(ARRONDISSEMENT, '$1');
    const id = `${e.codePostal}|${city}`;
    if (seen.has(id)) continue;
    seen.add(id);
    communes.push({ postcode: e.codePostal, city, key: normalizeWords(city) });
  }
  return communes;
}

/** How well a city name matches the words typed (0 = not at all). */
function cityScore(key: string, words: string): number {
  if (!words) return 1;
  if (key === words) return 4;
  // 'rue des lilas lyon': the city typed after the street.
  if (words.endsWith(` ${key}`)) return 3;
  if (key.startsWith(words)) return 2;
  if (key.includes(` ${words}`)) return 1;
  return 0;
}

/**
 * Postal codes and cities matching the text: numbers typed are postal-code prefixes, words are the city
 * (accent- and case-insensitive). Best matches first, at most six.
 */
export function suggestPostcodes(text: string, limit = MAX_ADDRESS_SUGGESTIONS): AddressSuggestion[] {
  const tokens = normalizeWords(text).split(' ').filter(Boolean);
  const numbers = tokens.filter((t) => /^\d{2,5}$/.test(t));
  const words = tokens.filter((t) => !/\d/.test(t)).join(' ');
  if (!numbers.length && words.length < 2) return [];

  const scored: { commune: Commune; score: number }[] = [];
  for (const commune of loadCommunes()) {
    if (numbers.length && !numbers.some((n) => commune.postcode.startsWith(n))) continue;
    const score = cityScore(commune.key, words);
    if (score > 0) scored.push({ commune, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.commune.postcode.localeCompare(b.commune.postcode))
    .slice(0, limit)
    .map(({ commune }) => ({
      label: `${commune.postcode} ${commune.city}`,
      housenumber: null,
      street: null,
      postcode: commune.postcode,
      city: commune.city,
    }));
}
