import type { AppointmentDto } from '@quickrdv/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useProBase } from '../../pro-space/base-context';
import { navItems } from '../../pro-space/nav-items';
import { fetchClient } from '../../clients-picker/clients-picker.api';
import { calendarStrings as t } from '../calendar.strings';
import { clientName } from '../board/calendar-events';
import { RECORD_PARAM } from '../../clients/use-linked-record';

// The client records screen ('MES CLIENTS' at {base}/mesclients), linked once the space offers it.
const CLIENTS_SCREEN = 'mesclients';

/** Who the appointment is for: name and contacts, the link to the record, or 'Rendez-vous pris en ligne'. */
export function ClientSummary({ appointment }: { appointment: AppointmentDto }) {
  const { path } = useProBase();
  // The one record (the book is paginated: it is never loaded whole).
  const clientId = appointment.client?.id ?? null;
  const client = useQuery({
    queryKey: ['clients', 'detail', clientId],
    queryFn: () => fetchClient(clientId!),
    enabled: clientId !== null,
  });
  const record = client.data;
  const contacts = [record?.telPortable, record?.email].filter(Boolean).join(' · ');
  const linkable =
    appointment.client?.type === 'client pro' && navItems.some((i) => i.path === CLIENTS_SCREEN);
  return (
    <div className="cal-client-card">
      <span className="cal-client-avatar" aria-hidden="true">
        <i className="pi pi-user" />
      </span>
      <div className="cal-client-body">
        <strong>{clientName(appointment)}</strong>
        {contacts && <span className="cal-client-contacts">{contacts}</span>}
        {appointment.source === 'online' && (
          <span className="cal-online-tag">
            <i className="pi pi-globe" aria-hidden="true" /> {t.appointment.online}
          </span>
        )}
      </div>
      {linkable && (
        <Link
          to={`${path(CLIENTS_SCREEN)}?${new URLSearchParams({ [RECORD_PARAM]: clientId! }).toString()}`}
          className="p-button p-button-text p-button-sm"
        >
          {t.appointment.clientRecord}
        </Link>
      )}
    </div>
  );
}
