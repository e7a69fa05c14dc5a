import {
  appointmentStepSchema,
  hoursPublishSchema,
  TIME_STEP_MINUTES,
  MIN_APPOINTMENT_STEP,
  MAX_APPOINTMENT_STEP,
} from '@quickrdv/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { SelectButton } from 'primereact/selectbutton';
import { Toast } from 'primereact/toast';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '../../lib/api-client';
import { issuesToFields, type FieldErrors } from '../../lib/forms';
import { BookingNoticeField } from '../booking-notice/BookingNoticeField';
import { useOptionalProBase } from '../pro-space/base-context';
import { useCurrentPro } from '../pro-space/use-current-pro';
import { publishFromHours } from './hours.api';
import {
  comingWeeksForm,
  emptyPublishForm,
  HoursPublishFields,
  toPublishInput,
  type PublishForm,
} from './HoursPublishFields';
import { hoursStrings as t } from './hours.strings';

type Mode = 'horaires' | 'rendezVous';
// Longer than the app's 3-second toasts: this one carries a link to follow.
const PUBLISHED_TOAST_MS = 8000;

/**
 * 'PARAMETRES': the appointment length ('pas') and what to generate from the opening hours: 'Horaires'
 * (the hours alone) or 'Rendez-vous' (bookable availabilities over a recurring period).
 */
export function HoursSettingsDialog({
  step,
  visible,
  saving,
  onClose,
  onSave,
  offerPublish = false,
}: {
  step: number;
  visible: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: (step: number) => void;
  /** Opened to publish the coming weeks (the end of the setup): 'Rendez-vous' chosen, 4 weeks filled in. */
  offerPublish?: boolean;
}) {
  const { timeZone } = useCurrentPro();
  const proBase = useOptionalProBase();
  const queryClient = useQueryClient();
  const toast = useRef<Toast>(null);
  const [value, setValue] = useState<number | null>(step);
  const [error, setError] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>(offerPublish ? 'rendezVous' : 'horaires');
  const [form, setForm] = useState<PublishForm>(() =>
    offerPublish ? comingWeeksForm(timeZone) : emptyPublishForm(timeZone),
  );
  const [publishErrors, setPublishErrors] = useState<FieldErrors>({});
  const [publishError, setPublishError] = useState<string | null>(null);
  const publish = useMutation({ mutationFn: publishFromHours });

  const published = (created: number) => {
    const calendar = proBase ? `${proBase.path('calendrierclient')}?calendrier=dispo` : null;
    toast.current?.show({
      severity: 'success',
      life: PUBLISHED_TOAST_MS,
      content: (
        <div className="hours-published">
          <strong>{t.publish.published(created)}</strong>
          {calendar && <Link to={calendar}>{t.publish.seeCalendar}</Link>}
        </div>
      ),
    });
  };
  const savePublication = async (slotMinutes: number) => {
    const parsed = hoursPublishSchema.safeParse(toPublishInput(form, slotMinutes));
    if (!parsed.success) return setPublishErrors(issuesToFields(parsed.error.issues));
    try {
      const result = await publish.mutateAsync(toPublishInput(form, slotMinutes));
      await queryClient.invalidateQueries({ queryKey: ['opening-hours-publish-preview'] });
      published(result.created);
      // The length just published with becomes the salon's appointment length (the summary shows it).
      if (slotMinutes !== step) onSave(slotMinutes);
      else onClose();
    } catch (failure) {
      if (failure instanceof ApiError) setPublishErrors(failure.fields);
      setPublishError(errorMessage(failure));
    }
  };
  const save = () => {
    const parsed = appointmentStepSchema.safeParse(value);
    if (!parsed.success) setError(parsed.error.issues[0]?.message ?? null);
    else if (mode === 'rendezVous') void savePublication(parsed.data);
    else onSave(parsed.data);
  };
  const changeForm = (next: PublishForm) => {
    setForm(next);
    setPublishErrors({});
    setPublishError(null);
  };
  const footer = (
    <div className="dialog-actions">
      <Button label={t.close} outlined severity="secondary" onClick={onClose} />
      <Button label={t.save} icon="pi pi-check" loading={saving || publish.isPending} onClick={save} />
    </div>
  );
  return (
    <>
      <Toast ref={toast} position="top-right" className="app-toast" />
      <Dialog
        header={t.settingsHeader}
        visible={visible}
        onHide={onClose}
        onShow={() => {
          setValue(step);
          setError(null);
          setPublishErrors({});
          setPublishError(null);
        }}
        footer={footer}
        style={{ width: '34rem' }}
        breakpoints={{ '640px': '92vw' }}
      >
        {offerPublish && (
          <p className="notice notice-info" role="status">
            <i className="pi pi-calendar-plus" aria-hidden="true" />
            <span>{t.publish.offer}</span>
          </p>
        )}
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
        <div className="field">
          <span className="field-label" id="hours-mode-label">
            {t.publish.modeLabel}
          </span>
          <SelectButton
            value={mode}
            onChange={(event) => event.value && setMode(event.value as Mode)}
            options={[
              { label: t.publish.modeHours, value: 'horaires' },
              { label: t.publish.modeAppointments, value: 'rendezVous' },
            ]}
            allowEmpty={false}
            aria-labelledby="hours-mode-label"
          />
          <small className="field-hint">
            {mode === 'horaires' ? t.publish.modeHoursHint : t.publish.modeAppointmentsHint}
          </small>
        </div>
        {mode === 'rendezVous' && (
          <>
            <HoursPublishFields
              form={form}
              onChange={changeForm}
              slotMinutes={value}
              timeZone={timeZone}
              errors={publishErrors}
            />
            <BookingNoticeField id="hours-notice" />
          </>
        )}
        {publishError && (
          <p className="notice notice-error" role="alert">
            <i className="pi pi-exclamation-circle" aria-hidden="true" />
            <span>{publishError}</span>
          </p>
        )}
      </Dialog>
    </>
  );
}
