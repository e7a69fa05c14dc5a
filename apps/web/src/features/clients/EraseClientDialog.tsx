import type { ClientListItemDto } from '@quickrdv/core';
import { eraseClient } from './clients.api';
import { clientName } from './client-format';
import { clientsStrings as t } from './clients.strings';
import { ConfirmClientDialog } from './ConfirmClientDialog';

/** 'Effacer (RGPD)': the right to erasure, irreversible; past appointments stay as anonymous time. */
export function EraseClientDialog({ client, onClose }: { client: ClientListItemDto; onClose: () => void }) {
  const e = t.erase;
  return (
    <ConfirmClientDialog
      client={client}
      title={e.title}
      confirmLabel={e.confirm}
      rejected={e.rejected}
      done={e.done}
      run={eraseClient}
      onClose={onClose}
      body={(future) => (
        <>
          <p>
            <strong>{e.question(clientName(client))}</strong>
          </p>
          <p>{future === null ? t.deletion.checking : e.future(future)}</p>
          {future !== null && client.appointmentCount > future && <p>{e.past}</p>}
          <p className="field-hint">{e.hint}</p>
        </>
      )}
    />
  );
}
