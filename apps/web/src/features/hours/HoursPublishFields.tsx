import {
  addDays,
  hoursPublishSchema,
  oneYearAfter,
  PUBLISH_EVERY_MAX,
  utcToZoned,
  type HoursPublishInput,
  type PublishRecurrence,
} from '@quickrdv/core';
import { useQuery } from '@tanstack/react-query';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { MultiSelect } from 'primereact/multiselect';
import { errorMessage } from '../../lib/api-client';
import type { FieldErrors } from '../../lib/forms';
import { DateInput, Field, invalidProps } from '../calendar/form-fields';
import { fetchStaff, staffKey } from '../staff/staff.api';
import { previewPublication } from './hours.api';
import { hoursStrings } from './hours.strings';

const t = hoursStrings.publish;
/** MultiSelect key of 'Indifférent' (the API's null). */
const ANY = 'any';

export interface PublishForm {
  kind: PublishRecurrence['kind'];
  every: number | null;
  from: string;
  until: string;
  /** Null until the professional changes it: every staff member, or 'Indifférent' without staff. */
  staffKeys: string[] | null;
  /** Free plan over its quota: publish only what it still allows, first days first. */
  fit: boolean;
}

export const emptyPublishForm = (timeZone: string): PublishForm => {
  const today = utcToZoned(new Date(), timeZone).day;
  return { kind: 'weekly', every: 2, from: today, until: today, staffKeys: null, fit: false };
};

/**
 * The offer made at the end of the setup: every week from today over the next four weeks, and on the free
 * plan only what its quota allows (first days first), so that the first publication goes through.
 */
export const comingWeeksForm = (timeZone: string): PublishForm => {
  const today = utcToZoned(new Date(), timeZone).day;
  return { ...emptyPublishForm(timeZone), until: addDays(today, COMING_WEEKS_DAYS - 1), fit: true };
};
const COMING_WEEKS_DAYS = 28;

/** The request body of a form; the shared schema checks it before it is sent. */
export function toPublishInput(form: PublishForm, slotMinutes: number | null): HoursPublishInput {
  const period = { from: form.from, until: form.until };
  const recurrence =
    form.kind === 'everyNWeeks'
      ? { kind: form.kind, every: form.every as number, ...period }
      : { kind: form.kind, ...period };
  return {
    recurrence,
    ...(form.staffKeys ? { staffIds: form.staffKeys.map((k) => (k === ANY ? null : k)) } : {}),
    ...(slotMinutes !== null ? { slotMinutes } : {}),
    ...(form.fit ? { fit: true } : {}),
  };
}

/** The 'Rendez-vous' part of 'PARAMETRES': recurrence, period, staff and the count it would create. */
export function HoursPublishFields({
  form,
  onChange,
  slotMinutes,
  timeZone,
  errors,
}: {
  form: PublishForm;
  onChange: (form: PublishForm) => void;
  slotMinutes: number | null;
  timeZone: string;
  errors: FieldErrors;
}) {
  const today = utcToZoned(new Date(), timeZone).day;
  const staff = useQuery({ queryKey: staffKey, queryFn: fetchStaff });
  const members = staff.data?.staff ?? [];
  const defaultKeys = members.length ? members.map((s) => s.id) : [ANY];
  const set = (patch: Partial<PublishForm>) => onChange({ ...form, ...patch });
  return (
    <div className="hours-publish">
      <Field id="publish-kind" label={t.recurrence} error={errors['recurrence.kind']}>
        <Dropdown
          inputId="publish-kind"
          value={form.kind}
          options={[
            { label: t.weekly, value: 'weekly' },
            { label: t.everyNWeeks, value: 'everyNWeeks' },
            { label: t.yearly, value: 'yearly' },
          ]}
          onChange={(event) => set({ kind: event.value as PublishForm['kind'] })}
        />
      </Field>
      {form.kind === 'everyNWeeks' && (
        <Field id="publish-every" label={t.every} error={errors['recurrence.every']}>
          <InputNumber
            inputId="publish-every"
            value={form.every}
            onValueChange={(event) => set({ every: event.value ?? null })}
            min={1}
            max={PUBLISH_EVERY_MAX}
            showButtons
            suffix={t.everySuffix(form.every ?? 1)}
            {...invalidProps('publish-every', errors['recurrence.every'])}
          />
        </Field>
      )}
      <div className="hours-publish-period">
        <Field id="publish-from" label={t.from} error={errors['recurrence.from']}>
          <DateInput
            id="publish-from"
            value={form.from}
            minDate={today}
            maxDate={oneYearAfter(today)}
            onChange={(from) => set({ from, until: form.until < from ? from : form.until })}
            error={errors['recurrence.from']}
          />
        </Field>
        <Field id="publish-until" label={t.until} error={errors['recurrence.until']}>
          <DateInput
            id="publish-until"
            value={form.until}
            minDate={form.from || today}
            maxDate={oneYearAfter(today)}
            onChange={(until) => set({ until })}
            error={errors['recurrence.until']}
          />
        </Field>
      </div>
      <Field id="publish-staff" label={t.staff} error={errors.staffIds}>
        <MultiSelect
          inputId="publish-staff"
          value={form.staffKeys ?? defaultKeys}
          options={[
            ...members.map((s) => ({ label: `${s.prenom} ${s.nom}`.trim(), value: s.id })),
            { label: t.indifferent, value: ANY },
          ]}
          placeholder={t.staffPlaceholder}
          display="chip"
          onChange={(event) => set({ staffKeys: event.value as string[] })}
          {...invalidProps('publish-staff', errors.staffIds)}
        />
      </Field>
      <PreviewLine
        input={toPublishInput({ ...form, fit: false }, slotMinutes)}
        fit={form.fit}
        onFit={(fit) => set({ fit })}
      />
    </div>
  );
}

/** 'N disponibilités seront créées', from the server's dry run once the form is valid. */
function PreviewLine({
  input,
  fit,
  onFit,
}: {
  input: HoursPublishInput;
  fit: boolean;
  onFit: (fit: boolean) => void;
}) {
  const valid = hoursPublishSchema.safeParse(input).success;
  const preview = useQuery({
    queryKey: ['opening-hours-publish-preview', input],
    queryFn: () => previewPublication(input),
    enabled: valid,
    retry: false,
  });
  if (!valid) return null;
  if (preview.isError)
    return (
      <p className="notice notice-error hours-publish-preview" role="alert">
        <i className="pi pi-exclamation-circle" aria-hidden="true" />
        <span>{errorMessage(preview.error)}</span>
      </p>
    );
  const data = preview.data;
  // The free plan's quota: said before publishing, with the choice to publish what still fits.
  const overQuota = data && data.allowed !== null && data.allowed < data.created;
  return (
    <>
      <p className="hours-publish-preview" aria-live="polite">
        <i className="pi pi-calendar-plus" aria-hidden="true" />{' '}
        {data ? t.preview(data.created, data.skipped) : t.previewLoading}
      </p>
      {overQuota && (
        <div className="notice notice-warn hours-publish-quota" role="status">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          <div>
            <p>{t.quotaLeft(data.allowed!)}</p>
            <label className="hours-publish-fit">
              <Checkbox
                inputId="publish-fit"
                checked={fit}
                onChange={(event) => onFit(Boolean(event.checked))}
                disabled={data.allowed === 0}
              />
              <span>{t.fit(data.allowed!)}</span>
            </label>
          </div>
        </div>
      )}
    </>
  );
}
