import type { ClientListItemDto } from '@quickrdv/core';
import { useState } from 'react';
import { useCompactLayout } from '../onboarding/use-compact-layout';
import { AppointmentList } from './AppointmentList';
import { clientName } from './client-format';
import { clientsStrings as t } from './clients.strings';
import { Popover } from '../../ui/Popover';

/** 'Voir Rendez-vous' ('RDV' at 1200px or less): the client's appointments in a drop-down, fetched when opened. */
export function AppointmentsButton({ client }: { client: ClientListItemDto }) {
  const compact = useCompactLayout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = compact ? t.seeAppointmentsShort : t.seeAppointments;
  const title = t.appointmentsOf(clientName(client));
  return (
    <>
      <button
        type="button"
        className="clients-rdv-button"
        aria-expanded={anchor !== null}
        onClick={(event) => {
          const target = event.currentTarget;
          setAnchor((current) => (current ? null : target));
        }}
      >
        {label}
        <span className="clients-rdv-count">{client.appointmentCount}</span>
        <i className={anchor ? 'pi pi-chevron-up' : 'pi pi-chevron-down'} aria-hidden="true" />
      </button>
      {anchor && (
        <Popover anchor={anchor} label={title} className="clients-rdv-panel" onClose={() => setAnchor(null)}>
          <h3 className="clients-rdv-title">{title}</h3>
          <AppointmentList clientId={client.id} onFollow={() => setAnchor(null)} />
        </Popover>
      )}
    </>
  );
}
