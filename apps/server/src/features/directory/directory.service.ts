import {
  bookingMessages as m,
  directorySearchTerms,
  profileImagePath,
  ratingSummary,
  type DirectoryReply,
} from '@quickrdv/core';
import type { Db, Dialect } from '../../db/database.js';
import { fieldError } from '../../http/app-error.js';
import { ratingTotals } from '../public-profile/public-profile.repository.js';
import { decodeDirectoryCursor, encodeDirectoryCursor } from './directory.cursor.js';
import { listedProsPage } from './directory.repository.js';

/**
 * One page of listed professionals whose name, city or postcode has a word starting with every word of the
 * query, accents and case aside ('69' finds 69003); by name. Served by the search index, so a request reads
 * one page of rows, not the whole directory.
 */
export async function searchDirectory(
  db: Db,
  dialect: Dialect,
  query: { q: string; limit: number; cursor?: string | undefined },
): Promise<DirectoryReply> {
  const after = query.cursor === undefined ? null : decodeDirectoryCursor(query.cursor);
  if (query.cursor !== undefined && !after) throw fieldError('cursor', m.cursorInvalid);
  // One row more than the page tells whether another page follows.
  const rows = await listedProsPage(db, dialect, {
    terms: directorySearchTerms(query.q),
    after,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const totals = await ratingTotals(
    db,
    page.map((p) => p.id),
  );
  return {
    results: page.map((p) => {
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
    nextCursor:
      rows.length > query.limit && last
        ? encodeDirectoryCursor({ sortKey: last.sortKey, slug: last.slug })
        : null,
  };
}
