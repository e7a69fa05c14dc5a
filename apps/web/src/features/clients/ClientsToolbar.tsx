import { InputText } from 'primereact/inputtext';
import { clientsStrings as t } from './clients.strings';
import type { ClientBook } from './use-client-book';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** Title, 'N CLIENT(S) AU TOTAL', 'Rechercher par nom' and the A-Z bar. */
export function ClientsToolbar({ book }: { book: ClientBook }) {
  const available = new Set(book.letters);
  return (
    <>
      <header className="page-header clients-header">
        <h1 className="page-title">{t.title}</h1>
        {!book.query.isPending && (
          <p className="clients-total" aria-live="polite">
            {t.total(book.total)}
          </p>
        )}
      </header>
      <div className="clients-search">
        <span className="clients-search-field">
          <i className={book.stale ? 'pi pi-spin pi-spinner' : 'pi pi-search'} aria-hidden="true" />
          <InputText
            type="search"
            value={book.text}
            placeholder={t.search}
            aria-label={t.search}
            title={t.searchHint}
            maxLength={255}
            onChange={(event) => book.setText(event.target.value)}
          />
        </span>
      </div>
      <nav className="clients-letters" aria-label={t.letters}>
        {ALPHABET.map((l) => {
          const enabled = available.has(l);
          return (
            <button
              key={l}
              type="button"
              className={book.letter === l ? 'clients-letter is-active' : 'clients-letter'}
              disabled={!enabled}
              aria-pressed={book.letter === l}
              aria-label={t.letter(l)}
              onClick={() => book.setLetter(l)}
            >
              {l}
            </button>
          );
        })}
        <button
          type="button"
          className={book.letter === null ? 'clients-letter-all is-active' : 'clients-letter-all'}
          aria-pressed={book.letter === null}
          onClick={() => {
            book.setLetter(null);
            book.setText('');
          }}
        >
          {t.showAll}
        </button>
      </nav>
    </>
  );
}
