import { shouldSearchAddress, type AddressSuggestion } from '@quickrdv/core';
import { useQuery } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { chosenAddressLine } from '../business/address-choice';
import { searchAddress } from '../business/business.api';
import { clientsStrings as t } from './clients.strings';

const DEBOUNCE_MS = 250;
const ID = 'client-adresse';
const LIST_ID = 'client-adresse-suggestions';

/**
 * The client's address with the same autocomplete as the business details (the national address service,
 * above 4 characters or digits, 6 suggestions at most): choosing one fills the address line and
 * 'Code postal et ville'.
 */
export function ClientAddressField({
  value,
  onChange,
  onChoose,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  onChoose: (line: string, cpVille: string) => void;
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
    onChoose(chosenAddressLine(value, s), `${s.postcode} ${s.city}`.trim());
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
      // Only the list closes, not the panel around it.
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="field address-field">
      <label htmlFor={ID}>{t.form.adresse}</label>
      <div className="address-input">
        <InputText
          id={ID}
          name="adresse"
          value={value}
          maxLength={500}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={visible}
          aria-controls={LIST_ID}
          aria-activedescendant={visible && active >= 0 ? `${LIST_ID}-${active}` : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${ID}-error` : `${ID}-hint`}
          invalid={Boolean(error)}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onMouseEnter={() => setOpen(false)}
          onBlur={() => setOpen(false)}
        />
        {visible && (
          <ul id={LIST_ID} role="listbox" className="address-list" aria-label={t.form.addressSuggestions}>
            {search.data?.source === 'postcodes' && (
              <li role="presentation" className="address-list-note">
                {t.form.postcodeSuggestions}
              </li>
            )}
            {suggestions.map((s, i) => (
              <li
                key={`${s.label}-${s.postcode}-${i}`}
                id={`${LIST_ID}-${i}`}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'address-option active' : 'address-option'}
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
        <small id={`${ID}-error`} className="field-error" role="alert">
          {error}
        </small>
      ) : (
        <small id={`${ID}-hint`} className="field-hint">
          {t.form.adresseHint}
        </small>
      )}
    </div>
  );
}
