import './booking-manage.css';
import { bookingMessages, publicProfilePath, type BookingView } from '@quickrdv/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { confirmDialog, ConfirmDialog } from 'primereact/confirmdialog';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../lib/api-client';
import { Brand } from '../../ui/Brand';
import { FormOutcome } from '../../ui/FormOutcome';
import { LoadError, Loader } from '../../ui/Loader';
import { usePageTitle } from '../../ui/page-title';
import { bookingKey, cancelBooking, fetchBooking } from './booking-manage.api';
import { manageStrings as t } from './booking-manage.strings';
import { BookingActions } from './BookingActions';
import { BookingSummary } from './BookingSummary';
import { longDate } from './manage-format';
import { MoveDialog } from './MoveDialog';

/** /rendez-vous-en-ligne/rdv/{token}: the client's booking, to view, add to a calendar, move or cancel. */
export function BookingManagePage() {
  usePageTitle(t.pageTitle);
  const token = useParams().token ?? '';
  const queryClient = useQueryClient();
  const [cancelled, setCancelled] = useState<BookingView | null>(null);
  const [moving, setMoving] = useState(false);
  const [outcome, setOutcome] = useState<{ success: string | null; error: string | null }>({
    success: null,
    error: null,
  });
  const query = useQuery({
    queryKey: bookingKey(token),
    queryFn: () => fetchBooking(token),
    enabled: !cancelled,
  });

  const cancel = useMutation({
    mutationFn: () => cancelBooking(token),
    onSuccess: () => {
      setCancelled(query.data ?? null);
      queryClient.removeQueries({ queryKey: bookingKey(token) });
    },
    onError: (error) => {
      setOutcome({ success: null, error: errorMessage(error) });
      void query.refetch();
    },
  });

  let body;
  if (cancelled) body = <CancelledCard booking={cancelled} />;
  else if (query.isPending) body = <Loader />;
  else if (query.error instanceof ApiError && query.error.status === 404) body = <NotFoundCard />;
  else if (query.error) body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.status === 'cancelled') body = <CancelledCard booking={query.data} later />;
  else {
    const booking = query.data;
    const askCancel = () =>
      confirmDialog({
        header: t.confirmCancel.header,
        message: t.confirmCancel.message(
          `${longDate(booking.day)} à ${booking.start}`,
          booking.business.nomSociete,
        ),
        icon: 'pi pi-exclamation-triangle',
        acceptLabel: t.confirmCancel.accept,
        rejectLabel: t.confirmCancel.reject,
        acceptClassName: 'p-button-danger',
        rejectClassName: 'p-button-outlined p-button-secondary',
        defaultFocus: 'reject',
        accept: () => {
          setOutcome({ success: null, error: null });
          cancel.mutate();
        },
      });
    body = (
      <>
        <BookingSummary booking={booking} />
        <FormOutcome success={outcome.success} error={outcome.error} />
        <BookingActions
          booking={booking}
          cancelling={cancel.isPending}
          onMove={() => {
            setOutcome({ success: null, error: null });
            setMoving(true);
          }}
          onCancel={askCancel}
        />
        {moving && (
          <MoveDialog
            booking={booking}
            onClose={() => setMoving(false)}
            onMoved={(moved) => {
              queryClient.setQueryData(bookingKey(token), moved);
              setMoving(false);
              setOutcome({ success: bookingMessages.moved, error: null });
            }}
          />
        )}
      </>
    );
  }

  return (
    <div className="public-page manage-page">
      <header className="public-header">
        <Brand />
      </header>
      <main className="manage-main">{body}</main>
      <ConfirmDialog breakpoints={{ '640px': '92vw' }} style={{ width: '30rem' }} />
    </div>
  );
}

function NotFoundCard() {
  return (
    <div className="state-card" role="alert">
      <i className="pi pi-calendar-times state-icon" aria-hidden="true" />
      <h1>{t.notFoundTitle}</h1>
      <p>{bookingMessages.bookingNotFound}</p>
      <p>{t.notFoundHelp}</p>
      <Link className="p-button" to="/">
        {t.backHome}
      </Link>
    </div>
  );
}

/**
 * A cancelled booking: right after the visitor cancelled it, or when its link is opened later (`later`), with
 * who cancelled it and a way to book again.
 */
function CancelledCard({ booking, later = false }: { booking: BookingView | null; later?: boolean }) {
  const business = booking?.business.nomSociete ?? '';
  const message = !later
    ? bookingMessages.cancelled
    : booking?.cancelledBy === 'pro'
      ? t.cancelledByPro(business)
      : t.cancelledByClient;
  return (
    <div className="state-card" role="status">
      <i className="pi pi-check-circle state-icon manage-cancelled-icon" aria-hidden="true" />
      <h1>{t.cancelledTitle}</h1>
      <p className="manage-cancelled-message">{message}</p>
      {booking && (
        <>
          <p>{`${longDate(booking.day)} à ${booking.start} – ${business}`}</p>
          {!later && <p>{t.cancelledText(business)}</p>}
        </>
      )}
      <Link className="p-button" to={booking ? publicProfilePath(booking.business.slug) : '/'}>
        {booking ? t.bookAgain : t.backHome}
      </Link>
    </div>
  );
}
