import {
  appointmentCreateSchema,
  appointmentUpdateSchema,
  calendarMessages as m,
  timeRangeIssue,
  type AppointmentCreateInput,
  type AppointmentDto,
  type AppointmentUpdateInput,
  type ReminderRule,
} from '@quickrdv/core';
import type { FormSchema } from '../../../lib/forms';
import { ANY_STAFF } from '../calendar-views';

/** The appointment form's values; one service at most (the old modal's dropdown). */
export type AppointmentValues = {
  clientId: string;
  day: string;
  endDay: string;
  start: string;
  end: string;
  serviceId: string | null;
  /** A staff id, or ANY_STAFF for 'Indifférent'. */
  staffKey: string;
  availabilityId: string | null;
  note: string;
  notifySms: boolean;
  notifyMail: boolean;
  notifyDaysBefore: number;
  /** Reminders beyond the single one above (three at most in all). */
  reminders: ReminderRule[];
};

const staffIdOf = (key: string) => (key === ANY_STAFF ? null : key);

export function toCreateInput(v: AppointmentValues): AppointmentCreateInput {
  const notify = v.notifySms || v.notifyMail;
  return {
    clientId: v.clientId,
    day: v.day,
    endDay: v.endDay,
    start: v.start,
    end: v.end,
    serviceIds: v.serviceId ? [v.serviceId] : [],
    staffId: staffIdOf(v.staffKey),
    availabilityId: v.availabilityId,
    note: v.note,
    notifySms: v.notifySms,
    notifyMail: v.notifyMail,
    notifyDaysBefore: notify ? v.notifyDaysBefore : 0,
    reminders: v.reminders,
  };
}

/** The core schema run on the form's values: the same rules and French messages as the server. */
export const appointmentCreateForm: FormSchema<AppointmentCreateInput> = {
  safeParse: (input) => {
    const result = appointmentCreateSchema.safeParse(toCreateInput(input as AppointmentValues));
    return result.success ? { success: true, data: toCreateInput(input as AppointmentValues) } : result;
  },
};

/**
 * What the edit panel sends: times, partner and note; the services only when changed (an online booking
 * may hold several, which a one-service dropdown must not drop).
 */
export function toUpdateInput(
  v: AppointmentValues,
  initialServiceId: string | null,
  initialReminders: ReminderRule[] = v.reminders,
): AppointmentUpdateInput {
  return {
    day: v.day,
    endDay: v.endDay,
    start: v.start,
    end: v.end,
    staffId: staffIdOf(v.staffKey),
    note: v.note,
    ...(v.serviceId !== initialServiceId ? { serviceIds: v.serviceId ? [v.serviceId] : [] } : {}),
    ...(JSON.stringify(v.reminders) !== JSON.stringify(initialReminders) ? { reminders: v.reminders } : {}),
  };
}

/** The update schema plus the range rule (end later than start, same day), checked before sending. */
export const appointmentEditForm = (
  initialServiceId: string | null,
  initialReminders: ReminderRule[] = [],
): FormSchema<AppointmentUpdateInput> => ({
  safeParse: (input) => {
    const values = input as AppointmentValues;
    const data = toUpdateInput(values, initialServiceId, initialReminders);
    const result = appointmentUpdateSchema.safeParse(data);
    if (!result.success) return result;
    const issue = timeRangeIssue(values, m.appointmentSameDay);
    if (issue)
      return { success: false, error: { issues: [{ path: [issue.field], message: issue.message }] } };
    return { success: true, data };
  },
});

export function valuesOfAppointment(a: AppointmentDto): AppointmentValues {
  return {
    clientId: a.client?.id ?? '',
    day: a.day,
    endDay: a.day,
    start: a.start,
    end: a.end,
    serviceId: a.services[0]?.id ?? null,
    staffKey: a.staff?.id ?? ANY_STAFF,
    availabilityId: a.availabilityId,
    note: a.note,
    notifySms: a.notifySms,
    notifyMail: a.notifyMail,
    notifyDaysBefore: a.notifyDaysBefore,
    reminders: a.reminders,
  };
}
