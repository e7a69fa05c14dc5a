import { formatLongDateFr, isIosBefore16, type AvailabilityDto } from '@quickrdv/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Accordion, AccordionTab } from 'primereact/accordion';
import { Checkbox } from 'primereact/checkbox';
import { errorMessage } from '../../../lib/api-client';
import { FormOutcome } from '../../../ui/FormOutcome';
import { LoadError, Loader } from '../../../ui/Loader';
import { Button } from 'primereact/button';
import {
  bulkDeleteAvailabilities,
  calendarKeys,
  createAvailabilities,
  fetchFutureAvailabilities,
} from '../calendar.api';
import { calendarStrings as t } from '../calendar.strings';
import { cssColor } from '../colors';
import { SidePanel } from '../SidePanel';

const r = t.rapidDelete;
// The spec's notice for iPhones before iOS 16; the list below still works there.
const oldIos = isIosBefore16(navigator.userAgent);
const who = (a: AvailabilityDto) => (a.staff ? `${a.staff.prenom} ${a.staff.nom}`.trim() : t.staffFilter.any);

/**
 * 'SUPPRESSION RAPIDE DES DISPONIBILITES': the future free availabilities by day. Ticking a day deletes
 * the whole day, clicking an hour deletes that one, at once and for good (the warning says so).
 */
export function RapidDeletePanel({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  // Said inside the panel: toasts would cover the list being worked on.
  const [outcome, setOutcome] = useState<{ success: string | null; error: string | null }>({
    success: null,
    error: null,
  });
  const future = useQuery({ queryKey: calendarKeys.future, queryFn: fetchFutureAvailabilities });
  // What the last tick deleted, to put back with 'Annuler' (the spec's one-tap deletion stays).
  const [lastDeleted, setLastDeleted] = useState<AvailabilityDto[]>([]);
  const remove = useMutation({
    mutationFn: (target: { day: string } | { id: string }) =>
      bulkDeleteAvailabilities('day' in target ? { days: [target.day] } : { ids: [target.id] }),
    onMutate: (target) => {
      const all = (future.data?.days ?? []).flatMap((d) => d.availabilities);
      setLastDeleted(all.filter((a) => ('day' in target ? a.day === target.day : a.id === target.id)));
    },
    onSuccess: (_reply, target) => {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.availabilities });
      const success = 'day' in target ? r.dayDeleted(formatLongDateFr(target.day)) : r.oneDeleted;
      setOutcome({ success, error: null });
    },
    onError: (error) => {
      setLastDeleted([]);
      setOutcome({ success: null, error: errorMessage(error) });
    },
  });
  // Recreated as they were (time, partner, services, note); the free plan's quota still applies.
  const restore = useMutation({
    mutationFn: (list: AvailabilityDto[]) =>
      Promise.all(
        list.map((a) =>
          createAvailabilities({
            day: a.day,
            endDay: a.day,
            start: a.start,
            end: a.end,
            staffIds: [a.staff?.id ?? null],
            serviceIds: a.services.map((x) => x.id),
            note: a.note,
          }),
        ),
      ),
    onSuccess: (_reply, list) => {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.availabilities });
      setLastDeleted([]);
      setOutcome({ success: r.undone(list.length), error: null });
    },
    onError: (error) => setOutcome({ success: null, error: errorMessage(error) }),
  });
  const days = future.data?.days ?? [];

  return (
    <SidePanel title={r.title} onClose={onClose} className="cal-rapid-panel" holdsForm={false}>
      <p className="notice notice-warn cal-notice">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" />
        <span>{r.warning}</span>
      </p>
      {oldIos && (
        <p className="notice notice-info cal-notice" role="note">
          <i className="pi pi-info-circle" aria-hidden="true" />
          <span>{r.oldIos}</span>
        </p>
      )}
      <FormOutcome success={outcome.success} error={outcome.error} />
      {lastDeleted.length > 0 && outcome.success && !remove.isPending && (
        <Button
          type="button"
          className="cal-rapid-undo"
          label={r.undo}
          icon="pi pi-undo"
          outlined
          size="small"
          loading={restore.isPending}
          onClick={() => restore.mutate(lastDeleted)}
        />
      )}
      {future.isPending ? (
        <Loader />
      ) : future.error ? (
        <LoadError error={future.error} onRetry={() => void future.refetch()} />
      ) : days.length === 0 ? (
        <p className="cal-empty">
          <i className="pi pi-check-circle" aria-hidden="true" />
          {r.empty}
        </p>
      ) : (
        <Accordion multiple className="cal-rapid-days">
          {days.map(({ day, availabilities }) => {
            const date = formatLongDateFr(day);
            return (
              <AccordionTab
                key={day}
                header={
                  <span className="cal-rapid-header">
                    <span
                      className="cal-rapid-check"
                      // The checkbox deletes the day; it must not also open or close the accordion.
                      onClick={(event) => event.stopPropagation()}
                      onKeyDown={(event) => event.stopPropagation()}
                    >
                      <Checkbox
                        inputId={`rapid-${day}`}
                        checked={false}
                        disabled={remove.isPending || restore.isPending}
                        aria-label={r.dayCheckbox(date)}
                        onChange={() => remove.mutate({ day })}
                      />
                    </span>
                    <span className="cal-rapid-date">{date}</span>
                    <span className="cal-rapid-count">{r.count(availabilities.length)}</span>
                  </span>
                }
              >
                <ul className="cal-rapid-slots">
                  {availabilities.map((a) => (
                    <li key={a.id}>
                      <button
                        type="button"
                        className="cal-rapid-slot"
                        disabled={remove.isPending || restore.isPending}
                        aria-label={r.slot(a.start, a.end, who(a))}
                        onClick={() => remove.mutate({ id: a.id })}
                      >
                        <span
                          className="cal-dot"
                          style={{ background: cssColor(a.color) }}
                          aria-hidden="true"
                        />
                        <span className="cal-rapid-time">
                          {a.start} – {a.end}
                        </span>
                        <span className="cal-rapid-who">{who(a)}</span>
                        <i className="pi pi-trash" aria-hidden="true" />
                      </button>
                    </li>
                  ))}
                </ul>
              </AccordionTab>
            );
          })}
        </Accordion>
      )}
      <p className="field-hint cal-rapid-note">{r.bookedNote}</p>
    </SidePanel>
  );
}
