import './outbox.css';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { LoadError, Loader } from '../../ui/Loader';
import { usePageTitle } from '../../ui/page-title';
import { useCurrentPro } from '../pro-space/use-current-pro';
import { fetchOutbox, OUTBOX_PAGE_SIZE, outboxKey, type OutboxMessage } from './outbox.api';
import { outboxStrings as t } from './outbox.strings';

/** {base}/messages: the reminders sent on the professional's behalf, readable even without a provider. */
export function OutboxPage() {
  usePageTitle(t.pageTitle);
  const { timeZone } = useCurrentPro();
  const outbox = useInfiniteQuery({
    queryKey: outboxKey,
    queryFn: ({ pageParam }) => fetchOutbox(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) =>
      last.messages.length === OUTBOX_PAGE_SIZE ? (last.messages.at(-1)?.createdAt ?? null) : null,
  });
  const messages = outbox.data?.pages.flatMap((p) => p.messages) ?? [];
  const date = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone });

  return (
    <section className="outbox-page">
      <header className="page-header">
        <h1 className="page-title">{t.title}</h1>
        <Button
          label={t.refresh}
          icon="pi pi-refresh"
          outlined
          size="small"
          loading={outbox.isRefetching}
          onClick={() => void outbox.refetch()}
        />
      </header>
      <p className="outbox-intro">{t.intro}</p>
      {outbox.isPending ? (
        <Loader />
      ) : outbox.error ? (
        <LoadError error={outbox.error} onRetry={() => void outbox.refetch()} />
      ) : messages.length === 0 ? (
        <div className="state-card">
          <i className="pi pi-inbox outbox-empty-icon" aria-hidden="true" />
          <strong>{t.empty}</strong>
          <p>{t.emptyHint}</p>
        </div>
      ) : (
        <ol className="outbox-list">
          {messages.map((m) => (
            <MessageCard key={m.id} message={m} when={date.format(new Date(m.createdAt))} />
          ))}
        </ol>
      )}
      {outbox.hasNextPage && (
        <Button
          className="outbox-more"
          label={t.more}
          text
          loading={outbox.isFetchingNextPage}
          onClick={() => void outbox.fetchNextPage()}
        />
      )}
    </section>
  );
}

function MessageCard({ message, when }: { message: OutboxMessage; when: string }) {
  const sms = message.channel === 'sms';
  return (
    <li className="outbox-item card">
      <div className="outbox-item-head">
        <span className={`outbox-channel outbox-channel-${message.channel}`}>
          <i className={sms ? 'pi pi-mobile' : 'pi pi-envelope'} aria-hidden="true" />
          {t.channel[message.channel]}
        </span>
        <span className="outbox-recipient">
          {t.to} <strong>{message.recipient}</strong>
        </span>
        <time className="outbox-date" dateTime={message.createdAt}>
          {when}
        </time>
      </div>
      {!sms && <h2 className="outbox-subject">{message.subject || t.noSubject}</h2>}
      <p className="outbox-body">{message.body}</p>
      <p className="outbox-via">{t.via(message.deliveredVia)}</p>
    </li>
  );
}
