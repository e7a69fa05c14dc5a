import './clients.css';
import type { ClientListItemDto } from '@quickrdv/core';
import { useState } from 'react';
import { LoadError, Loader } from '../../ui/Loader';
import { usePageTitle } from '../../ui/page-title';
import { useMediaQuery } from '../onboarding/use-compact-layout';
import { ClientCards } from './ClientCards';
import { ClientDialogs, type ClientAction } from './ClientDialogs';
import { ClientsFab } from './ClientsFab';
import { ClientsTable } from './ClientsTable';
import { ClientsToolbar } from './ClientsToolbar';
import { clientsStrings as t } from './clients.strings';
import { LoadMore } from './LoadMore';
import { useClientBook } from './use-client-book';
import { useLinkedRecord } from './use-linked-record';

/** Under this width the table becomes a list of rows that expand (the specification's small screens). */
const PHONE_QUERY = '(max-width: 767px)';

/** {base}/mesclients: the professional's client book. */
export function ClientsPage() {
  usePageTitle(t.pageTitle);
  const phone = useMediaQuery(PHONE_QUERY);
  const book = useClientBook();
  const [action, setAction] = useState<ClientAction | null>(null);
  // A record another screen links to (the calendar's 'Voir la fiche client') opens in the edit panel.
  const linked = useLinkedRecord();
  const shown: ClientAction | null =
    action ?? (linked.client ? { kind: 'edit', client: linked.client } : null);
  const act = (kind: ClientAction['kind']) => (client: ClientListItemDto) => setAction({ kind, client });
  const handlers = {
    onEdit: act('edit'),
    onSms: act('sms'),
    onDelete: act('delete'),
    onErase: act('erase'),
  };

  const list = () => {
    if (book.query.isPending) return <Loader />;
    if (book.query.error)
      return <LoadError error={book.query.error} onRetry={() => void book.query.refetch()} />;
    if (book.clients.length === 0)
      return book.total === 0 ? (
        <div className="state-card">
          <i className="pi pi-users clients-empty-icon" aria-hidden="true" />
          <strong>{t.empty}</strong>
          <p>{t.emptyHint}</p>
        </div>
      ) : (
        <p className="clients-no-match card">{t.noMatch}</p>
      );
    return phone ? (
      <ClientCards clients={book.clients} {...handlers} />
    ) : (
      <ClientsTable clients={book.clients} {...handlers} />
    );
  };

  // The floating menu would sit over the panel's or dialog's own buttons: hidden while one is open.
  const overlayOpen = shown !== null;
  return (
    <section className="clients-page">
      <ClientsToolbar book={book} />
      {list()}
      {book.clients.length > 0 && (
        <LoadMore
          shown={book.clients.length}
          matching={book.matching}
          hasMore={book.query.hasNextPage}
          loading={book.query.isFetchingNextPage}
          onMore={() => void book.query.fetchNextPage()}
        />
      )}
      {!overlayOpen && (
        <ClientsFab
          onAdd={() => setAction({ kind: 'add' })}
          onImportExport={() => setAction({ kind: 'import' })}
        />
      )}
      <ClientDialogs
        action={shown}
        onClose={() => {
          setAction(null);
          if (linked.client) linked.close();
        }}
      />
    </section>
  );
}
