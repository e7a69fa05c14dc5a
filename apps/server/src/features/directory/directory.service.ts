import { directoryMatcher, profileImagePath, ratingSummary, type DirectoryReply } from '@quickrdv/core';
import type { Db } from '../../db/database.js';
import { ratingTotals } from '../public-profile/public-profile.repository.js';
import { listedPros } from './directory.repository.js';

/** Results shown at most. */
export const DIRECTORY_LIMIT = 20;

/**
 * Professionals whose name or city contains every word of the query, accents and case aside, or whose
 * postcode starts with its number; by name. Matching runs in memory: SQLite has no accent folding, and the
 * listed professionals of one instance are few enough (a numeric query is narrowed in SQL first).
 */
export async function searchDirectory(db: Db, q: string): Promise<DirectoryReply> {
  const onlyNumber = /^\d{1,5}$/.test(q.trim()) ? q.trim() : undefined;
  const matches = directoryMatcher(q);
  const found = (await listedPros(db, { postcodePrefix: onlyNumber }))
    .filter(matches)
    .sort((a, b) => a.nomSociete.localeCompare(b.nomSociete, 'fr') || a.slug.localeCompare(b.slug))
    .slice(0, DIRECTORY_LIMIT);
  const totals = await ratingTotals(
    db,
    found.map((p) => p.id),
  );
  return {
    results: found.map((p) => {
      const t = totals.get(p.id) ?? { sum: 0, count: 0 };
      return {
        slug: p.slug,
        nomSociete: p.nomSociete,
        profession: p.profession,
        ville: p.ville,
        codePostal: p.codePostal,
        imageUrl: p.image ? profileImagePath(p.image) : null,
        rating: ratingSummary(t.sum, t.count),
      };
    }),
  };
}
