import { BOOKING_NOTICE_CHOICES } from '@quickrdv/core';
import { useMutation } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { errorMessage } from '../../lib/api-client';
import { useNotify } from '../../ui/toast';
import { useCurrentPro } from '../pro-space/use-current-pro';
import { useUpdateSessionPro } from '../session/use-session';
import { saveBookingNotice } from './booking-notice.api';
import { bookingNoticeStrings as t } from './booking-notice.strings';

const options = BOOKING_NOTICE_CHOICES.map((hours) => ({ label: t.option(hours), value: hours }));

/**
 * The minimum notice, shown where availabilities are made. Saved as soon as it is picked (like the
 * descriptions): a setting of the account, not part of the form around it.
 */
export function BookingNoticeField({ id = 'booking-notice' }: { id?: string }) {
  const pro = useCurrentPro();
  const updatePro = useUpdateSessionPro();
  const notify = useNotify();
  const save = useMutation({
    mutationFn: saveBookingNotice,
    onSuccess: ({ hours }) => {
      updatePro({ bookingNoticeHours: hours });
      notify('success', t.saved);
    },
    onError: (error) => notify('error', errorMessage(error)),
  });
  return (
    <div className="field">
      <label htmlFor={id}>{t.label}</label>
      <Dropdown
        inputId={id}
        value={save.isPending ? save.variables.hours : pro.bookingNoticeHours}
        options={options}
        disabled={save.isPending}
        onChange={(event) => save.mutate({ hours: event.value as number })}
        aria-describedby={`${id}-hint`}
      />
      <small id={`${id}-hint`} className="field-hint">
        {t.hint}
      </small>
    </div>
  );
}
