import { addDays, weekdayOf } from '@quickrdv/core';
import { calendarStrings as t } from '../calendar.strings';

const LETTERS = ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'];

/** The phone's week strip: the seven days around the shown date, one tap away. */
export function WeekStrip({
  current,
  today,
  onPick,
}: {
  current: string;
  today: string;
  onPick: (day: string) => void;
}) {
  const monday = addDays(current, -weekdayOf(current));
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  return (
    <nav className="cal-week-strip" aria-label={t.nav.weekStrip}>
      {days.map((day, i) => {
        const classes = ['cal-week-day'];
        if (day === current) classes.push('is-current');
        if (day === today) classes.push('is-today');
        return (
          <button
            key={day}
            type="button"
            className={classes.join(' ')}
            aria-current={day === current ? 'date' : undefined}
            aria-label={new Intl.DateTimeFormat('fr-FR', {
              weekday: 'long',
              day: 'numeric',
              month: 'long',
              timeZone: 'UTC',
            }).format(new Date(`${day}T12:00:00Z`))}
            onClick={() => onPick(day)}
          >
            <span className="cal-week-day-name">{LETTERS[i]}</span>
            <span className="cal-week-day-number">{Number(day.slice(8))}</span>
          </button>
        );
      })}
    </nav>
  );
}
