import { useSyncExternalStore } from 'react';

/** A professional the visitor starred: enough to list it without a request. */
export interface Favourite {
  slug: string;
  nomSociete: string;
  profession: string;
  ville: string;
  imageUrl: string | null;
}

const KEY = 'quickrdv.favourites';
const listeners = new Set<() => void>();
let cache: { raw: string | null; list: Favourite[] } = { raw: null, list: [] };

function isFavourite(v: unknown): v is Favourite {
  if (!v || typeof v !== 'object') return false;
  const f = v as Record<string, unknown>;
  return typeof f.slug === 'string' && typeof f.nomSociete === 'string';
}

function read(): Favourite[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    // Storage can be refused (private mode, sandboxed frame): then there are no favourites.
    return [];
  }
  if (raw === cache.raw) return cache.list;
  let list: Favourite[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    list = Array.isArray(parsed) ? parsed.filter(isFavourite) : [];
  } catch {
    list = [];
  }
  cache = { raw, list };
  return list;
}

function write(list: Favourite[]): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    return;
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the favourites updates this one too.
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function addFavourite(fav: Favourite): void {
  write([...read().filter((f) => f.slug !== fav.slug), fav]);
}

export function removeFavourite(slug: string): void {
  write(read().filter((f) => f.slug !== slug));
}

/** The visitor's favourites, kept in this browser only (localStorage), in the order they were added. */
export function useFavourites(): Favourite[] {
  return useSyncExternalStore(subscribe, read, () => []);
}
