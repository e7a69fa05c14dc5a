import { WEEKDAY_NAMES } from '@quickrdv/core';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { hoursStrings } from './hours.strings';
import { TimeSelect } from './TimeSelect';
import { canAddRange, DEFAULT_RANGE, nextRange, type TimeRange, type WeekErrors } from './week';

const t = hoursStrings.grid;

interface DayRowProps {
  weekday: number;
  ranges: TimeRange[];
  onChange: (ranges: TimeRange[]) => void;
  errors: WeekErrors;
  idPrefix: string;
}

/** One day of the grid: its toggle and up to three ranges. Turning the day off clears its ranges. */
export function DayRow({ weekday, ranges, onChange, errors, idPrefix }: DayRowProps) {
  const day = WEEKDAY_NAMES[weekday]!;
  const open = ranges.length > 0;
  const switchId = `${idPrefix}-day-${weekday}`;
  const update = (index: number, patch: Partial<TimeRange>) =>
    onChange(ranges.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const dayError = errors[`${weekday}`];

  return (
    <li className={open ? 'day-row' : 'day-row day-row-closed'}>
      <div className="day-row-head">
        <InputSwitch
          inputId={switchId}
          checked={open}
          onChange={(event) => onChange(event.value ? [{ ...DEFAULT_RANGE }] : [])}
          aria-label={t.open(day)}
        />
        <label htmlFor={switchId} className="day-row-name">
          {day}
        </label>
      </div>
      <div className="day-row-ranges">
        {!open && <span className="day-row-closed-label">{t.closedDay}</span>}
        {ranges.map((range, index) => {
          const startError = errors[`${weekday}.${index}.start`];
          const endError = errors[`${weekday}.${index}.end`];
          const errorId = `${idPrefix}-${weekday}-${index}-error`;
          return (
            <div key={index} className="day-range">
              <div className="day-range-times">
                <TimeSelect
                  id={`${idPrefix}-${weekday}-${index}-start`}
                  label={t.opens(day, index + 1)}
                  value={range.start}
                  onChange={(start) => update(index, { start })}
                  invalid={Boolean(startError)}
                  describedBy={startError ? errorId : undefined}
                />
                <span className="day-range-to">{t.to}</span>
                <TimeSelect
                  id={`${idPrefix}-${weekday}-${index}-end`}
                  label={t.closes(day, index + 1)}
                  value={range.end}
                  onChange={(end) => update(index, { end })}
                  invalid={Boolean(endError)}
                  describedBy={endError ? errorId : undefined}
                />
                <Button
                  type="button"
                  icon="pi pi-times"
                  rounded
                  text
                  severity="secondary"
                  size="small"
                  aria-label={t.removeRange(day, index + 1)}
                  title={t.removeRange(day, index + 1)}
                  onClick={() => onChange(ranges.filter((_, i) => i !== index))}
                />
              </div>
              {(startError || endError) && (
                <small id={errorId} className="field-error">
                  {startError ?? endError}
                </small>
              )}
            </div>
          );
        })}
        {dayError && <small className="field-error">{dayError}</small>}
      </div>
      <div className="day-row-add">
        {open && canAddRange(ranges) && (
          <Button
            type="button"
            icon="pi pi-plus"
            label={t.addRange}
            text
            size="small"
            aria-label={t.addRangeFor(day)}
            onClick={() => onChange([...ranges, nextRange(ranges)])}
          />
        )}
      </div>
    </li>
  );
}
