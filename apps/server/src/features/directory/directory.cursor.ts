import type { DirectoryCursor } from './directory.repository.js';

/** The `nextCursor` text: where the next page starts, opaque to callers (base64url JSON). */
export function encodeDirectoryCursor(c: DirectoryCursor): string {
  return Buffer.from(JSON.stringify([c.sortKey, c.slug]), 'utf8').toString('base64url');
}

/** The cursor of `text`, or null when it is not one we gave out (the caller answers 400). */
export function decodeDirectoryCursor(text: string): DirectoryCursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string'))
      return { sortKey: value[0] as string, slug: value[1] as string };
  } catch {
    // Not JSON: as invalid as any other text.
  }
  return null;
}
