import './time-select.css';
import { TIME_STEP_MINUTES } from '@quickrdv/core';
import { hoursStrings } from './hours.strings';

const pad = (n: number) => String(n).padStart(2, '0');
const MINUTES = Array.from({ length: 60 / TIME_STEP_MINUTES }, (_, i) => pad(i * TIME_STEP_MINUTES));

export interface TimeSelectProps {
  /** Id of the hour select, the one a visible <label htmlFor> points at. */
  id: string;
  /** Accessible name; the minute select is named '<label> (minutes)'. */
  label: string;
  /** 'HH:mm', or '' while nothing is chosen. */
  value: string;
  onChange: (value: string) => void;
  /** Highest hour offered: 23 for a time of day, 12 for a duration. */
  maxHour?: number;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  /** Labelled by a visible <label>: the hour select then takes no aria-label of its own. */
  labelledByLabel?: boolean;
}

/**
 * A 24-hour time (or a duration) as two selects, hours then minutes by steps of 5: only valid values can be
 * chosen, it works the same with a mouse, a keyboard and a phone's native picker.
 */
export function TimeSelect(props: TimeSelectProps) {
  const { id, label, value, onChange, maxHour = 23, invalid, describedBy, disabled, labelledByLabel } = props;
  const [hour = '', minute = ''] = value ? value.split(':') : [];
  const hours = Array.from({ length: maxHour + 1 }, (_, i) => pad(i));
  const change = (h: string, m: string) => onChange(h === '' ? '' : `${h}:${m || '00'}`);
  const common = { disabled, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };
  return (
    <span className={invalid ? 'time-select time-select-invalid' : 'time-select'}>
      <select
        id={id}
        value={hour}
        aria-label={labelledByLabel ? undefined : label}
        onChange={(event) => change(event.target.value, minute)}
        {...common}
      >
        {hour === '' && <option value="">--</option>}
        {hours.map((h) => (
          <option key={h} value={h}>
            {h}
          </option>
        ))}
      </select>
      <span className="time-select-sep" aria-hidden="true">
        :
      </span>
      <select
        value={minute}
        aria-label={`${label} (${hoursStrings.grid.minutesPart})`}
        onChange={(event) => change(hour || '00', event.target.value)}
        {...common}
      >
        {minute === '' && <option value="">--</option>}
        {MINUTES.map((m) => (
          <option key={m} value={m}>
            {m}
          </option>
        ))}
      </select>
    </span>
  );
}
