import type { AppointmentDto } from '@quickrdv/core';
import { useCurrentPro } from '../../pro-space/use-current-pro';
import { calendarStrings as t } from '../calendar.strings';

const when = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );

/** The reminders planned for the appointment and what became of them. */
export function Reminders({ appointment }: { appointment: AppointmentDto }) {
  const { timeZone } = useCurrentPro();
  const list = appointment.notifications.filter((n) => n.status !== 'cancelled');
  if (!list.length) return null;
  return (
    <section className="cal-reminders" aria-label={t.appointment.reminders}>
      <h3>{t.appointment.reminders}</h3>
      <ul>
        {list.map((n) => (
          <li key={n.id}>
            <i className={n.channel === 'sms' ? 'pi pi-mobile' : 'pi pi-envelope'} aria-hidden="true" />
            <span>
              {t.appointment.channel[n.channel]} · {when(n.runAt, timeZone)} ·{' '}
              {t.appointment.reminderStatus[n.status] ?? n.status}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
