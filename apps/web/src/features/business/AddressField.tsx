import { shouldSearchAddress, type AddressSuggestion } from '@quickrdv/core';
import { useQuery } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { searchAddress } from './business.api';
import { businessStrings as t } from './business.strings';

const DEBOUNCE_MS = 250;
const LIST_ID = 'business-adresse-suggestions';

/**
 * The address with its autocomplete: text longer than 4 characters, or digits (a postal code), is looked up
 * (at most 6 suggestions); the list hides below 5 characters and when the mouse enters the field. Choosing
 * a suggestion fills the address, the postal code and the city (onChoose).
 */
export function AddressField({
  value,
  onChange,
  onChoose,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  onChoose: (suggestion: AddressSuggestion) => void;
  error?: string | undefined;
}) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const search = useQuery({
    queryKey: ['address-search', query],
    queryFn: () => searchAddress(query),
    enabled: shouldSearchAddress(query),
    staleTime: 5 * 60_000,
  });
  // Only the answer for what is in the field now: never a previous query's list while typing goes on.
  const upToDate = shouldSearchAddress(value) && query === value.trim();
  const suggestions = upToDate ? (search.data?.suggestions ?? []) : [];
  const visible = open && suggestions.length > 0;

  const type = (text: string) => {
    onChange(text);
    setOpen(true);
    setActive(-1);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
  };
  const choose = (s: AddressSuggestion) => {
    onChoose(s);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!visible) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      choose(suggestions[active]!);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="field address-field">
      <label htmlFor="business-adresse">{t.adresse}</label>
      <div className="address-input">
        <InputText
          id="business-adresse"
          name="adresse"
          value={value}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={visible}
          aria-controls={LIST_ID}
          aria-activedescendant={visible && active >= 0 ? `${LIST_ID}-${active}` : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'business-adresse-error' : 'business-adresse-hint'}
          invalid={Boolean(error)}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onMouseEnter={() => setOpen(false)}
          onBlur={() => setOpen(false)}
        />
        {visible && (
          <ul id={LIST_ID} role="listbox" className="address-list" aria-label={t.addressSuggestions}>
            {search.data?.source === 'postcodes' && (
              <li role="presentation" className="address-list-note">
                {t.postcodeSuggestions}
              </li>
            )}
            {suggestions.map((s, i) => (
              <li
                key={`${s.label}-${s.postcode}-${i}`}
                id={`${LIST_ID}-${i}`}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'address-option active' : 'address-option'}
                // Chosen on mouse down, before the field's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(s);
                }}
              >
                <i className="pi pi-map-marker" aria-hidden="true" />
                <span>{s.label}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error ? (
        <small id="business-adresse-error" className="field-error">
          {error}
        </small>
      ) : (
        <small id="business-adresse-hint" className="field-hint">
          {t.adresseHint}
        </small>
      )}
    </div>
  );
}
