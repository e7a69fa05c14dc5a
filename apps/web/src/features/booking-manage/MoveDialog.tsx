import {
  addDays,
  formatDurationFr,
  movableSlots,
  utcToZoned,
  type BookingView,
  type MoveSlot,
} from '@quickrdv/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { FormOutcome } from '../../ui/FormOutcome';
import { LoadError, Loader } from '../../ui/Loader';
import { fetchMoveSlots, moveBooking } from './booking-manage.api';
import { manageStrings } from './booking-manage.strings';
import { longDate, longDateTitle, shortDate } from './manage-format';

const t = manageStrings.moveDialog;
/** Two weeks per page: enough to choose from, light enough for a phone. */
const PAGE_DAYS = 14;

/** Picks a new slot of the same professional, long enough for the booking's services, then moves the booking. */
export function MoveDialog(props: {
  booking: BookingView;
  onClose: () => void;
  onMoved: (booking: BookingView) => void;
}) {
  const { booking } = props;
  const today = utcToZoned(new Date(), booking.business.timeZone).day;
  const [from, setFrom] = useState(today);
  const [chosen, setChosen] = useState<{ day: string; slot: MoveSlot } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const serviceIds = booking.services.map((s) => s.id);

  const slots = useQuery({
    queryKey: ['public-move-slots', booking.business.slug, serviceIds.join(','), from],
    queryFn: () => fetchMoveSlots({ slug: booking.business.slug, serviceIds, from, days: PAGE_DAYS }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const move = useMutation({
    mutationFn: (slotId: string) => moveBooking(booking.token, slotId),
    onSuccess: (reply) => props.onMoved(reply.booking),
    onError: (e) => {
      // The slot was taken meanwhile (409) or is no longer offered: show why and offer fresh slots.
      setError(errorMessage(e));
      setChosen(null);
      void slots.refetch();
    },
  });

  const days = slots.data ? movableSlots(slots.data, booking) : [];
  const footer = (
    <div className="move-footer">
      <p className="move-chosen" aria-live="polite">
        {chosen ? (
          <>
            <span>{t.chosen} :</span>{' '}
            <strong>
              {longDate(chosen.day)} à {chosen.slot.start}
              {chosen.slot.staff ? ` avec ${chosen.slot.staff.prenom}` : ''}
            </strong>
          </>
        ) : (
          t.pick
        )}
      </p>
      <div className="dialog-actions">
        <Button label={t.close} outlined severity="secondary" onClick={props.onClose} />
        <Button
          label={t.confirm}
          icon="pi pi-check"
          disabled={!chosen}
          loading={move.isPending}
          onClick={() => chosen && move.mutate(chosen.slot.id)}
        />
      </div>
    </div>
  );

  return (
    <Dialog
      visible
      header={t.header}
      onHide={props.onClose}
      footer={footer}
      className="move-dialog"
      style={{ width: '40rem' }}
      breakpoints={{ '640px': '100vw' }}
      draggable={false}
      resizable={false}
      blockScroll
    >
      <p className="move-intro">{t.intro(formatDurationFr(booking.durationMinutes))}</p>
      <p className="move-current">
        {t.current} : {longDate(booking.day)} à {booking.start}
      </p>
      <FormOutcome success={null} error={error} />
      <div className="move-nav">
        <Button
          icon="pi pi-chevron-left"
          text
          aria-label={t.earlier}
          title={t.earlier}
          disabled={from <= today || slots.isFetching}
          onClick={() => setFrom((f) => maxDay(today, addDays(f, -PAGE_DAYS)))}
        />
        <span className="move-range">
          {t.range(shortDate(from), shortDate(addDays(from, PAGE_DAYS - 1)))}
        </span>
        <Button
          icon="pi pi-chevron-right"
          text
          aria-label={t.later}
          title={t.later}
          disabled={slots.isFetching}
          onClick={() => setFrom((f) => addDays(f, PAGE_DAYS))}
        />
      </div>
      {slots.isPending ? (
        <Loader label={t.loading} />
      ) : slots.error ? (
        <LoadError error={slots.error} onRetry={() => void slots.refetch()} />
      ) : days.length === 0 ? (
        <div className="move-empty">
          <p>{t.none}</p>
          {slots.data.nextAvailableDay && slots.data.nextAvailableDay > from && (
            <Button
              label={t.nextAvailable(longDate(slots.data.nextAvailableDay))}
              link
              onClick={() => setFrom(slots.data.nextAvailableDay!)}
            />
          )}
        </div>
      ) : (
        <div className="move-days" aria-busy={slots.isFetching}>
          {days.map((d) => (
            <section key={d.day} className="move-day" aria-label={longDate(d.day)}>
              <h3>{longDateTitle(d.day)}</h3>
              <div className="move-slots">
                {d.slots.map((s) => {
                  const selected = chosen?.slot.id === s.id;
                  return (
                    <button
                      key={s.id}
                      type="button"
                      className={selected ? 'move-slot move-slot-selected' : 'move-slot'}
                      aria-pressed={selected}
                      aria-label={t.slotLabel(s.start, s.staff?.prenom ?? t.anyStaff, longDate(d.day))}
                      onClick={() => {
                        setError(null);
                        setChosen({ day: d.day, slot: s });
                      }}
                    >
                      <span className="move-slot-time">{s.start}</span>{' '}
                      <span className="move-slot-staff">
                        <span
                          className="manage-dot"
                          style={{ background: `#${s.staff?.color ?? '808080'}` }}
                          aria-hidden="true"
                        />
                        {s.staff?.prenom ?? t.anyStaff}
                      </span>
                    </button>
                  );
                })}
              </div>
            </section>
          ))}
        </div>
      )}
    </Dialog>
  );
}

const maxDay = (a: string, b: string) => (a > b ? a : b);
