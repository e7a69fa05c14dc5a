import { formatDurationFr, priceFr, searchServices, type PublicProfile } from '@quickrdv/core';
import { useId, useState } from 'react';
import { T } from './texts';

interface ServiceListProps {
  categories: PublicProfile['serviceCategories'];
  selected: readonly string[];
  onToggle: (id: string) => void;
  showSearch: boolean;
  /** Services bookable where this list is used (a slot); the others are shown disabled. */
  offered?: readonly string[];
}

/** Services grouped by category, each a checkbox row with its price and duration; optional name search. */
export function ServiceList({ categories, selected, onToggle, showSearch, offered }: ServiceListProps) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = searchServices(categories, query);
  const total = categories.reduce((n, c) => n + c.services.length, 0);

  return (
    <div className="w-services">
      {showSearch && (
        <div className="w-search">
          <label htmlFor={searchId} className="w-sr-only">
            {T.search}
          </label>
          <svg viewBox="0 0 24 24" aria-hidden="true" className="w-search-icon">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            id={searchId}
            type="search"
            placeholder={T.search}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            autoComplete="off"
          />
        </div>
      )}
      {total === 0 && <p className="w-empty">{T.noServices}</p>}
      {total > 0 && shown.length === 0 && <p className="w-empty">{T.noServiceFound}</p>}
      {shown.map((category) => (
        <section key={category.id ?? 'none'} className="w-category">
          <h3>{category.name ?? T.otherCategory}</h3>
          <ul>
            {category.services.map((s) => {
              const checked = selected.includes(s.id);
              const unavailable = offered !== undefined && !offered.includes(s.id);
              return (
                <li key={s.id}>
                  <label
                    className={`w-service ${checked ? 'is-checked' : ''} ${unavailable ? 'is-disabled' : ''}`}
                  >
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={unavailable && !checked}
                      onChange={() => onToggle(s.id)}
                    />
                    <span className="w-check" aria-hidden="true" />
                    <span className="w-service-main">
                      <span className="w-service-name">{s.name}</span>
                      <span className="w-service-meta">
                        {formatDurationFr(s.durationMinutes)}
                        {unavailable && ` · ${T.notOfferedHere}`}
                      </span>
                    </span>
                    <span className="w-service-price">{priceFr(s.amountCents)}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
