import type { AvailabilityDto, ServiceView, StaffView } from '@quickrdv/core';
import { useSchemaForm } from '../../../lib/forms';
import { NoteField } from '../appointments/AppointmentCreatePanel';
import { calendarKeys, deleteAvailability, updateAvailability } from '../calendar.api';
import { calendarStrings as t } from '../calendar.strings';
import { PanelForm } from '../PanelForm';
import { useEditMutations } from '../use-edit-mutations';
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
  const form = useSchemaForm(availabilityEditForm, valuesOfAvailability(availability));
  const { values, errors, setField } = form;
  const { save, remove, submit } = useEditMutations({
    form,
    update: (patch: Parameters<typeof updateAvailability>[1]) => updateAvailability(availability.id, patch),
    remove: () => deleteAvailability(availability.id),
    refreshKeys: [calendarKeys.availabilities],
    updated: t.availability.updated,
    deleted: t.availability.deleted,
    onClose,
  });

  return (
    <PanelForm
      title={t.availability.editTitle}
      onClose={onClose}
      onSubmit={submit}
      formError={form.formError}
      submitting={save.isPending}
      onDelete={() => remove.mutate()}
      deleting={remove.isPending}
    >
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
    </PanelForm>
  );
}
