import { accountMessages } from '@quickrdv/core';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { errorMessage } from '../../lib/api-client';
import { useNotify } from '../../ui/toast';
import { useProBase } from '../pro-space/base-context';
import { useCurrentPro } from '../pro-space/use-current-pro';
import { useUpdateSessionPro } from '../session/use-session';
import { requestDeletion, withdrawDeletion } from './account.api';
import { AccountRow } from './AccountRow';
import { accountStrings } from './account.strings';

const t = accountStrings.deletion;

function formatDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone }).format(new Date(iso));
}

/** Account deletion is a request: the account is removed later, and can be kept until then. */
export function DeletionRow() {
  const pro = useCurrentPro();
  const { isDemo } = useProBase();
  const notify = useNotify();
  const updatePro = useUpdateSessionPro();
  const onError = (error: unknown) => notify('error', errorMessage(error));

  const request = useMutation({
    mutationFn: requestDeletion,
    onSuccess: (reply) => {
      updatePro({ deletionRequestedAt: reply.requestedAt });
      notify('success', accountMessages.deletionRequested);
    },
    onError,
  });
  const withdraw = useMutation({
    mutationFn: withdrawDeletion,
    onSuccess: (reply) => {
      updatePro({ deletionRequestedAt: null });
      notify('info', reply.message);
    },
    onError,
  });

  const confirm = () =>
    confirmDialog({
      header: t.confirmHeader,
      message: t.confirmMessage,
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t.accept,
      rejectLabel: t.reject,
      acceptClassName: 'p-button-danger',
      rejectClassName: 'p-button-outlined p-button-secondary',
      defaultFocus: 'reject',
      accept: () => request.mutate(),
      reject: () => notify('warn', accountMessages.deletionCancelled),
      // Closing the dialog (cross or Escape) keeps the account too, so it is told the same way.
      onHide: (result) => {
        if (result === 'cancel') notify('warn', accountMessages.deletionCancelled);
      },
    });

  const requestedAt = pro.deletionRequestedAt;
  return (
    <AccountRow
      icon="pi pi-trash"
      label={accountStrings.rows.deletion}
      value={requestedAt ? t.requested(formatDate(requestedAt, pro.timeZone)) : undefined}
      hint={requestedAt ? t.requestedHint : accountStrings.rows.deletionHint}
      action={
        requestedAt ? (
          <Button
            label={t.withdraw}
            size="small"
            outlined
            loading={withdraw.isPending}
            onClick={() => withdraw.mutate()}
          />
        ) : (
          <Button
            label={t.button}
            size="small"
            severity="danger"
            outlined
            disabled={isDemo}
            loading={request.isPending}
            onClick={confirm}
          />
        )
      }
    />
  );
}
