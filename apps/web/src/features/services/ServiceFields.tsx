import { InputText } from 'primereact/inputtext';
import type { FieldErrors } from '../../lib/forms';
import { TextField } from '../../ui/fields';
import { TimeSelect } from '../hours/TimeSelect';
import { CategoryField } from './CategoryField';
import { servicesStrings as t } from './services.strings';

export interface ServiceFormValues extends Record<string, unknown> {
  name: string;
  category: string;
  amount: string;
  duration: string;
}

/** The four fields of a service (name, category, amount, duration), for the add form and the edit row. */
export function ServiceFields({
  idPrefix,
  values,
  errors,
  setField,
  categories,
  categoryNudge = null,
  showHints = true,
}: {
  idPrefix: string;
  showHints?: boolean;
  categoryNudge?: string | null;
  values: ServiceFormValues;
  errors: FieldErrors;
  setField: <K extends keyof ServiceFormValues & string>(name: K, value: ServiceFormValues[K]) => void;
  categories: string[];
}) {
  const amountId = `${idPrefix}-amount`;
  const durationId = `${idPrefix}-duration`;
  return (
    <div className="service-fields">
      <TextField
        id={`${idPrefix}-name`}
        name="name"
        label={t.name}
        value={values.name}
        onChange={(value) => setField('name', value)}
        error={errors.name}
      />
      <CategoryField
        id={`${idPrefix}-category`}
        value={values.category}
        onChange={(value) => setField('category', value)}
        categories={categories}
        error={errors.category}
        nudge={categoryNudge}
        showHint={showHints}
      />
      <div className="field">
        <label htmlFor={amountId}>{t.amount}</label>
        <div className="p-inputgroup">
          <InputText
            id={amountId}
            name="amount"
            inputMode="decimal"
            value={values.amount}
            onChange={(event) => setField('amount', event.target.value)}
            invalid={Boolean(errors.amount)}
            aria-invalid={Boolean(errors.amount)}
            aria-describedby={errors.amount ? `${amountId}-error` : undefined}
          />
          <span className="p-inputgroup-addon">{t.euro}</span>
        </div>
        {errors.amount && (
          <small id={`${amountId}-error`} className="field-error">
            {errors.amount}
          </small>
        )}
      </div>
      <div className="field">
        <label htmlFor={durationId}>{t.duration}</label>
        <TimeSelect
          id={durationId}
          label={t.duration}
          labelledByLabel
          value={values.duration}
          onChange={(value) => setField('duration', value)}
          maxHour={12}
          invalid={Boolean(errors.duration)}
          describedBy={errors.duration ? `${durationId}-error` : undefined}
        />
        {errors.duration && (
          <small id={`${durationId}-error`} className="field-error">
            {errors.duration}
          </small>
        )}
      </div>
    </div>
  );
}
