import type { AvailabilityDto, ServiceView, StaffView } from '@quickrdv/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { errorMessage } from '../../../lib/api-client';
import { submitHandler, useSchemaForm } from '../../../lib/forms';
import { FormOutcome } from '../../../ui/FormOutcome';
import { useNotify } from '../../../ui/toast';
import { NoteField } from '../appointments/AppointmentCreatePanel';
import { calendarKeys, deleteAvailability, updateAvailability } from '../calendar.api';
import { calendarStrings as t } from '../calendar.strings';
import { SidePanel } from '../SidePanel';
import { availabilityEditForm, valuesOfAvailability } from './availability-form';
import { ServicesMultiSelect, StaffSelect } from './CatalogPickers';
import { TimeRangeFields } from './TimeRangeFields';

interface Props {
  availability: AvailabilityDto;
  services: ServiceView[];
  staff: StaffView[];
  onClose: () => void;
}

/**
 * 'Supprimer ou éditer une disponibilité': one partner, its services, its times. In the old system the
 * Annuler button deleted the availability; here Annuler only closes, and Supprimer deletes.
 */
export function AvailabilityEditPanel({ availability, services, staff, onClose }: Props) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const form = useSchemaForm(availabilityEditForm, valuesOfAvailability(availability));
  const { values, errors, setField } = form;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: calendarKeys.availabilities });
  const save = useMutation({
    mutationFn: (patch: Parameters<typeof updateAvailability>[1]) =>
      updateAvailability(availability.id, patch),
    onSuccess: () => {
      refresh();
      notify('success', t.availability.updated);
      onClose();
    },
    onError: (error) => form.showServerError(error),
  });
  const remove = useMutation({
    mutationFn: () => deleteAvailability(availability.id),
    onSuccess: () => {
      refresh();
      notify('info', t.availability.deleted);
      onClose();
    },
    onError: (error) => notify('error', errorMessage(error)),
  });
  const submit = submitHandler(() => {
    const patch = form.validate();
    if (patch) save.mutate(patch);
  });

  return (
    <SidePanel title={t.availability.editTitle} onClose={onClose}>
      <form className="cal-form" onSubmit={submit} noValidate>
        <div className="cal-form-body">
          {availability.booked && (
            <p className="notice notice-warn cal-notice">
              <i className="pi pi-lock" aria-hidden="true" />
              <span>{t.availability.booked}</span>
            </p>
          )}
          <TimeRangeFields
            values={values}
            errors={errors}
            onDay={(day) => {
              setField('day', day);
              setField('endDay', day);
            }}
            setField={setField}
          />
          <StaffSelect
            staff={staff}
            value={values.staffKey}
            onChange={(key) => setField('staffKey', key)}
            error={errors.staffId}
          />
          <ServicesMultiSelect
            services={services}
            value={values.serviceIds}
            onChange={(ids) => setField('serviceIds', ids)}
            error={errors.serviceIds}
          />
          <NoteField
            value={values.note}
            error={errors.note}
            onChange={(v) => setField('note', v)}
            placeholder={t.fields.availabilityNotePlaceholder}
          />
          <FormOutcome success={null} error={form.formError} />
        </div>
        <div className="cal-panel-actions">
          <Button type="button" label={t.actions.cancel} outlined severity="secondary" onClick={onClose} />
          <Button
            type="button"
            label={t.actions.delete}
            icon="pi pi-trash"
            severity="danger"
            outlined
            loading={remove.isPending}
            onClick={() => remove.mutate()}
          />
          <Button type="submit" label={t.actions.submit} icon="pi pi-check" loading={save.isPending} />
        </div>
      </form>
    </SidePanel>
  );
}
