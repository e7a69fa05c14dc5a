import {
  availabilityCreateSchema,
  availabilityUpdateSchema,
  calendarMessages as m,
  countPlannedAvailabilities,
  expandRecurrence,
  splitRange,
  SPLIT_MIN_RANGE_MINUTES,
  timeRangeIssue,
  toMinutes,
  type AvailabilityCreateInput,
  type AvailabilityDto,
  type AvailabilityUpdateInput,
  type Frequency,
} from '@quickrdv/core';
import type { FormSchema } from '../../../lib/forms';
import { ANY_STAFF } from '../calendar-views';

export type RecurrenceChoice = 'none' | Frequency | 'custom';

/** The 'Créer une disponibilité' form's values. */
export type AvailabilityValues = {
  day: string;
  endDay: string;
  start: string;
  end: string;
  /** Staff ids and/or ANY_STAFF ('Indifférent'). */
  staffKeys: string[];
  serviceIds: string[];
  note: string;
  recurrence: RecurrenceChoice;
  /** 'Personnalisé': every N units. */
  customInterval: number;
  customUnit: Frequency;
  until: string;
  split: boolean;
  slotMinutes: number;
};

const staffIdOf = (key: string) => (key === ANY_STAFF ? null : key);

/** Slot splitting is offered only for a range of at least one hour on one day. */
export const canSplit = (v: Pick<AvailabilityValues, 'day' | 'endDay' | 'start' | 'end'>) =>
  v.day === v.endDay && toMinutes(v.end) - toMinutes(v.start) >= SPLIT_MIN_RANGE_MINUTES;

function recurrenceOf(v: AvailabilityValues): AvailabilityCreateInput['recurrence'] {
  if (v.recurrence === 'none') return null;
  if (v.recurrence === 'custom')
    return { frequency: v.customUnit, interval: v.customInterval, until: v.until };
  return { frequency: v.recurrence, interval: 1, until: v.until };
}

export function toCreateInput(v: AvailabilityValues): AvailabilityCreateInput {
  return {
    day: v.day,
    endDay: v.endDay,
    start: v.start,
    end: v.end,
    staffIds: v.staffKeys.map(staffIdOf),
    serviceIds: v.serviceIds,
    note: v.note,
    recurrence: recurrenceOf(v),
    split: v.split && canSplit(v) ? { slotMinutes: v.slotMinutes } : null,
  };
}

/** The core schema on the form's values: the server's rules and messages, before sending. */
export const availabilityCreateForm: FormSchema<AvailabilityCreateInput> = {
  safeParse: (input) => {
    const data = toCreateInput(input as AvailabilityValues);
    const result = availabilityCreateSchema.safeParse(data);
    return result.success ? { success: true, data } : result;
  },
};

/** How many availabilities the form would create (days x slots x staff), or null while it is incomplete. */
export function preview(v: AvailabilityValues): { total: number; days: number; slots: number } | null {
  const input = toCreateInput(v);
  const parsed = availabilityCreateSchema.safeParse(input);
  if (!parsed.success) return null;
  const plan = parsed.data;
  const days = expandRecurrence(plan.day, plan.recurrence).length;
  const slots = plan.split ? splitRange(plan.start, plan.end, plan.split.slotMinutes).length : 1;
  return { total: countPlannedAvailabilities(plan), days, slots };
}

/** The edit panel's values: one partner, its services, the times and the note. */
export type AvailabilityEditValues = {
  day: string;
  endDay: string;
  start: string;
  end: string;
  staffKey: string;
  serviceIds: string[];
  note: string;
};

export const valuesOfAvailability = (a: AvailabilityDto): AvailabilityEditValues => ({
  day: a.day,
  endDay: a.day,
  start: a.start,
  end: a.end,
  staffKey: a.staff?.id ?? ANY_STAFF,
  serviceIds: a.services.map((s) => s.id),
  note: a.note,
});

const toUpdateInput = (v: AvailabilityEditValues): AvailabilityUpdateInput => ({
  day: v.day,
  endDay: v.endDay,
  start: v.start,
  end: v.end,
  staffId: staffIdOf(v.staffKey),
  serviceIds: v.serviceIds,
  note: v.note,
});

export const availabilityEditForm: FormSchema<AvailabilityUpdateInput> = {
  safeParse: (input) => {
    const values = input as AvailabilityEditValues;
    const data = toUpdateInput(values);
    const result = availabilityUpdateSchema.safeParse(data);
    if (!result.success) return result;
    const issue = timeRangeIssue(values, m.availabilitySameDay);
    if (issue)
      return { success: false, error: { issues: [{ path: [issue.field], message: issue.message }] } };
    return { success: true, data };
  },
};
