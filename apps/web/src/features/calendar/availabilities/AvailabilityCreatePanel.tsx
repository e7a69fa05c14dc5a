import { availabilityWarnings, type ServiceView, type StaffView } from '@quickrdv/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useMinuteClock } from '../../../lib/use-minute-clock';
import { submitHandler, useSchemaForm } from '../../../lib/forms';
import { FormOutcome } from '../../../ui/FormOutcome';
import { useNotify } from '../../../ui/toast';
import { useCurrentPro } from '../../pro-space/use-current-pro';
import { NoteField } from '../appointments/AppointmentCreatePanel';
import { BookingNoticeField } from '../../booking-notice/BookingNoticeField';
import { bookingNoticeStrings } from '../../booking-notice/booking-notice.strings';
import { calendarKeys, createAvailabilities, fetchHours, fetchMonthlyCount } from '../calendar.api';
import { calendarStrings as t } from '../calendar.strings';
import { SidePanel } from '../SidePanel';
import { availabilityCreateForm, preview, type AvailabilityValues } from './availability-form';
import { ServicesMultiSelect, StaffMultiSelect } from './CatalogPickers';
import { QuotaDialog } from './QuotaDialog';
import { RecurrenceFields } from './RecurrenceFields';
import { SplitFields } from './SplitFields';
import { TimeRangeFields } from './TimeRangeFields';

interface Props {
  draft: AvailabilityValues;
  services: ServiceView[];
  staff: StaffView[];
  onClose: () => void;
}

/** 'Créer une disponibilité': when, who, which services, repeated or not, split into slots or not. */
export function AvailabilityCreatePanel({ draft, services, staff, onClose }: Props) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const pro = useCurrentPro();
  const [quotaHit, setQuotaHit] = useState(false);
  const form = useSchemaForm(availabilityCreateForm, draft);
  const { values, errors, setField } = form;
  const month = values.day.slice(0, 7);
  const usage = useQuery({
    queryKey: calendarKeys.monthlyCount(month),
    queryFn: () => fetchMonthlyCount(month),
    enabled: pro.plan === 'gratuit' && !pro.isDemo,
  });
  const hours = useQuery({ queryKey: calendarKeys.hours, queryFn: fetchHours });
  const now = useMinuteClock();
  const warnings = availabilityWarnings({
    day: values.day,
    start: values.start,
    timeZone: pro.timeZone,
    nowMs: now,
    noticeHours: pro.bookingNoticeHours,
    openWeekdays: hours.data
      ? new Set(hours.data.days.filter((d) => d.ranges.length).map((d) => d.weekday))
      : null,
  });
  const create = useMutation({
    mutationFn: createAvailabilities,
    onSuccess: (reply) => {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.availabilities });
      notify('success', t.availability.created(reply.count));
      onClose();
    },
    onError: (error) => {
      // Free plan: nothing was created; the form stays as it was, behind the explanation.
      if (error instanceof ApiError && error.code === 'quota_exceeded') setQuotaHit(true);
      else form.showServerError(error);
    },
  });
  const submit = submitHandler(() => {
    const input = form.validate();
    if (!input) return;
    if (warnings.past) return; // the panel already says why, above the buttons
    create.mutate(input);
  });
  const plan = preview(values);

  return (
    <SidePanel title={t.availability.createTitle} onClose={onClose}>
      <form className="cal-form" onSubmit={submit} noValidate>
        <div className="cal-form-body">
          {/* The free plan's counter first, in sight while the availability is being set up. */}
          {usage.data?.cap != null && (
            <p className="field-hint cal-usage" role="status">
              <i className="pi pi-chart-bar" aria-hidden="true" />{' '}
              {t.availability.freePlanUsage(usage.data.count, usage.data.cap)}
            </p>
          )}
          <TimeRangeFields
            values={values}
            errors={errors}
            onDay={(day) => {
              setField('day', day);
              setField('endDay', day);
              if (values.until < day) setField('until', day);
            }}
            setField={setField}
          />
          <StaffMultiSelect
            staff={staff}
            value={values.staffKeys}
            onChange={(keys) => setField('staffKeys', keys)}
            error={errors.staffIds}
          />
          <ServicesMultiSelect
            services={services}
            value={values.serviceIds}
            onChange={(ids) => setField('serviceIds', ids)}
            error={errors.serviceIds}
          />
          <RecurrenceFields values={values} errors={errors} setField={setField} />
          <SplitFields values={values} errors={errors} setField={setField} />
          <NoteField
            value={values.note}
            error={errors.note}
            onChange={(v) => setField('note', v)}
            placeholder={t.fields.availabilityNotePlaceholder}
          />
          {plan && (
            <p className="cal-preview" role="status">
              <i className="pi pi-info-circle" aria-hidden="true" />
              <span>
                <strong>{t.availability.preview(plan.total)}</strong>
                {(plan.days > 1 || plan.slots > 1) &&
                  ` ${t.availability.previewSlots(plan.slots, plan.days)}`}
              </span>
            </p>
          )}
          {warnings.past ? (
            <p className="notice notice-error cal-notice" role="alert">
              <i className="pi pi-exclamation-circle" aria-hidden="true" />
              <span>{t.availability.pastRefused}</span>
            </p>
          ) : (
            warnings.withinNotice && (
              <p className="notice notice-warn cal-notice" role="status">
                <i className="pi pi-clock" aria-hidden="true" />
                <span>{bookingNoticeStrings.tooClose(pro.bookingNoticeHours)}</span>
              </p>
            )
          )}
          {warnings.closedDay && (
            <p className="notice notice-warn cal-notice" role="status">
              <i className="pi pi-exclamation-triangle" aria-hidden="true" />
              <span>{t.availability.closedDay}</span>
            </p>
          )}
          <BookingNoticeField id="availability-notice" />
          <FormOutcome success={null} error={form.formError} />
        </div>
        <div className="cal-panel-actions">
          <Button type="button" label={t.actions.cancel} outlined severity="secondary" onClick={onClose} />
          <Button type="submit" label={t.actions.submit} icon="pi pi-check" loading={create.isPending} />
        </div>
      </form>
      {quotaHit && <QuotaDialog onClose={() => setQuotaHit(false)} />}
    </SidePanel>
  );
}
