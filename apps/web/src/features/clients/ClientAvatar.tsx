import type { ClientDto } from '@quickrdv/core';
import { avatarColor, avatarLetter } from './client-format';

/** The first letter of the nom on the client's pastel colour. */
export function ClientAvatar({ client }: { client: Pick<ClientDto, 'id' | 'nom'> }) {
  return (
    <span className="clients-avatar" style={{ background: avatarColor(client.id) }} aria-hidden="true">
      {avatarLetter(client.nom)}
    </span>
  );
}
