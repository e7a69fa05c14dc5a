import { Button } from 'primereact/button';
import type { FormEvent, ReactNode } from 'react';
import { FormOutcome } from '../../ui/FormOutcome';
import { calendarStrings as t } from './calendar.strings';
import { SidePanel } from './SidePanel';

/**
 * A side panel holding one form: its fields, the form's general message, then Annuler, Supprimer (on the
 * edit panels) and Valider. `after` stands in the panel outside the form (a dialog, say).
 */
export function PanelForm(props: {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formError: string | null;
  submitting: boolean;
  onDelete?: () => void;
  deleting?: boolean;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <SidePanel title={props.title} onClose={props.onClose}>
      <form className="cal-form" onSubmit={props.onSubmit} noValidate>
        <div className="cal-form-body">
          {props.children}
          <FormOutcome success={null} error={props.formError} />
        </div>
        <div className="cal-panel-actions">
          <Button
            type="button"
            label={t.actions.cancel}
            outlined
            severity="secondary"
            onClick={props.onClose}
          />
          {props.onDelete && (
            <Button
              type="button"
              label={t.actions.delete}
              icon="pi pi-trash"
              severity="danger"
              outlined
              loading={props.deleting}
              onClick={props.onDelete}
            />
          )}
          <Button type="submit" label={t.actions.submit} icon="pi pi-check" loading={props.submitting} />
        </div>
      </form>
      {props.after}
    </SidePanel>
  );
}
