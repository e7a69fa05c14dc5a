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
import { longDate, longDateTitle, shortDate, weekdayShort } from './manage-format';

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
  // The day whose slots are shown; none picked yet (or gone after a refresh): the first day with slots.
  const [pickedDay, setPickedDay] = useState<string | null>(null);
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
  const shown = days.find((d) => d.day === pickedDay) ?? days[0];
  const showPage = (day: string) => {
    setPickedDay(null);
    setFrom(day);
  };
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
          onClick={() => showPage(maxDay(today, addDays(from, -PAGE_DAYS)))}
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
          onClick={() => showPage(addDays(from, PAGE_DAYS))}
        />
      </div>
      {slots.isPending ? (
        <Loader label={t.loading} />
      ) : slots.error ? (
        <LoadError error={slots.error} onRetry={() => void slots.refetch()} />
      ) : !shown ? (
        <div className="move-empty">
          <p>{t.none}</p>
          {slots.data.nextAvailableDay && slots.data.nextAvailableDay > from && (
            <Button
              label={t.nextAvailable(longDate(slots.data.nextAvailableDay))}
              link
              onClick={() => showPage(slots.data.nextAvailableDay!)}
            />
          )}
        </div>
      ) : (
        // One day's slots at a time under a strip of days: a salon with several partners offers hundreds of
        // slots in two weeks, too long a list to scan (and to lay out) on a phone.
        <div className="move-days" aria-busy={slots.isFetching}>
          <div className="move-day-picker" role="group" aria-label={t.days}>
            {days.map((d) => {
              const count = t.slotCount(d.slots.length);
              return (
                <button
                  key={d.day}
                  type="button"
                  className="move-day-chip"
                  aria-pressed={d.day === shown.day}
                  onClick={() => setPickedDay(d.day)}
                >
                  <span className="move-day-chip-weekday">{weekdayShort(d.day)}</span>
                  <span className="move-day-chip-date">{shortDate(d.day)}</span>
                  <span className="move-day-chip-count">{count}</span>
                </button>
              );
            })}
          </div>
          <section key={shown.day} className="move-day" aria-label={longDate(shown.day)}>
            <h3>{longDateTitle(shown.day)}</h3>
            <div className="move-slots">
              {shown.slots.map((s) => {
                const selected = chosen?.slot.id === s.id;
                return (
                  <button
                    key={s.id}
                    type="button"
                    className="move-slot"
                    aria-pressed={selected}
                    aria-label={t.slotLabel(s.start, s.staff?.prenom ?? t.anyStaff, longDate(shown.day))}
                    onClick={() => {
                      setError(null);
                      setChosen({ day: shown.day, slot: s });
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
        </div>
      )}
    </Dialog>
  );
}

const maxDay = (a: string, b: string) => (a > b ? a : b);
