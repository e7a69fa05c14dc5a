import type { ClientListItemDto } from '@quickrdv/core';
import { deleteClient } from './clients.api';
import { clientName } from './client-format';
import { clientsStrings as t } from './clients.strings';
import { ConfirmClientDialog } from './ConfirmClientDialog';

/** Deletion asks first, and says what becomes of the client's future and past appointments. */
export function DeleteClientDialog({ client, onClose }: { client: ClientListItemDto; onClose: () => void }) {
  const d = t.deletion;
  return (
    <ConfirmClientDialog
      client={client}
      title={d.title}
      confirmLabel={d.confirm}
      rejected={d.rejected}
      done={d.done}
      run={deleteClient}
      onClose={onClose}
      body={(future) => (
        <>
          <p>
            <strong>{d.question(clientName(client))}</strong>
          </p>
          <p>{future === null ? d.checking : d.future(future)}</p>
          {future !== null && client.appointmentCount > future && <p className="field-hint">{d.past}</p>}
        </>
      )}
    />
  );
}
