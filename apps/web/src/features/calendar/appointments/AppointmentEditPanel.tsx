import type { AppointmentDto, ServiceView, StaffView } from '@quickrdv/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { useMemo } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { submitHandler, useSchemaForm } from '../../../lib/forms';
import { FormOutcome } from '../../../ui/FormOutcome';
import { useNotify } from '../../../ui/toast';
import { clientName } from '../board/calendar-events';
import { calendarKeys, deleteAppointment, updateAppointment } from '../calendar.api';
import { calendarStrings as t } from '../calendar.strings';
import { SidePanel } from '../SidePanel';
import { appointmentEditForm, valuesOfAppointment } from './appointment-form';
import { NoteField } from './AppointmentCreatePanel';
import { AppointmentFields } from './AppointmentFields';
import { Answers } from './Answers';
import { cacheAppointment } from './cache-appointment';
import { ClientSummary } from './ClientSummary';
import { ExtraReminders } from './ExtraReminders';
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
  const queryClient = useQueryClient();
  const notify = useNotify();
  const initialServiceId = appointment.services[0]?.id ?? null;
  const schema = useMemo(
    () => appointmentEditForm(initialServiceId, appointment.reminders),
    [initialServiceId, appointment.reminders],
  );
  const form = useSchemaForm(schema, valuesOfAppointment(appointment));
  const { values, errors, setField } = form;
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: calendarKeys.appointments });
    void queryClient.invalidateQueries({ queryKey: calendarKeys.availabilities });
  };
  const save = useMutation({
    mutationFn: (patch: Parameters<typeof updateAppointment>[1]) => updateAppointment(appointment.id, patch),
    onSuccess: (saved) => {
      cacheAppointment(queryClient, saved);
      refresh();
      notify('success', t.appointment.updated);
      onClose();
    },
    onError: (error) => form.showServerError(error),
  });
  const remove = useMutation({
    mutationFn: () => deleteAppointment(appointment.id),
    onSuccess: () => {
      refresh();
      notify('info', t.appointment.deleted);
      onClose();
    },
    onError: (error) => notify('error', errorMessage(error)),
  });
  const submit = submitHandler(() => {
    const patch = form.validate();
    if (patch) save.mutate(patch);
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
    <SidePanel title={t.appointment.editTitle(clientName(appointment))} onClose={onClose}>
      <form className="cal-form" onSubmit={submit} noValidate>
        <div className="cal-form-body">
          <ClientSummary appointment={appointment} />
          <Answers appointment={appointment} />
          <AppointmentFields
            values={values}
            errors={errors}
            setField={setField}
            services={services}
            staff={staff}
            today={today}
          />
          <NoteField value={values.note} error={errors.note} onChange={(v) => setField('note', v)} />
          <ExtraReminders
            rules={values.reminders}
            singleOn={values.notifySms || values.notifyMail}
            error={errors.reminders}
            onChange={(rules) => setField('reminders', rules)}
          />
          <Reminders appointment={appointment} />
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
            onClick={askDelete}
          />
          <Button type="submit" label={t.actions.submit} icon="pi pi-check" loading={save.isPending} />
        </div>
      </form>
    </SidePanel>
  );
}
