import { confirmDialog, type ConfirmDialogProps } from 'primereact/confirmdialog';

/**
 * Asks before an action that cannot be undone (regenerate a link, remove something): a warning icon, the
 * red button to go on, and the focus on the harmless one.
 */
export function confirmDanger(o: {
  header: string;
  message: string;
  acceptLabel: string;
  rejectLabel: string;
  accept: () => void;
  reject?: ConfirmDialogProps['reject'];
}): void {
  confirmDialog({
    ...o,
    icon: 'pi pi-exclamation-triangle',
    acceptClassName: 'p-button-danger',
    rejectClassName: 'p-button-outlined p-button-secondary',
    defaultFocus: 'reject',
  });
}
