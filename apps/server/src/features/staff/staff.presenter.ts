import type { StaffView } from '@quickrdv/core';
import type { StaffHourRow, StaffRow } from './staff.repository.js';

/** The seven days, Monday first, with their ranges in order. */
export function weekOfRanges(rows: Pick<StaffHourRow, 'weekday' | 'starts' | 'ends'>[]): StaffView['hours'] {
  return Array.from({ length: 7 }, (_, weekday) => ({
    weekday,
    ranges: rows.filter((r) => r.weekday === weekday).map((r) => ({ start: r.starts, end: r.ends })),
  }));
}

/** A staff member as the API returns it. */
export function toStaffView(
  row: StaffRow,
  serviceIds: string[],
  hours: Pick<StaffHourRow, 'weekday' | 'starts' | 'ends'>[],
): StaffView {
  return { ...row, serviceIds, hours: weekOfRanges(hours) };
}
