import { lastRecurrenceDay, RECURRENCE_INTERVAL_MAX, type Frequency } from '@quickrdv/core';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import type { FieldErrors } from '../../../lib/forms';
import { calendarStrings as t } from '../calendar.strings';
import { DateInput, Field, invalidProps } from '../form-fields';
import type { AvailabilityValues, RecurrenceChoice } from './availability-form';

const choices: { label: string; value: RecurrenceChoice }[] = (
  Object.keys(t.recurrenceOptions) as RecurrenceChoice[]
).map((value) => ({ label: t.recurrenceOptions[value], value }));

const units: { label: string; value: Frequency }[] = (Object.keys(t.recurrenceUnits) as Frequency[]).map(
  (value) => ({ label: t.recurrenceUnits[value], value }),
);

type SetField = <K extends keyof AvailabilityValues & string>(name: K, value: AvailabilityValues[K]) => void;

/**
 * The recurrence dropdown; any choice but 'Aucune répétition' opens its section: 'Répéter jusqu'au' and,
 * for 'Personnalisé', every N jours, semaines, mois or années.
 */
export function RecurrenceFields({
  values,
  errors,
  setField,
}: {
  values: AvailabilityValues;
  errors: FieldErrors;
  setField: SetField;
}) {
  const frequency = values.recurrence === 'custom' ? values.customUnit : values.recurrence;
  return (
    <>
      <Field id="av-recurrence" label={t.availability.recurrence} error={errors.recurrence}>
        <Dropdown
          inputId="av-recurrence"
          value={values.recurrence}
          options={choices}
          optionLabel="label"
          optionValue="value"
          onChange={(event) => setField('recurrence', event.value as RecurrenceChoice)}
          {...invalidProps('av-recurrence', errors.recurrence)}
        />
      </Field>
      {values.recurrence !== 'none' && (
        <div className="cal-subsection" role="group" aria-label={t.availability.recurrence}>
          {values.recurrence === 'custom' && (
            <div className="field-row">
              <Field id="av-interval" label={t.availability.every} error={errors['recurrence.interval']}>
                <InputNumber
                  inputId="av-interval"
                  value={values.customInterval}
                  min={1}
                  max={RECURRENCE_INTERVAL_MAX}
                  showButtons
                  buttonLayout="horizontal"
                  decrementButtonIcon="pi pi-minus"
                  incrementButtonIcon="pi pi-plus"
                  onValueChange={(event) => setField('customInterval', event.value ?? 1)}
                  {...invalidProps('av-interval', errors['recurrence.interval'])}
                />
              </Field>
              <Field id="av-unit" label={t.availability.unit} error={errors['recurrence.frequency']}>
                <Dropdown
                  inputId="av-unit"
                  value={values.customUnit}
                  options={units}
                  optionLabel="label"
                  optionValue="value"
                  onChange={(event) => setField('customUnit', event.value as Frequency)}
                />
              </Field>
            </div>
          )}
          <Field id="av-until" label={t.availability.repeatUntil} error={errors['recurrence.until']}>
            <DateInput
              id="av-until"
              value={values.until}
              minDate={values.day}
              maxDate={frequency === 'none' ? undefined : lastRecurrenceDay(values.day, frequency)}
              onChange={(day) => setField('until', day)}
              error={errors['recurrence.until']}
            />
          </Field>
        </div>
      )}
    </>
  );
}
