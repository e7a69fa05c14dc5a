import './directory.css';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useFavourites } from '../favourites/favourites';
import { searchErrorMessage, useDirectorySearch } from './directory.api';
import { DirectoryCard } from './DirectoryCard';
import { directoryStrings as t } from './directory.strings';
import { FavouritesList } from './FavouritesList';

/** Typing pauses this long before the search runs. */
const DEBOUNCE_MS = 300;

/**
 * The query lives in the URL (?q=), so results can be shared and come back with the back button. The first
 * query adds a history entry (back returns to the plain home page); refining it replaces that entry. An
 * empty search ('?q=') browses every professional.
 */
function useUrlQuery() {
  const [params, setParams] = useSearchParams();
  const urlQ = params.get('q')?.trim() ?? '';
  const searching = params.has('q');
  const [input, setInput] = useState(urlQ);
  // The query this field last put in the URL. The router applies it in a transition, after any keystroke
  // typed meanwhile: when it lands, the field already holds what the visitor typed next and must keep it.
  const [committed, setCommitted] = useState<string | null>(null);
  // Back/forward changes the URL under the field: show that query (adjusting state while rendering).
  const [seenUrlQ, setSeenUrlQ] = useState(urlQ);
  if (urlQ !== seenUrlQ) {
    setSeenUrlQ(urlQ);
    if (urlQ === committed) setCommitted(null);
    else if (urlQ !== input.trim()) setInput(urlQ);
  }

  const commit = useCallback(
    (value: string) => {
      const next = value.trim();
      if (searching && next === urlQ) return;
      setCommitted(next);
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          p.set('q', next);
          return p;
        },
        { replace: searching, preventScrollReset: true },
      );
    },
    [urlQ, searching, setParams],
  );

  useEffect(() => {
    if (input.trim() === urlQ) return;
    const timer = window.setTimeout(() => commit(input), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [input, urlQ, commit]);

  return { urlQ, searching, input, setInput, commit };
}

function Results({ q }: { q: string }) {
  const favourites = useFavourites();
  const search = useDirectorySearch(q);
  // A failed 'Voir plus' keeps the results already shown, with its message under them.
  if (search.isError && !search.isFetchNextPageError) {
    return (
      <p className="notice notice-error directory-status" role="alert">
        <i className="pi pi-exclamation-circle" aria-hidden="true" />
        <span>{searchErrorMessage(search.error)}</span>
      </p>
    );
  }
  if (!search.data) {
    return (
      <p className="directory-status muted" role="status">
        <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t.searching}
      </p>
    );
  }
  const results = search.data.pages.flatMap((p) => p.results);
  const stale = search.isPlaceholderData;
  if (results.length === 0 && !stale) {
    return (
      <div className="directory-empty" role="status">
        <i className="pi pi-search" aria-hidden="true" />
        <p>
          <strong>{q ? t.nothingFound(q) : t.nobodyYet}</strong>
        </p>
        <p className="muted">{t.nothingFoundHint}</p>
      </div>
    );
  }
  return (
    <div className="directory-results" aria-busy={stale}>
      <p className="directory-status muted" role="status">
        {stale ? t.searching : search.hasNextPage ? t.shown(results.length) : t.found(results.length)}
      </p>
      <ul className={stale ? 'directory-grid is-stale' : 'directory-grid'} aria-label={t.resultsLabel}>
        {results.map((entry) => (
          <DirectoryCard
            key={entry.slug}
            entry={entry}
            isFavourite={favourites.some((f) => f.slug === entry.slug)}
          />
        ))}
      </ul>
      {search.hasNextPage && !stale && (
        <button
          type="button"
          className="p-button p-button-outlined directory-more"
          disabled={search.isFetchingNextPage}
          onClick={() => void search.fetchNextPage()}
        >
          {search.isFetchingNextPage ? t.loadingMore : t.more}
        </button>
      )}
      {search.isFetchNextPageError && (
        <p className="notice notice-error directory-status" role="alert">
          {searchErrorMessage(search.error)}
        </p>
      )}
    </div>
  );
}

/** The home page's directory: search professionals by name, city or postcode, and the visitor's favourites. */
export function DirectorySection() {
  const { urlQ, searching, input, setInput, commit } = useUrlQuery();
  const favourites = useFavourites();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    commit(input);
  };
  return (
    <section className="directory" aria-labelledby="directory-title">
      <div className="directory-inner">
        <h2 id="directory-title">{t.title}</h2>
        <p className="directory-lead">{t.lead}</p>
        <form className="directory-form" role="search" onSubmit={onSubmit}>
          <label htmlFor="directory-q" className="directory-label">
            {t.searchLabel}
          </label>
          <div className="directory-field">
            <i className="pi pi-search" aria-hidden="true" />
            <input
              id="directory-q"
              type="search"
              className="p-inputtext"
              placeholder={t.searchPlaceholder}
              autoComplete="off"
              enterKeyHint="search"
              value={input}
              onChange={(e) => setInput(e.target.value)}
            />
            <button type="submit" className="p-button directory-submit">
              <i className="pi pi-search" aria-hidden="true" />
              <span className="directory-submit-label">{t.searchButton}</span>
            </button>
          </div>
        </form>
        {searching && <Results q={urlQ} />}
        <FavouritesList favourites={favourites} />
      </div>
    </section>
  );
}
