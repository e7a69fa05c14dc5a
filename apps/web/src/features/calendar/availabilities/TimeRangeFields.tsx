import type { FieldErrors } from '../../../lib/forms';
import { calendarStrings as t } from '../calendar.strings';
import { DateInput, Field, TimeInput } from '../form-fields';

type Range = { day: string; endDay: string; start: string; end: string };

/** Date, start and end of an availability; the end date shows only when a selection spans two days. */
export function TimeRangeFields<V extends Range>({
  values,
  errors,
  onDay,
  setField,
}: {
  values: V;
  errors: FieldErrors;
  onDay: (day: string) => void;
  setField: (name: 'endDay' | 'start' | 'end', value: string) => void;
}) {
  return (
    <>
      <Field id="av-day" label={t.fields.date} error={errors.day}>
        <DateInput id="av-day" value={values.day} onChange={onDay} error={errors.day} />
      </Field>
      {(values.endDay !== values.day || errors.endDay) && (
        <Field id="av-end-day" label={t.fields.endDate} error={errors.endDay}>
          <DateInput
            id="av-end-day"
            value={values.endDay}
            onChange={(day) => setField('endDay', day)}
            error={errors.endDay}
          />
        </Field>
      )}
      <div className="field-row cal-time-row">
        <Field id="av-start" label={t.fields.start} error={errors.start}>
          <TimeInput
            id="av-start"
            value={values.start}
            onChange={(v) => setField('start', v)}
            error={errors.start}
          />
        </Field>
        <Field id="av-end" label={t.fields.end} error={errors.end}>
          <TimeInput id="av-end" value={values.end} onChange={(v) => setField('end', v)} error={errors.end} />
        </Field>
      </div>
    </>
  );
}
