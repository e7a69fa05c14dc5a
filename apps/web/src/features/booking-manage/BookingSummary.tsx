import { formatDurationFr, formatEuros, postalAddressLine, type BookingView } from '@quickrdv/core';
import { Tag } from 'primereact/tag';
import { manageStrings as t } from './booking-manage.strings';
import { longDateTitle, telHref } from './manage-format';

const SEVERITY = { confirmed: 'success', past: 'secondary', cancelled: 'danger' } as const;

/** The booking's facts: business, date, time, staff, services with prices and durations, total, status. */
export function BookingSummary({ booking }: { booking: BookingView }) {
  const { business } = booking;
  const address = postalAddressLine(business);
  return (
    <article className="card manage-card" aria-labelledby="manage-title">
      <header className="manage-head">
        <div>
          <p className="manage-kicker">{t.title}</p>
          <h1 id="manage-title">{business.nomSociete}</h1>
        </div>
        <Tag
          className="manage-status"
          value={t.status[booking.status]}
          severity={SEVERITY[booking.status]}
          rounded
        />
      </header>
      <p className="manage-greeting">{t.greeting(booking.client.prenom)}</p>

      <div className="manage-when">
        <i className="pi pi-calendar" aria-hidden="true" />
        <div>
          <strong className="manage-date">{longDateTitle(booking.day)}</strong>
          <span className="manage-time">{t.timeRange(booking.start, booking.end)}</span>
        </div>
      </div>

      <dl className="manage-facts">
        {booking.staff && (
          <div>
            <dt>{t.staff}</dt>
            <dd>
              <span
                className="manage-dot"
                style={{ background: `#${booking.staff.color}` }}
                aria-hidden="true"
              />
              {booking.staff.prenom}
            </dd>
          </div>
        )}
        {address && (
          <div>
            <dt>{t.address}</dt>
            <dd>{address}</dd>
          </div>
        )}
        {business.tel1 && (
          <div>
            <dt>{t.phone}</dt>
            <dd>
              <a href={telHref(business.tel1)}>{business.tel1}</a>
            </dd>
          </div>
        )}
        {booking.note && (
          <div>
            <dt>{t.note}</dt>
            <dd className="manage-note">{booking.note}</dd>
          </div>
        )}
      </dl>

      <h2 className="manage-subtitle">{t.services}</h2>
      <ul className="manage-services">
        {booking.services.map((s) => (
          <li key={s.id}>
            <span className="manage-service-name">{s.name}</span>
            <span className="manage-service-duration">{formatDurationFr(s.durationMinutes)}</span>
            <span className="manage-service-price">{formatEuros(s.amountCents)}</span>
          </li>
        ))}
        <li className="manage-total">
          <span className="manage-service-name">{t.total}</span>
          <span className="manage-service-duration">{formatDurationFr(booking.durationMinutes)}</span>
          <span className="manage-service-price">{formatEuros(booking.totalAmountCents)}</span>
        </li>
      </ul>
    </article>
  );
}
