import type { ServiceView, StaffView } from '@quickrdv/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { submitHandler, useSchemaForm } from '../../../lib/forms';
import { FormOutcome } from '../../../ui/FormOutcome';
import { useNotify } from '../../../ui/toast';
import { ClientPicker } from '../../clients-picker/ClientPicker';
import { calendarKeys, createAppointment } from '../calendar.api';
import { calendarStrings as t } from '../calendar.strings';
import { Field, invalidProps } from '../form-fields';
import { SidePanel } from '../SidePanel';
import { appointmentCreateForm, type AppointmentValues } from './appointment-form';
import { AppointmentFields } from './AppointmentFields';
import { ExtraReminders } from './ExtraReminders';
import { ReminderFields } from './ReminderFields';
import { useNotifyBoxes } from './use-notify-boxes';
import { fieldsOfIssues, tabOfFields } from './panel-tabs';

interface Props {
  draft: AppointmentValues;
  services: ServiceView[];
  staff: StaffView[];
  today: string;
  onClose: () => void;
}

/**
 * 'Créer un rendez-vous client': client, then the 'Evènement' and 'Information' tabs. The SMS and Mail boxes
 * start as the picked client allows (useNotifyBoxes), so a reminder is not forgotten.
 */
export function AppointmentCreatePanel({ draft, services, staff, today, onClose }: Props) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [tab, setTab] = useState(0);
  const form = useSchemaForm(appointmentCreateForm, draft);
  const { errors, setField } = form;
  const boxes = useNotifyBoxes(form.values);
  const values = boxes.shown;
  const create = useMutation({
    mutationFn: createAppointment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.appointments });
      void queryClient.invalidateQueries({ queryKey: calendarKeys.availabilities });
      notify('success', t.appointment.created);
      onClose();
    },
    // The panel stays open with the server's messages under their fields.
    onError: (error) => {
      form.showServerError(error);
      if (error instanceof ApiError) setTab(tabOfFields(Object.keys(error.fields)));
    },
  });
  const submit = submitHandler(() => {
    const input = form.validate(values);
    if (input) create.mutate(input);
    else {
      const check = appointmentCreateForm.safeParse(values);
      if (!check.success) setTab(tabOfFields(fieldsOfIssues(check.error.issues)));
    }
  });

  return (
    <SidePanel title={t.appointment.createTitle} onClose={onClose}>
      <form className="cal-form" onSubmit={submit} noValidate>
        <div className="cal-form-body">
          <Field id="apt-client" label={t.appointment.client} error={errors.clientId}>
            <ClientPicker
              id="apt-client"
              value={values.clientId}
              onChange={(id, client) => {
                setField('clientId', id);
                boxes.pickClient(client);
              }}
              error={errors.clientId}
            />
          </Field>
          {values.availabilityId && (
            <p className="notice notice-info cal-notice">
              <i className="pi pi-calendar-clock" aria-hidden="true" />
              <span>{t.appointment.fromAvailability}</span>
            </p>
          )}
          <TabView activeIndex={tab} onTabChange={(event) => setTab(event.index)} className="cal-tabs">
            <TabPanel header={t.appointment.tabEvent}>
              <AppointmentFields
                values={values}
                errors={errors}
                setField={setField}
                services={services}
                staff={staff}
                today={today}
              />
              <ReminderFields
                values={values}
                errors={errors}
                today={today}
                issues={boxes.issues}
                onBox={(channel, checked) => {
                  boxes.setByHand(channel, checked);
                  setField(channel === 'sms' ? 'notifySms' : 'notifyMail', checked);
                }}
                onDelay={(days) => setField('notifyDaysBefore', days)}
              />
              <ExtraReminders
                rules={values.reminders}
                singleOn={values.notifySms || values.notifyMail}
                error={errors.reminders}
                onChange={(rules) => setField('reminders', rules)}
              />
            </TabPanel>
            <TabPanel header={t.appointment.tabInfo}>
              <NoteField value={values.note} error={errors.note} onChange={(v) => setField('note', v)} />
            </TabPanel>
          </TabView>
          <FormOutcome success={null} error={form.formError} />
        </div>
        <div className="cal-panel-actions">
          <Button type="button" label={t.actions.cancel} outlined severity="secondary" onClick={onClose} />
          <Button type="submit" label={t.actions.submit} icon="pi pi-check" loading={create.isPending} />
        </div>
      </form>
    </SidePanel>
  );
}

export function NoteField({
  value,
  error,
  onChange,
  placeholder = t.fields.notePlaceholder,
}: {
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <Field id="cal-note" label={t.fields.note} error={error}>
      <InputTextarea
        id="cal-note"
        value={value}
        rows={5}
        autoResize
        maxLength={2000}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        {...invalidProps('cal-note', error)}
      />
    </Field>
  );
}
