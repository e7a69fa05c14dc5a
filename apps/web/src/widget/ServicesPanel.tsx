import { formatDurationFr, priceFr, reserveLabel, selectionTitle, type PublicProfile } from '@quickrdv/core';
import { ServiceList } from './ServiceList';
import { T } from './texts';
import type { Selection } from './useSelection';
import { StrokeIcon } from './ui/StrokeIcon';

interface ServicesPanelProps {
  profile: PublicProfile;
  selection: Selection;
  onReserve: () => void;
}

/** The Prestations tab: search, services by category, and the selection summary with its total. */
export function ServicesPanel({ profile, selection, onReserve }: ServicesPanelProps) {
  const { ids, totals } = selection;
  return (
    <div className="w-panel">
      <ServiceList
        categories={profile.serviceCategories}
        selected={ids}
        onToggle={selection.toggle}
        showSearch
      />
      <section className={`w-summary ${ids.length ? 'is-active' : ''}`} aria-live="polite">
        <div className="w-summary-head">
          <h2>{selectionTitle(ids.length)}</h2>
          {ids.length > 0 && (
            <button
              type="button"
              className="w-icon-btn"
              aria-label={T.clearSelection}
              onClick={selection.clear}
            >
              <StrokeIcon d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
            </button>
          )}
        </div>
        {ids.length === 0 && <p className="w-summary-hint">{T.selectHint}</p>}
        {ids.length > 0 && (
          <>
            <ul className="w-summary-list">
              {totals.services.map((s) => (
                <li key={s.id}>
                  <span>{s.name}</span>
                  <span>{priceFr(s.amountCents)}</span>
                </li>
              ))}
            </ul>
            <p className="w-summary-total">
              <span>
                {T.total} <span className="w-muted">· {formatDurationFr(totals.minutes)}</span>
              </span>
              <strong>{priceFr(totals.cents)}</strong>
            </p>
            <button type="button" className="w-btn w-btn-primary w-btn-block" onClick={onReserve}>
              {reserveLabel(ids.length)}
            </button>
          </>
        )}
      </section>
    </div>
  );
}
