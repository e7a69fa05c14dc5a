import { confirmDialog } from 'primereact/confirmdialog';

/**
 * The list screens' deletion question: 'Non' has the focus, and declining (by 'Non' or by closing the
 * dialog) is told in a warning.
 */
export function confirmSetupDelete(options: {
  header: string;
  message: string;
  yes: string;
  no: string;
  onAccept: () => void;
  onDecline: () => void;
}) {
  confirmDialog({
    header: options.header,
    message: options.message,
    icon: 'pi pi-exclamation-triangle',
    acceptLabel: options.yes,
    rejectLabel: options.no,
    acceptClassName: 'p-button-danger',
    rejectClassName: 'p-button-outlined p-button-secondary',
    defaultFocus: 'reject',
    accept: options.onAccept,
    reject: options.onDecline,
    onHide: (result) => {
      if (result === 'cancel') options.onDecline();
    },
  });
}
