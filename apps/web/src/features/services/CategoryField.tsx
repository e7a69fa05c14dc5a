import { AutoComplete } from 'primereact/autocomplete';
import { useState } from 'react';
import { servicesStrings as t } from './services.strings';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Category of a service: free text, or one of the professional's categories from a filterable list. */
export function CategoryField({
  id,
  value,
  onChange,
  categories,
  error,
  nudge,
  showHint = true,
}: {
  id: string;
  showHint?: boolean;
  /** A reminder that does not block (the spec's category message), shown in place of the hint. */
  nudge?: string | null;
  value: string;
  onChange: (value: string) => void;
  categories: string[];
  error?: string | undefined;
}) {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  return (
    <div className="field">
      <label htmlFor={id}>{t.category}</label>
      <AutoComplete
        inputId={id}
        value={value}
        suggestions={suggestions}
        completeMethod={(event) => {
          const query = fold(event.query.trim());
          setSuggestions(categories.filter((name) => fold(name).includes(query)));
        }}
        onChange={(event) => onChange(typeof event.value === 'string' ? event.value : '')}
        dropdown
        dropdownAriaLabel={t.showCategories}
        placeholder={t.categoryPlaceholder}
        invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : showHint || nudge ? `${id}-hint` : undefined}
        maxLength={255}
      />
      {error ? (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      ) : nudge ? (
        <small id={`${id}-hint`} className="field-hint field-nudge" role="status">
          {nudge}
        </small>
      ) : (
        showHint && (
          <small id={`${id}-hint`} className="field-hint">
            {t.categoryHint}
          </small>
        )
      )}
    </div>
  );
}
