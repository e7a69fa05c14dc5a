import './prime-calendar-fr';
import { Calendar } from 'primereact/calendar';
import type { ReactNode } from 'react';
import { dayToPickerDate, pickerDateToDay, pickerDateToTime, timeToPickerDate } from './wall-clock';

/** Label above, message below: the layout of every field of the side panels. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
  className,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <small id={`${id}-error`} className="field-error" role="alert">
          {error}
        </small>
      ) : hint ? (
        <small id={`${id}-hint`} className="field-hint">
          {hint}
        </small>
      ) : null}
    </div>
  );
}

export const invalidProps = (id: string, error?: string) => ({
  invalid: Boolean(error),
  'aria-invalid': Boolean(error),
  'aria-describedby': error ? `${id}-error` : undefined,
});

/** A day ('YYYY-MM-DD') typed as dd/mm/aaaa or picked, French, Monday first. */
export function DateInput({
  id,
  value,
  onChange,
  minDate,
  maxDate,
  error,
  onClear,
}: {
  id: string;
  value: string;
  onChange: (day: string) => void;
  /** Makes the day optional: 'Effacer' in the picker, or an emptied input, calls it. */
  onClear?: (() => void) | undefined;
  minDate?: string | undefined;
  maxDate?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <Calendar
      inputId={id}
      locale="fr"
      dateFormat="dd/mm/yy"
      showIcon
      value={value ? dayToPickerDate(value) : null}
      minDate={minDate ? dayToPickerDate(minDate) : undefined}
      maxDate={maxDate ? dayToPickerDate(maxDate) : undefined}
      showButtonBar={Boolean(onClear)}
      onChange={(event) => {
        if (event.value instanceof Date) onChange(pickerDateToDay(event.value));
        else if (event.value == null) onClear?.();
      }}
      onClearButtonClick={onClear}
      {...invalidProps(id, error)}
    />
  );
}

/** A wall-clock time ('HH:mm'), 24-hour, on 5-minute steps. */
export function TimeInput({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (time: string) => void;
  error?: string | undefined;
}) {
  return (
    <Calendar
      inputId={id}
      locale="fr"
      timeOnly
      hourFormat="24"
      stepMinute={5}
      value={value ? timeToPickerDate(value) : null}
      onChange={(event) => {
        if (event.value instanceof Date) onChange(pickerDateToTime(event.value));
      }}
      {...invalidProps(id, error)}
    />
  );
}
