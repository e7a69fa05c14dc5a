import {
  daysBetween,
  notificationDelayOptions,
  toMinutes,
  type ServiceView,
  type StaffView,
} from '@quickrdv/core';
import { Dropdown } from 'primereact/dropdown';
import type { FieldErrors } from '../../../lib/forms';
import { calendarStrings as t } from '../calendar.strings';
import { DateInput, Field, TimeInput, invalidProps } from '../form-fields';
import { colorItem, ColorOptionLine, serviceOptions, staffOptions, type ColorOption } from '../staff-options';
import { addMinutes } from '../wall-clock';
import type { AppointmentValues } from './appointment-form';

const f = t.fields;

interface Props {
  values: AppointmentValues;
  errors: FieldErrors;
  setField: <K extends keyof AppointmentValues & string>(name: K, value: AppointmentValues[K]) => void;
  services: ServiceView[];
  staff: StaffView[];
  today: string;
}

/** The 'Evènement' fields: date, service, start and end (5-minute steps), partner (the create panel adds the reminders). */
export function AppointmentFields({ values, errors, setField, services, staff, today }: Props) {
  const length = Math.max(5, toMinutes(values.end) - toMinutes(values.start));
  // Choosing a service sets the end from its duration; moving the start keeps the length.
  const chooseService = (id: string | null) => {
    setField('serviceId', id);
    const service = services.find((s) => s.id === id);
    if (service?.durationMinutes) setField('end', addMinutes(values.start, service.durationMinutes));
  };
  const moveStart = (start: string) => {
    setField('start', start);
    setField('end', addMinutes(start, length));
  };
  return (
    <>
      <Field id="apt-day" label={f.date} error={errors.day}>
        <DateInput
          id="apt-day"
          value={values.day}
          onChange={(day) => {
            setField('day', day);
            setField('endDay', day);
            // Fewer delays are offered for a nearer day: fall back to 'Immédiatement'.
            const offered = notificationDelayOptions(daysBetween(today, day));
            if (!offered.some((o) => o.daysBefore === values.notifyDaysBefore))
              setField('notifyDaysBefore', 0);
          }}
          error={errors.day}
        />
      </Field>
      {(values.endDay !== values.day || errors.endDay) && (
        <Field id="apt-end-day" label={f.endDate} error={errors.endDay}>
          <DateInput
            id="apt-end-day"
            value={values.endDay}
            onChange={(day) => setField('endDay', day)}
            error={errors.endDay}
          />
        </Field>
      )}
      <Field id="apt-service" label={f.service} error={errors.serviceIds}>
        <Dropdown
          inputId="apt-service"
          value={values.serviceId}
          options={serviceOptions(services)}
          optionLabel="label"
          optionValue="value"
          placeholder={f.servicePlaceholder}
          showClear
          filter={services.length > 8}
          itemTemplate={colorItem}
          valueTemplate={(option: ColorOption | null) =>
            option ? <ColorOptionLine option={option} /> : f.servicePlaceholder
          }
          onChange={(event) => chooseService((event.value as string | undefined) ?? null)}
          {...invalidProps('apt-service', errors.serviceIds)}
        />
      </Field>
      <div className="field-row cal-time-row">
        <Field id="apt-start" label={f.start} error={errors.start}>
          <TimeInput id="apt-start" value={values.start} onChange={moveStart} error={errors.start} />
        </Field>
        <Field id="apt-end" label={f.end} error={errors.end}>
          <TimeInput
            id="apt-end"
            value={values.end}
            onChange={(v) => setField('end', v)}
            error={errors.end}
          />
        </Field>
      </div>
      <Field id="apt-staff" label={f.staff} error={errors.staffId}>
        <Dropdown
          inputId="apt-staff"
          value={values.staffKey}
          options={staffOptions(staff)}
          optionLabel="label"
          optionValue="value"
          itemTemplate={colorItem}
          valueTemplate={(option: ColorOption | null) => <ColorOptionLine option={option} />}
          onChange={(event) => setField('staffKey', String(event.value))}
          {...invalidProps('apt-staff', errors.staffId)}
        />
      </Field>
    </>
  );
}
