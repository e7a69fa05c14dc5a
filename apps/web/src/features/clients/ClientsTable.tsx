import type { ClientListItemDto } from '@quickrdv/core';
import { Button } from 'primereact/button';
import { AppointmentsButton } from './AppointmentsButton';
import { ClientAvatar } from './ClientAvatar';
import { clientName } from './client-format';
import { ClientMenu } from './ClientMenu';
import { clientsStrings as t } from './clients.strings';

export interface RowHandlers {
  onEdit: (client: ClientListItemDto) => void;
  onSms: (client: ClientListItemDto) => void;
  onDelete: (client: ClientListItemDto) => void;
  onErase: (client: ClientListItemDto) => void;
}

/**
 * The desktop table, sorted by nom (the server's order). As in the specification, the avatar, the names,
 * the e-mail and the pencil open the edit panel, and the phone opens the SMS dialog.
 */
export function ClientsTable({ clients, ...handlers }: { clients: ClientListItemDto[] } & RowHandlers) {
  const c = t.columns;
  return (
    <div className="clients-table-wrap card">
      <table className="clients-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">{c.avatar}</span>
            </th>
            <th scope="col">{c.account}</th>
            <th scope="col">{c.nom}</th>
            <th scope="col">{c.prenom}</th>
            <th scope="col">{c.rdv}</th>
            <th scope="col">{c.tel}</th>
            <th scope="col">{c.mail}</th>
            <th scope="col">
              <span className="sr-only">{c.settings}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {clients.map((client) => (
            <Row key={client.id} client={client} {...handlers} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Row({ client, onEdit, onSms, onDelete, onErase }: { client: ClientListItemDto } & RowHandlers) {
  const name = clientName(client);
  const edit = () => onEdit(client);
  return (
    <tr data-client-id={client.id}>
      <td className="clients-cell-avatar">
        {/* A mouse shortcut to the edit panel; keyboards and screen readers have the pencil. */}
        <button type="button" className="clients-link" onClick={edit} tabIndex={-1} aria-hidden="true">
          <ClientAvatar client={client} />
        </button>
      </td>
      <td className="clients-cell-account">
        {client.hasAccount ? (
          <i
            className="pi pi-verified clients-account-on"
            role="img"
            title={t.hasAccount}
            aria-label={t.hasAccount}
          />
        ) : (
          <i
            className="pi pi-minus clients-account-off"
            role="img"
            title={t.noAccount}
            aria-label={t.noAccount}
          />
        )}
      </td>
      <td>
        <button type="button" className="clients-link clients-nom" onClick={edit}>
          {client.nom.toUpperCase()}
        </button>
      </td>
      <td>
        <button type="button" className="clients-link" onClick={edit}>
          {client.prenom ? client.prenom.toUpperCase() : t.noPrenom}
        </button>
      </td>
      <td>
        <AppointmentsButton client={client} />
      </td>
      <td className="clients-cell-phone">
        {client.telPortable ? (
          <button type="button" className="clients-link" onClick={() => onSms(client)} title={t.smsTo(name)}>
            {client.telPortable}
          </button>
        ) : (
          <span className="clients-none">{t.noPhone}</span>
        )}
      </td>
      <td className="clients-cell-mail">
        {client.email ? (
          <button type="button" className="clients-link break-anywhere" onClick={edit}>
            {client.email}
          </button>
        ) : (
          <button type="button" className="clients-link clients-none" onClick={edit} title={t.noEmail}>
            <i className="pi pi-envelope" role="img" aria-label={t.noEmail} />
          </button>
        )}
      </td>
      <td className="clients-cell-settings">
        <Button icon="pi pi-pencil" text rounded aria-label={t.editOf(name)} title={t.edit} onClick={edit} />
        <Button
          icon="pi pi-trash"
          text
          rounded
          severity="danger"
          aria-label={t.deleteOf(name)}
          title={t.delete}
          onClick={() => onDelete(client)}
        />
        <ClientMenu client={client} onSms={onSms} onErase={onErase} />
      </td>
    </tr>
  );
}
