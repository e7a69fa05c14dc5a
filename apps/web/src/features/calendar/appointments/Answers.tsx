import type { AppointmentDto } from '@quickrdv/core';
import { calendarStrings as t } from '../calendar.strings';

/** What the client answered to the salon's questionnaires when booking, as they gave it. */
export function Answers({ appointment }: { appointment: AppointmentDto }) {
  if (!appointment.answers.length) return null;
  return (
    <section className="cal-answers" aria-label={t.appointment.answers}>
      <h3>{t.appointment.answers}</h3>
      <dl>
        {appointment.answers.map((a, i) => (
          <div key={i}>
            <dt>{a.question}</dt>
            <dd>{a.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
