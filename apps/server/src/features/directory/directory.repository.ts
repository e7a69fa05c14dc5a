import { fts5PrefixQuery, tsPrefixQuery } from '@quickrdv/core';
import { sql } from 'kysely';
import type { Dialect, Executor } from '../../db/database.js';

/** Position in the directory's order: folded business name, then slug (unique). */
export interface DirectoryCursor {
  sortKey: string;
  slug: string;
}

/**
 * One page of listed professionals whose name, city or postcode has a word starting with each term, in
 * (folded name, slug) order after `after`; `limit` rows at most. Everything but the page's own columns
 * comes from the index (`pro_search`, migration 0009, which also says who is listed): the matches are
 * ordered and cut there, and only the page's professionals are read from `pros`.
 */
export async function listedProsPage(
  db: Executor,
  dialect: Dialect,
  o: { terms: string[]; after: DirectoryCursor | null; limit: number },
) {
  const after = o.after ? sql`and (s.sort_key, s.slug) > (${o.after.sortKey}, ${o.after.slug})` : sql``;
  const from =
    o.terms.length === 0
      ? sql`pro_search s`
      : dialect === 'postgres'
        ? sql`pro_search s`
        : // The FTS matches first (CROSS JOIN fixes SQLite's join order): measured faster, whatever the number of
          // matches, than walking the order index and testing each row against them.
          sql`pro_search_fts f cross join pro_search s on s.id = f.rowid`;
  const match =
    o.terms.length === 0
      ? sql``
      : dialect === 'postgres'
        ? sql`and s.terms @@ to_tsquery('simple', ${tsPrefixQuery(o.terms)})`
        : sql`and f.pro_search_fts match ${fts5PrefixQuery(o.terms)}`;
  // The limit inside the subquery keeps the database from reading `pros` for every match before sorting.
  const page = sql<{ proId: string; sortKey: string; slug: string }>`(
    select s.pro_id, s.sort_key, s.slug from ${from}
    where s.listed = 1 ${match} ${after}
    order by s.sort_key, s.slug limit ${o.limit}
  )`;
  return db
    .selectFrom(page.as('s'))
    .innerJoin('pros as p', 'p.id', 's.proId')
    .select([
      'p.id',
      's.slug',
      'p.nomSociete',
      'p.profession',
      'p.ville',
      'p.codePostal',
      'p.image',
      's.sortKey',
    ])
    .orderBy('s.sortKey')
    .orderBy('s.slug')
    .execute();
}
