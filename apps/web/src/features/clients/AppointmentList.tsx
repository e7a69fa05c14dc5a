import { formatLongDateFr } from '@quickrdv/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useProBase } from '../pro-space/base-context';
import { clientDetailKey, fetchClient } from './clients.api';
import { clientsStrings as t } from './clients.strings';

/**
 * The client's appointments, newest first, each a link to the calendar on its day
 * ({base}/calendrierclient?datefromclient=yyyy-mm-dd), labelled with the long French date and time.
 */
export function AppointmentList({ clientId, onFollow }: { clientId: string; onFollow?: () => void }) {
  const { path } = useProBase();
  const detail = useQuery({ queryKey: clientDetailKey(clientId), queryFn: () => fetchClient(clientId) });
  if (detail.isPending) return <p className="clients-appointments-note">{t.appointmentsLoading}</p>;
  if (detail.error) return <p className="clients-appointments-note field-error">{detail.error.message}</p>;
  if (detail.data.appointments.length === 0)
    return <p className="clients-appointments-note">{t.noAppointments}</p>;
  return (
    <ul className="clients-appointments">
      {detail.data.appointments.map((a) => (
        <li key={a.id}>
          <Link to={path(`calendrierclient?datefromclient=${a.day}`)} onClick={onFollow}>
            <strong>{t.appointmentAt(formatLongDateFr(a.day), a.start)}</strong>
            {a.services && <span>{a.services}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
