import type { AppointmentDto, AppointmentUpdateInput } from '@quickrdv/core';
import { ANY_STAFF } from '../calendar-views';
import { fromFcDate } from '../wall-clock';

/** Where a dragged or resized appointment lands, as the PATCH that puts it there. */
export function movePatch(o: {
  start: Date;
  end: Date;
  /** The column it was dropped in (per-staff view), or undefined when the column did not change. */
  resourceId?: string;
}): AppointmentUpdateInput {
  const start = fromFcDate(o.start);
  const end = fromFcDate(o.end);
  return {
    day: start.day,
    endDay: end.day,
    start: start.time,
    end: end.time,
    ...(o.resourceId !== undefined ? { staffId: o.resourceId === ANY_STAFF ? null : o.resourceId } : {}),
  };
}

/** The PATCH that puts an appointment back where it was (the undo of a move). */
export function restorePatch(a: AppointmentDto): AppointmentUpdateInput {
  return {
    day: a.day,
    // Wall-clock times: an end at or before the start is on the next day (an appointment past midnight).
    endDay: a.end <= a.start ? nextDay(a.day) : a.day,
    start: a.start,
    end: a.end,
    staffId: a.staff?.id ?? null,
  };
}

const nextDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};
