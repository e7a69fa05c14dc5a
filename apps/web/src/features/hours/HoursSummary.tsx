import { WEEKDAY_NAMES } from '@quickrdv/core';
import { hoursStrings as t } from './hours.strings';
import { describeRanges, type Week } from './week';

/** Monday = 0, as the grid counts. */
const todayWeekday = () => (new Date().getDay() + 6) % 7;

/** The read-only table of the week's opening hours, today highlighted. */
export function HoursSummary({ week, step }: { week: Week; step: number }) {
  const today = todayWeekday();
  return (
    <div className="card hours-card-summary">
      <table className="hours-summary">
        <thead>
          <tr>
            <th scope="col">{t.day}</th>
            <th scope="col">{t.hours}</th>
          </tr>
        </thead>
        <tbody>
          {week.map((ranges, weekday) => {
            const text = describeRanges(ranges);
            return (
              <tr key={weekday} className={weekday === today ? 'hours-summary-today' : undefined}>
                <th scope="row">{WEEKDAY_NAMES[weekday]}</th>
                <td className={text ? undefined : 'hours-summary-closed'}>{text ?? t.closed}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="hours-step-line">
        <i className="pi pi-clock" aria-hidden="true" /> {t.stepLine(step)}
      </p>
    </div>
  );
}
