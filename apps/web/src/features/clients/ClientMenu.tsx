import type { ClientListItemDto } from '@quickrdv/core';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { clientExportUrl, download } from './clients.api';
import { clientName } from './client-format';
import { clientsStrings as t } from './clients.strings';
import { Popover } from '../../ui/Popover';
import { openChatDock } from '../chat/pro/chat-dock-store';

/**
 * The row's other actions: the chat (messages reach the client by e-mail), the SMS, and the GDPR tools (the
 * client's data as a file, erasure).
 */
export function ClientMenu({
  client,
  onSms,
  onErase,
}: {
  client: ClientListItemDto;
  onSms: (client: ClientListItemDto) => void;
  onErase: (client: ClientListItemDto) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = t.actionsOf(clientName(client));
  const item = (text: string, icon: string, run: () => void, danger = false) => (
    <li role="none">
      <button
        type="button"
        role="menuitem"
        className={danger ? 'clients-menu-item is-danger' : 'clients-menu-item'}
        onClick={() => {
          setAnchor(null);
          run();
        }}
      >
        <i className={icon} aria-hidden="true" />
        {text}
      </button>
    </li>
  );
  return (
    <>
      <Button
        icon="pi pi-ellipsis-v"
        text
        rounded
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => {
          const target = event.currentTarget;
          setAnchor((current) => (current ? null : target));
        }}
      />
      {anchor && (
        <Popover anchor={anchor} label={label} onClose={() => setAnchor(null)}>
          <ul role="menu" aria-label={label} className="clients-menu">
            {client.email &&
              item(t.chat, 'pi pi-comments', () =>
                openChatDock({ clientId: client.id, title: clientName(client) }),
              )}
            {client.telPortable && item(t.sms, 'pi pi-comment', () => onSms(client))}
            {item(t.gdprExport, 'pi pi-download', () => download(clientExportUrl(client.id)))}
            {item(t.gdprErase, 'pi pi-eraser', () => onErase(client), true)}
          </ul>
        </Popover>
      )}
    </>
  );
}
