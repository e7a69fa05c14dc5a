import { staffCreateSchema } from '@quickrdv/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { submitHandler, useSchemaForm } from '../../lib/forms';
import { TextField } from '../../ui/fields';
import { FormOutcome } from '../../ui/FormOutcome';
import { useNotify } from '../../ui/toast';
import { servicesKey } from '../services/services.api';
import { createStaff, staffKey } from './staff.api';
import { staffStrings as t } from './staff.strings';

/** State of the add form, held by the page so it survives the move between page and panel (1200px). */
export function useStaffAdd(onAdded: () => void) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const form = useSchemaForm(staffCreateSchema, { prenom: '', nom: '' });
  const create = useMutation({
    mutationFn: () => createStaff(form.values),
    onSuccess: async (member) => {
      form.reset();
      notify('success', t.added(member.prenom));
      onAdded();
      // The new member performs every service: the services' staff lists change too.
      await Promise.all(
        [staffKey, servicesKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) => form.showServerError(error),
  });
  return { form, create };
}

/** First name required ('Veuillez saisir un prénom.'), last name optional. */
export function StaffAddForm({
  idPrefix,
  add: { form, create },
}: {
  idPrefix: string;
  add: ReturnType<typeof useStaffAdd>;
}) {
  const onSubmit = submitHandler(() => {
    if (form.validate()) create.mutate();
  });
  return (
    <form className="staff-add-form" noValidate onSubmit={onSubmit} aria-label={t.addTitle}>
      <FormOutcome success={null} error={form.formError} />
      <div className="staff-add-fields">
        <TextField
          id={`${idPrefix}-prenom`}
          name="prenom"
          label={t.prenom}
          value={form.values.prenom}
          onChange={(value) => form.setField('prenom', value)}
          error={form.errors.prenom}
          autoComplete="off"
        />
        <TextField
          id={`${idPrefix}-nom`}
          name="nom"
          label={t.nom}
          value={form.values.nom}
          onChange={(value) => form.setField('nom', value)}
          error={form.errors.nom}
          autoComplete="off"
        />
        <div className="staff-add-submit">
          <Button type="submit" label={t.add} icon="pi pi-plus" loading={create.isPending} />
        </div>
      </div>
    </form>
  );
}
