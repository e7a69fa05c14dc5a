import { formatDurationFr, priceFr } from '@quickrdv/core';
import type { Selection } from './useSelection';

/** The visitor's chosen services, one line each: name, duration, price (validation dialog, week panel). */
export function SelectedServices({ services }: { services: Selection['totals']['services'] }) {
  return (
    <ul className="w-summary-list">
      {services.map((s) => (
        <li key={s.id}>
          <span>
            {s.name} <span className="w-muted">· {formatDurationFr(s.durationMinutes)}</span>
          </span>
          <span>{priceFr(s.amountCents)}</span>
        </li>
      ))}
    </ul>
  );
}
