import {
  appointmentStepSchema,
  TIME_STEP_MINUTES,
  MIN_APPOINTMENT_STEP,
  MAX_APPOINTMENT_STEP,
} from '@quickrdv/core';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { useState } from 'react';
import { hoursStrings as t } from './hours.strings';

/**
 * 'PARAMETRES': the appointment length ('pas'). The recurrence options of the old dialog belong to the
 * calendars and are not offered here.
 */
export function HoursSettingsDialog({
  step,
  visible,
  saving,
  onClose,
  onSave,
}: {
  step: number;
  visible: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: (step: number) => void;
}) {
  const [value, setValue] = useState<number | null>(step);
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const parsed = appointmentStepSchema.safeParse(value);
    if (!parsed.success) setError(parsed.error.issues[0]?.message ?? null);
    else onSave(parsed.data);
  };
  const footer = (
    <div className="dialog-actions">
      <Button label={t.close} outlined severity="secondary" onClick={onClose} />
      <Button label={t.save} icon="pi pi-check" loading={saving} onClick={save} />
    </div>
  );
  return (
    <Dialog
      header={t.settingsHeader}
      visible={visible}
      onHide={onClose}
      onShow={() => {
        setValue(step);
        setError(null);
      }}
      footer={footer}
      style={{ width: '28rem' }}
      breakpoints={{ '640px': '92vw' }}
    >
      <div className="field">
        <label htmlFor="hours-step">{t.stepLabel}</label>
        <InputNumber
          inputId="hours-step"
          value={value}
          onValueChange={(event) => {
            setValue(event.value ?? null);
            setError(null);
          }}
          min={MIN_APPOINTMENT_STEP}
          max={MAX_APPOINTMENT_STEP}
          step={TIME_STEP_MINUTES}
          showButtons
          suffix={t.minutes}
          invalid={Boolean(error)}
          aria-describedby={error ? 'hours-step-error' : 'hours-step-hint'}
        />
        {error ? (
          <small id="hours-step-error" className="field-error">
            {error}
          </small>
        ) : (
          <small id="hours-step-hint" className="field-hint">
            {t.stepHint}
          </small>
        )}
      </div>
    </Dialog>
  );
}
