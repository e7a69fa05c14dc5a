import { serviceCreateSchema, servicesMessages } from '@quickrdv/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { submitHandler, useSchemaForm } from '../../lib/forms';
import { FormOutcome } from '../../ui/FormOutcome';
import { useNotify } from '../../ui/toast';
import { staffKey } from '../staff/staff.api';
import { categoriesKey, createService, servicesKey } from './services.api';
import { ServiceFields, type ServiceFormValues } from './ServiceFields';
import { servicesStrings as t } from './services.strings';

const empty: ServiceFormValues = { name: '', category: '', amount: '', duration: '' };

/**
 * State of the add-service form, held by the page: the form moves between the page and the full-screen
 * panel when the layout changes (1200px), and keeps what was typed.
 */
export function useServiceAdd(onAdded: () => void) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const form = useSchemaForm(serviceCreateSchema, empty);
  const create = useMutation({
    mutationFn: () => createService(form.values),
    onSuccess: async (service) => {
      form.reset();
      notify('success', t.added(service.name));
      onAdded();
      // The new service is assigned to every staff member: their lists change too.
      await Promise.all(
        [servicesKey, categoriesKey, staffKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) => form.showServerError(error),
  });
  return { form, create };
}

/** The add-service form: name, amount and duration required, category optional. */
export function ServiceAddForm({
  idPrefix,
  categories,
  add: { form, create },
}: {
  idPrefix: string;
  categories: string[];
  add: ReturnType<typeof useServiceAdd>;
}) {
  // The spec's category message comes with the blocking ones, never alone: a category stays optional.
  const [askedCategory, setAskedCategory] = useState(false);
  const onSubmit = submitHandler(() => {
    const valid = form.validate();
    setAskedCategory(!valid);
    if (valid) create.mutate();
  });
  const categoryNudge =
    askedCategory && !form.values.category.trim() ? servicesMessages.categoryMissing : null;
  return (
    <form className="service-add-form" noValidate onSubmit={onSubmit} aria-label={t.addTitle}>
      <FormOutcome success={null} error={form.formError} />
      <ServiceFields
        idPrefix={idPrefix}
        values={form.values}
        errors={form.errors}
        setField={form.setField}
        categories={categories}
        categoryNudge={categoryNudge}
      />
      <div className="form-actions">
        <Button type="submit" label={t.add} icon="pi pi-plus" loading={create.isPending} />
      </div>
    </form>
  );
}
