import type { ClientListItemDto } from '@quickrdv/core';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { AppointmentList } from './AppointmentList';
import { ClientAvatar } from './ClientAvatar';
import { clientName } from './client-format';
import { ClientMenu } from './ClientMenu';
import { clientsStrings as t } from './clients.strings';
import type { RowHandlers } from './ClientsTable';

/** Phones: one line per client that expands to its e-mail, its appointments and Phone, Modifier, Supprimer. */
export function ClientCards({ clients, ...handlers }: { clients: ClientListItemDto[] } & RowHandlers) {
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <ul className="clients-cards card">
      {clients.map((client) => (
        <Card
          key={client.id}
          client={client}
          open={expanded === client.id}
          onToggle={() => setExpanded((id) => (id === client.id ? null : client.id))}
          {...handlers}
        />
      ))}
    </ul>
  );
}

function Card({
  client,
  open,
  onToggle,
  onEdit,
  onSms,
  onDelete,
  onErase,
}: { client: ClientListItemDto; open: boolean; onToggle: () => void } & RowHandlers) {
  const name = clientName(client);
  const detailId = `client-detail-${client.id}`;
  return (
    <li className={open ? 'clients-card is-open' : 'clients-card'} data-client-id={client.id}>
      <button
        type="button"
        className="clients-card-head"
        aria-expanded={open}
        aria-controls={detailId}
        onClick={onToggle}
      >
        <ClientAvatar client={client} />
        <span className="clients-card-names">
          <span className="clients-card-name">
            {client.nom.toUpperCase()} {client.prenom ? client.prenom.toUpperCase() : t.noPrenom}
            {client.hasAccount && (
              <i
                className="pi pi-verified clients-account-on"
                role="img"
                title={t.hasAccount}
                aria-label={t.hasAccount}
              />
            )}
          </span>
          <span className="clients-card-phone">{client.telPortable || t.noPhone}</span>
        </span>
        <i className={open ? 'pi pi-chevron-up' : 'pi pi-chevron-down'} aria-hidden="true" />
      </button>
      {open && (
        <div id={detailId} className="clients-card-detail">
          <p className="clients-card-mail">
            <i className="pi pi-envelope" aria-hidden="true" />
            {client.email ? <span className="break-anywhere">{client.email}</span> : t.noEmail}
          </p>
          <h3 className="clients-rdv-title">
            {t.seeAppointments} ({client.appointmentCount})
          </h3>
          <AppointmentList clientId={client.id} />
          <div className="clients-card-actions">
            {client.telPortable && (
              <a
                className="p-button p-component p-button-outlined p-button-sm"
                href={`tel:${client.telPortable.replace(/\s/g, '')}`}
                title={t.call(client.telPortable)}
              >
                <i className="pi pi-phone" aria-hidden="true" />
                {t.phone}
              </a>
            )}
            {client.telPortable && (
              <Button
                label={t.sms}
                icon="pi pi-comment"
                size="small"
                outlined
                onClick={() => onSms(client)}
              />
            )}
            <Button
              label={t.edit}
              icon="pi pi-pencil"
              size="small"
              outlined
              aria-label={t.editOf(name)}
              onClick={() => onEdit(client)}
            />
            <Button
              label={t.delete}
              icon="pi pi-trash"
              size="small"
              outlined
              severity="danger"
              aria-label={t.deleteOf(name)}
              onClick={() => onDelete(client)}
            />
            <ClientMenu client={client} onSms={onSms} onErase={onErase} />
          </div>
        </div>
      )}
    </li>
  );
}
