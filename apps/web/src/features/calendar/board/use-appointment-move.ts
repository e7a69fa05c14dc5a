import { formatLongDateFr, type AppointmentDto, type AppointmentUpdateInput } from '@quickrdv/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useNotify } from '../../../ui/toast';
import { calendarKeys, updateAppointment } from '../calendar.api';
import { calendarStrings as t } from '../calendar.strings';
import { cacheAppointment } from '../appointments/cache-appointment';
import { restorePatch } from './appointment-move';
import { clientName } from './calendar-events';
import type { UndoOffer } from './UndoBar';

/**
 * Drag to move, drag the end to resize: the same PATCH as the edit panel, so the same checks (overlap,
 * staff, reminders) and the same client notice. A refused change puts the event back and says why; an
 * accepted one can be undone from the bar.
 */
export function useAppointmentMove() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [offer, setOffer] = useState<UndoOffer | null>(null);
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: calendarKeys.appointments }),
    [queryClient],
  );

  const apply = useCallback(
    async (o: {
      appointment: AppointmentDto;
      patch: AppointmentUpdateInput;
      resized: boolean;
      revert: () => void;
    }) => {
      setOffer(null);
      let saved: AppointmentDto;
      try {
        saved = await updateAppointment(o.appointment.id, o.patch);
      } catch (error) {
        o.revert();
        notify('error', errorMessage(error));
        return;
      }
      cacheAppointment(queryClient, saved);
      void refresh();
      const name = clientName(saved);
      setOffer({
        key: Date.now(),
        message: o.resized
          ? t.appointment.resized(name, saved.start, saved.end)
          : t.appointment.moved(name, formatLongDateFr(saved.day), saved.start),
        undo: () => {
          updateAppointment(o.appointment.id, restorePatch(o.appointment))
            .then((restored) => {
              cacheAppointment(queryClient, restored);
              notify('success', t.appointment.undone);
              return refresh();
            })
            .catch((error: unknown) => notify('error', errorMessage(error)));
        },
      });
    },
    [notify, queryClient, refresh],
  );
  const dismiss = useCallback(() => setOffer(null), []);
  return { apply, offer, dismiss };
}
