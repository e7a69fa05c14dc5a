import type { ClientListItemDto } from '@quickrdv/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { FormOutcome } from '../../ui/FormOutcome';
import { useNotify } from '../../ui/toast';
import { clientDetailKey, clientsKey, fetchClient } from './clients.api';
import { clientsStrings as t } from './clients.strings';

/**
 * A confirmation about a client's record (deletion, GDPR erasure) that first looks up how many future
 * appointments it would cancel. Dismissing it in any way says so in a warning toast (`rejected`); the list
 * changes only after the server confirmed.
 */
export function ConfirmClientDialog({
  client,
  title,
  body,
  confirmLabel,
  rejected,
  done,
  run,
  onClose,
}: {
  client: ClientListItemDto;
  title: string;
  body: (futureCount: number | null) => ReactNode;
  confirmLabel: string;
  rejected: string;
  done: string;
  run: (id: string) => Promise<void>;
  onClose: () => void;
}) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: clientDetailKey(client.id), queryFn: () => fetchClient(client.id) });
  const action = useMutation({
    mutationFn: () => run(client.id),
    onSuccess: () => {
      notify('success', done);
      onClose();
      // Closed first: the open detail query would otherwise be refetched for a client that is gone.
      queryClient.removeQueries({ queryKey: clientDetailKey(client.id) });
      void queryClient.invalidateQueries({ queryKey: clientsKey });
    },
  });
  const cancel = () => {
    if (action.isPending) return;
    notify('warn', rejected);
    onClose();
  };
  const footer = (
    <div className="dialog-actions">
      <Button
        type="button"
        label={t.deletion.cancel}
        outlined
        severity="secondary"
        autoFocus
        onClick={cancel}
      />
      <Button
        type="button"
        label={confirmLabel}
        icon="pi pi-trash"
        severity="danger"
        loading={action.isPending}
        disabled={detail.isPending}
        onClick={() => action.mutate()}
      />
    </div>
  );
  return (
    <Dialog
      visible
      onHide={cancel}
      header={title}
      footer={footer}
      className="clients-confirm-dialog"
      style={{ width: '32rem' }}
      breakpoints={{ '640px': '94vw' }}
    >
      <FormOutcome success={null} error={action.error ? errorMessage(action.error) : null} />
      <div className="clients-confirm-body">
        {body(detail.data?.futureAppointmentCount ?? null)}
        {detail.error && <p className="field-error">{errorMessage(detail.error)}</p>}
      </div>
    </Dialog>
  );
}
