import { clientCreateSchema, type ClientDto } from '@quickrdv/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { submitHandler, useSchemaForm } from '../../lib/forms';
import { useUnsavedChanges } from '../../lib/unsaved-changes';
import { FormOutcome } from '../../ui/FormOutcome';
import { Sidebar } from '../../ui/Sidebar';
import { useNotify } from '../../ui/toast';
import { clientsKey, createClient, updateClient } from './clients.api';
import { clientsStrings as t } from './clients.strings';
import { clientName } from './client-format';
import { sameValues, valuesOf } from './client-form-values';
import { ClientFormFields } from './ClientFormFields';

const FORM_ID = 'client-form';

/**
 * Side panel 'Ajouter un client' or 'Modifier {nom} {prenom}'. Unlike the old screen, the list changes
 * only once the server has accepted the record: its field messages show under the fields and the panel
 * stays open with what was typed.
 */
export function ClientFormPanel({ client, onClose }: { client: ClientDto | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const initial = valuesOf(client);
  const form = useSchemaForm(clientCreateSchema, initial);
  const dirty = !sameValues(form.values, initial);
  const { confirmDiscard, markSaved } = useUnsavedChanges(dirty);
  const save = useMutation({
    mutationFn: (input: ReturnType<typeof clientCreateSchema.parse>) =>
      client ? updateClient(client.id, input) : createClient(input),
    onSuccess: async (saved) => {
      markSaved();
      notify('success', client ? t.form.updated : t.form.added(clientName(saved)));
      await queryClient.invalidateQueries({ queryKey: clientsKey });
      onClose();
    },
    onError: (error) => form.showServerError(error),
  });
  const submit = submitHandler(() => {
    const input = form.validate();
    if (input) save.mutate(input);
  });
  const close = () => void confirmDiscard().then((discard) => discard && onClose());
  const title = client ? t.form.editTitle(client.nom, client.prenom) : t.form.addTitle;

  return (
    <Sidebar
      visible
      position="right"
      onHide={close}
      className="clients-panel"
      header={<h2 className="clients-panel-title">{title}</h2>}
      blockScroll
      // The Escape closing the birth-date picker would also close the panel.
      closeOnEscape={false}
    >
      <form id={FORM_ID} className="clients-form" noValidate onSubmit={submit}>
        <div className="clients-form-body">
          <p className="field-hint clients-required">{t.form.required}</p>
          <FormOutcome success={null} error={form.formError} />
          <ClientFormFields form={form} client={client} />
        </div>
        <div className="clients-panel-actions">
          <Button type="button" label={t.form.cancel} outlined severity="secondary" onClick={close} />
          <Button
            type="submit"
            label={client ? t.form.save : t.form.add}
            icon={client ? 'pi pi-check' : 'pi pi-user-plus'}
            loading={save.isPending}
          />
        </div>
      </form>
    </Sidebar>
  );
}
