import { serviceCreateSchema, type ServiceView } from '@quickrdv/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useEffect, type MutableRefObject } from 'react';
import { submitHandler, useSchemaForm } from '../../lib/forms';
import { useUnsavedChanges } from '../../lib/unsaved-changes';
import { FormOutcome } from '../../ui/FormOutcome';
import { useNotify } from '../../ui/toast';
import { amountText, replaceCachedService } from './service-cache';
import { categoriesKey, updateService } from './services.api';
import { ServiceFields, type ServiceFormValues } from './ServiceFields';
import { servicesStrings as t } from './services.strings';

const valuesOf = (s: ServiceView): ServiceFormValues => ({
  name: s.name,
  category: s.category ?? '',
  amount: amountText(s.amountCents),
  duration: s.duration,
});

/**
 * The service's name, category, amount and duration, edited in place and saved with the tick (highlighted
 * while there are changes to save). The row turns beige while it has the focus.
 */
export function ServiceEditRow({
  service,
  categories,
  discardRef,
}: {
  service: ServiceView;
  categories: string[];
  /** Set to the question the card asks before it collapses over unsaved changes. */
  discardRef?: MutableRefObject<(() => Promise<boolean>) | null>;
}) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const form = useSchemaForm(serviceCreateSchema, valuesOf(service));
  const saved = valuesOf(service);
  const dirty = (Object.keys(saved) as (keyof ServiceFormValues)[]).some((k) => form.values[k] !== saved[k]);
  const { confirmDiscard } = useUnsavedChanges(dirty);
  useEffect(() => {
    if (!discardRef) return;
    discardRef.current = confirmDiscard;
    return () => {
      discardRef.current = null;
    };
  }, [discardRef, confirmDiscard]);
  const save = useMutation({
    mutationFn: () =>
      updateService(service.id, {
        name: form.values.name,
        category: form.values.category || null,
        amount: form.values.amount,
        duration: form.values.duration,
      }),
    onSuccess: (view) => {
      replaceCachedService(queryClient, view);
      void queryClient.invalidateQueries({ queryKey: categoriesKey });
      notify('success', t.edit.saved);
    },
    onError: (error) => form.showServerError(error),
  });
  const onSubmit = submitHandler(() => {
    if (form.validate()) save.mutate();
  });
  return (
    <form className="service-edit-row" noValidate onSubmit={onSubmit} aria-label={t.edit.title}>
      <FormOutcome success={null} error={form.formError} />
      <ServiceFields
        idPrefix={`service-${service.id}`}
        values={form.values}
        errors={form.errors}
        setField={form.setField}
        categories={categories}
        showHints={false}
      />
      <Button
        type="submit"
        className={dirty ? 'service-tick service-tick-dirty' : 'service-tick'}
        icon="pi pi-check"
        rounded
        severity={dirty ? 'success' : 'secondary'}
        outlined={!dirty}
        loading={save.isPending}
        aria-label={t.edit.save}
        title={t.edit.save}
      />
    </form>
  );
}
