import type { AppointmentDto, ServiceView, StaffView } from '@quickrdv/core';
import { confirmDialog } from 'primereact/confirmdialog';
import { useMemo } from 'react';
import { useSchemaForm } from '../../../lib/forms';
import { clientName } from '../board/calendar-events';
import { calendarKeys, deleteAppointment, updateAppointment } from '../calendar.api';
import { calendarStrings as t } from '../calendar.strings';
import { PanelForm } from '../PanelForm';
import { useEditMutations } from '../use-edit-mutations';
import { appointmentEditForm, valuesOfAppointment } from './appointment-form';
import { NoteField } from './AppointmentCreatePanel';
import { AppointmentFields } from './AppointmentFields';
import { ClientSummary } from './ClientSummary';
import { Reminders } from './Reminders';

interface Props {
  appointment: AppointmentDto;
  services: ServiceView[];
  staff: StaffView[];
  today: string;
  onClose: () => void;
}

/** 'Modifier le rendez-vous du client …': service, times, partner and note; Annuler, Supprimer, Valider. */
export function AppointmentEditPanel({ appointment, services, staff, today, onClose }: Props) {
  const initialServiceId = appointment.services[0]?.id ?? null;
  const schema = useMemo(() => appointmentEditForm(initialServiceId), [initialServiceId]);
  const form = useSchemaForm(schema, valuesOfAppointment(appointment));
  const { values, errors, setField } = form;
  const { save, remove, submit } = useEditMutations({
    form,
    update: (patch: Parameters<typeof updateAppointment>[1]) => updateAppointment(appointment.id, patch),
    remove: () => deleteAppointment(appointment.id),
    refreshKeys: [calendarKeys.appointments, calendarKeys.availabilities],
    updated: t.appointment.updated,
    deleted: t.appointment.deleted,
    onClose,
  });
  const askDelete = () =>
    confirmDialog({
      header: t.appointment.deleteHeader,
      message: t.appointment.deleteConfirm,
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t.appointment.deleteYes,
      rejectLabel: t.appointment.deleteNo,
      acceptClassName: 'p-button-danger',
      rejectClassName: 'p-button-outlined p-button-secondary',
      defaultFocus: 'reject',
      accept: () => remove.mutate(),
    });

  return (
    <PanelForm
      title={t.appointment.editTitle(clientName(appointment))}
      onClose={onClose}
      onSubmit={submit}
      formError={form.formError}
      submitting={save.isPending}
      onDelete={askDelete}
      deleting={remove.isPending}
    >
      <ClientSummary appointment={appointment} />
      <AppointmentFields
        values={values}
        errors={errors}
        setField={setField}
        services={services}
        staff={staff}
        today={today}
        withReminders={false}
      />
      <NoteField value={values.note} error={errors.note} onChange={(v) => setField('note', v)} />
      <Reminders appointment={appointment} />
    </PanelForm>
  );
}
