import {
  calendarMessages,
  daysBetween,
  notificationDelayOptions,
  type NotifyChannelIssues,
} from '@quickrdv/core';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import type { FieldErrors } from '../../../lib/forms';
import { calendarStrings as t } from '../calendar.strings';
import { Field, invalidProps } from '../form-fields';
import type { AppointmentValues } from './appointment-form';

type Channel = 'sms' | 'mail';

interface Props {
  values: AppointmentValues;
  errors: FieldErrors;
  today: string;
  /** Why each channel is impossible: its box is unticked, disabled and says why. */
  issues: NotifyChannelIssues;
  onBox: (channel: Channel, checked: boolean) => void;
  onDelay: (daysBefore: number) => void;
}

/** 'Prévenir le client': the SMS and Mail boxes and the delay of the single reminder of the spec's form. */
export function ReminderFields({ values, errors, today, issues, onBox, onDelay }: Props) {
  const options = notificationDelayOptions(daysBetween(today, values.day));
  const notify = values.notifySms || values.notifyMail;
  const delay = options.some((o) => o.daysBefore === values.notifyDaysBefore) ? values.notifyDaysBefore : 0;
  const hints = channelHints(issues);
  const box = (channel: Channel, id: string, label: string, checked: boolean, error?: string) => (
    <div className="checkbox-line">
      <Checkbox
        inputId={id}
        checked={checked}
        disabled={Boolean(issues[channel])}
        onChange={(event) => onBox(channel, Boolean(event.checked))}
        {...invalidProps(id, error)}
        aria-describedby={error ? `${id}-error` : hints.idOf[channel]}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
  return (
    <fieldset className="cal-notify">
      <legend>{t.appointment.notify}</legend>
      <div className="cal-notify-boxes">
        {box('sms', 'apt-sms', t.appointment.sms, values.notifySms, errors.notifySms)}
        {box('mail', 'apt-mail', t.appointment.mail, values.notifyMail, errors.notifyMail)}
      </div>
      {hints.lines.map(({ id, text }) => (
        <small key={id} id={id} className="field-hint cal-notify-hint">
          {text}
        </small>
      ))}
      {errors.notifySms && (
        <small id="apt-sms-error" className="field-error" role="alert">
          {errors.notifySms}
        </small>
      )}
      {errors.notifyMail && (
        <small id="apt-mail-error" className="field-error" role="alert">
          {errors.notifyMail}
        </small>
      )}
      <Field
        id="apt-delay"
        label={t.appointment.delay}
        error={errors.notifyDaysBefore}
        hint={notify || (issues.sms && issues.mail) ? undefined : t.appointment.delayHint}
      >
        <Dropdown
          inputId="apt-delay"
          value={delay}
          options={options}
          optionLabel="label"
          optionValue="daysBefore"
          disabled={!notify}
          onChange={(event) => onDelay(Number(event.value))}
          {...invalidProps('apt-delay', errors.notifyDaysBefore)}
        />
      </Field>
    </fieldset>
  );
}

/**
 * Why a box cannot be ticked, once per reason (an appointment already started bars both): hints, not errors,
 * since the appointment can still be created without that reminder.
 */
function channelHints(issues: NotifyChannelIssues) {
  const lines: { id: string; text: string }[] = [];
  const idOf: Partial<Record<Channel, string>> = {};
  for (const channel of ['sms', 'mail'] as const) {
    const issue = issues[channel];
    if (!issue) continue;
    // Without a client the picker itself asks for one; here a softer word says why the boxes wait.
    const text = issue === calendarMessages.clientRequired ? t.appointment.notifyNeedsClient : issue;
    const line = lines.find((l) => l.text === text) ?? { id: `apt-notify-hint-${lines.length}`, text };
    if (!lines.includes(line)) lines.push(line);
    idOf[channel] = line.id;
  }
  return { lines, idOf };
}
