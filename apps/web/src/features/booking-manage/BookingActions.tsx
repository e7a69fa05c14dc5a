import type { BookingView } from '@quickrdv/core';
import { Button } from 'primereact/button';
import { manageStrings as t } from './booking-manage.strings';
import { deadlineText, telHref } from './manage-format';

/** Calendar file, move and cancel while allowed; otherwise why not, and the business's phone. */
export function BookingActions(props: {
  booking: BookingView;
  cancelling: boolean;
  onMove: () => void;
  onCancel: () => void;
}) {
  const { booking } = props;
  const { business } = booking;
  const past = booking.status === 'past';
  return (
    <section className="manage-actions" aria-label={t.title}>
      {past ? (
        <p className="notice notice-info">
          <i className="pi pi-info-circle" aria-hidden="true" />
          <span>{t.pastNotice}</span>
        </p>
      ) : booking.canChange ? (
        <p className="manage-deadline">
          <i className="pi pi-clock" aria-hidden="true" /> {t.changeUntil(deadlineText(booking))}
        </p>
      ) : (
        <div className="notice notice-warn" role="note">
          <i className="pi pi-lock" aria-hidden="true" />
          <span>
            {t.tooLate(deadlineText(booking), booking.noticeHours)} {t.callSalon(business.nomSociete)}
            {business.tel1 ? (
              <>
                {' au '}
                <a href={telHref(business.tel1)}>{business.tel1}</a>.
              </>
            ) : (
              '.'
            )}
          </span>
        </div>
      )}
      <div className="manage-buttons">
        {!past && (
          <a
            className="p-button p-button-outlined manage-ics"
            href={booking.icsUrl}
            download="rendez-vous.ics"
          >
            <i className="pi pi-calendar-plus" aria-hidden="true" />
            {t.addToCalendar}
          </a>
        )}
        {booking.canChange && (
          <>
            <Button label={t.move} icon="pi pi-arrow-right-arrow-left" onClick={props.onMove} />
            <Button
              label={t.cancel}
              icon="pi pi-times"
              severity="danger"
              outlined
              loading={props.cancelling}
              onClick={props.onCancel}
            />
          </>
        )}
      </div>
    </section>
  );
}
