import './hours.css';
import { DayRow } from './DayRow';
import type { TimeRange, Week, WeekErrors } from './week';

/** The seven days, Monday first, each with its toggle and ranges (opening hours and staff hours). */
export function WeekGrid({
  week,
  onChange,
  errors,
  idPrefix,
}: {
  week: Week;
  onChange: (week: Week) => void;
  errors: WeekErrors;
  idPrefix: string;
}) {
  const setDay = (weekday: number, ranges: TimeRange[]) =>
    onChange(week.map((day, i) => (i === weekday ? ranges : day)));
  return (
    <ul className="week-grid">
      {week.map((ranges, weekday) => (
        <DayRow
          key={weekday}
          weekday={weekday}
          ranges={ranges}
          onChange={(next) => setDay(weekday, next)}
          errors={errors}
          idPrefix={idPrefix}
        />
      ))}
    </ul>
  );
}
