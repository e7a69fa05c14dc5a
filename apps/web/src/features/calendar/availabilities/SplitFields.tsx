import { SLOT_MINUTES_MAX, SLOT_MINUTES_MIN, SLOT_MINUTES_STEP } from '@quickrdv/core';
import { Checkbox } from 'primereact/checkbox';
import { InputNumber } from 'primereact/inputnumber';
import type { FieldErrors } from '../../../lib/forms';
import { calendarStrings as t } from '../calendar.strings';
import { Field, invalidProps } from '../form-fields';
import { canSplit, type AvailabilityValues } from './availability-form';

type SetField = <K extends keyof AvailabilityValues & string>(name: K, value: AvailabilityValues[K]) => void;

/** 'Découper en créneaux', offered from a one-hour range: 15 to 300 minutes, by 15, 30 by default. */
export function SplitFields({
  values,
  errors,
  setField,
}: {
  values: AvailabilityValues;
  errors: FieldErrors;
  setField: SetField;
}) {
  if (!canSplit(values)) return null;
  return (
    <div className="cal-split">
      <div className="checkbox-line">
        <Checkbox
          inputId="av-split"
          checked={values.split}
          onChange={(event) => setField('split', Boolean(event.checked))}
        />
        <label htmlFor="av-split">{t.availability.split}</label>
      </div>
      {errors.split && (
        <small className="field-error" role="alert">
          {errors.split}
        </small>
      )}
      {values.split && (
        <div className="cal-subsection">
          <Field id="av-slot" label={t.availability.slotLength} error={errors['split.slotMinutes']}>
            <InputNumber
              inputId="av-slot"
              value={values.slotMinutes}
              min={SLOT_MINUTES_MIN}
              max={SLOT_MINUTES_MAX}
              step={SLOT_MINUTES_STEP}
              showButtons
              buttonLayout="horizontal"
              decrementButtonIcon="pi pi-minus"
              incrementButtonIcon="pi pi-plus"
              suffix=" min"
              onValueChange={(event) => setField('slotMinutes', event.value ?? SLOT_MINUTES_MIN)}
              {...invalidProps('av-slot', errors['split.slotMinutes'])}
            />
          </Field>
        </div>
      )}
    </div>
  );
}
