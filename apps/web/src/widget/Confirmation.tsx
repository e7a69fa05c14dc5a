import { formatLongDateFr, postalAddressLine, priceFr, type BookingReply } from '@quickrdv/core';
import { useEffect, useRef } from 'react';
import { T } from './texts';
import { StrokeIcon } from './ui/StrokeIcon';

/** After booking: what was booked, where, and what to do next. */
export function Confirmation({ reply, onAnother }: { reply: BookingReply; onAnother: () => void }) {
  const { booking } = reply;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const address = postalAddressLine(booking.business);
  return (
    <section className="w-done" aria-labelledby="w-done-title">
      <div className="w-done-icon" aria-hidden="true">
        <StrokeIcon d="m5 12.5 4.5 4.5L19 7.5" weight={2.6} />
      </div>
      <h2 id="w-done-title" ref={heading} tabIndex={-1}>
        {T.confirmed}
      </h2>
      <p className="w-done-sub">
        {booking.client.prenom}, {T.sentNote(reply.sentBy)}
      </p>
      <dl className="w-recap w-done-recap">
        <div>
          <dt>{T.date}</dt>
          <dd className="w-capitalize">{formatLongDateFr(booking.day)}</dd>
        </div>
        <div>
          <dt>{T.time}</dt>
          <dd>
            {booking.start} – {booking.end}
          </dd>
        </div>
        {booking.staff && (
          <div>
            <dt>{T.staff}</dt>
            <dd>
              {booking.staff.prenom} {booking.staff.nom}
            </dd>
          </div>
        )}
        <div>
          <dt>{T.services}</dt>
          <dd>
            <ul className="w-plain-list">
              {booking.services.map((s) => (
                <li key={s.id}>
                  {s.name} <span className="w-muted">· {priceFr(s.amountCents)}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{T.total}</dt>
          <dd>
            <strong>{priceFr(booking.totalAmountCents)}</strong>
          </dd>
        </div>
        <div>
          <dt>{T.address}</dt>
          <dd>
            {booking.business.nomSociete}
            <br />
            {address}
          </dd>
        </div>
      </dl>
      <div className="w-done-actions">
        <a className="w-btn w-btn-primary w-btn-block" href={booking.icsUrl} download>
          {T.addToCalendar}
        </a>
        <a className="w-btn w-btn-ghost w-btn-block" href={booking.manageUrl} target="_blank" rel="noopener">
          {T.manage}
        </a>
        <button type="button" className="w-link" onClick={onAnother}>
          {T.another}
        </button>
      </div>
    </section>
  );
}
