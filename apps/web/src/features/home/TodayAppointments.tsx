import { addDays, todayIn, type AppointmentDto } from '@quickrdv/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useMinuteClock } from '../../lib/use-minute-clock';
import { calendarKeys, fetchAppointments } from '../calendar/calendar.api';
import { useProBase } from '../pro-space/base-context';
import { useCurrentPro } from '../pro-space/use-current-pro';
import { shortDay } from './home-format';
import { homeStrings } from './home.strings';

const t = homeStrings.appointments;
// Today and the next 13 days: what the owner plans for, in one request.
const DAYS_AHEAD = 13;
const NEXT_SHOWN = 5;

function AppointmentItem({ appointment, withDay }: { appointment: AppointmentDto; withDay: boolean }) {
  const { path } = useProBase();
  const who = appointment.client
    ? `${appointment.client.prenom} ${appointment.client.nom}`.trim()
    : t.noClient;
  const when = `${withDay ? `${shortDay(appointment.day)} · ` : ''}${appointment.start} – ${appointment.end}`;
  const services = appointment.services.map((s) => s.name).join(', ');
  return (
    <li>
      <Link
        to={`${path('calendrierclient')}?datefromclient=${appointment.day}`}
        className="home-appointment"
        aria-label={t.itemLabel(when, who)}
      >
        <span className="home-appointment-when">{when}</span>
        <span className="home-appointment-who">
          {who}
          {appointment.source === 'online' && <span className="home-tag">{t.online}</span>}
        </span>
        {(services || appointment.staff) && (
          <span className="home-appointment-what">
            {[services, appointment.staff?.prenom].filter(Boolean).join(' · ')}
          </span>
        )}
      </Link>
    </li>
  );
}

/** Today's appointments still to come and the next ones, each opening its day in the calendar. */
export function TodayAppointments() {
  const pro = useCurrentPro();
  const { path } = useProBase();
  const today = todayIn(pro.timeZone);
  const until = addDays(today, DAYS_AHEAD);
  // An appointment leaves the list once it has ended.
  const now = useMinuteClock();
  const query = useQuery({
    queryKey: calendarKeys.appointmentRange(today, until),
    queryFn: () => fetchAppointments(today, until),
  });
  if (!query.data) return null;
  const upcoming = query.data.appointments
    .filter((a) => new Date(a.endsAt).getTime() > now)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const todays = upcoming.filter((a) => a.day === today);
  const next = upcoming.filter((a) => a.day !== today).slice(0, NEXT_SHOWN);
  return (
    <article className="card home-card home-appointments">
      <h2>{t.title}</h2>
      <h3>{t.today}</h3>
      {todays.length ? (
        <ul className="home-list">
          {todays.map((a) => (
            <AppointmentItem key={a.id} appointment={a} withDay={false} />
          ))}
        </ul>
      ) : (
        <p>{t.noneToday}</p>
      )}
      <h3>{t.next}</h3>
      {next.length ? (
        <ul className="home-list">
          {next.map((a) => (
            <AppointmentItem key={a.id} appointment={a} withDay />
          ))}
        </ul>
      ) : (
        <p>{t.noneNext}</p>
      )}
      <Link to={path('calendrierclient')} className="inline-link">
        {t.openCalendar}
      </Link>
    </article>
  );
}
