import { ANY_STAFF_COLOR, utcToZoned, type AvailabilityDto, type ServiceRef } from '@quickrdv/core';
import type { AvailabilityListRow } from './availabilities.repository.js';

/** ISO instants plus the local day and wall-clock times in the professional's time zone. */
export function presentWhen(startsAt: string, endsAt: string, timeZone: string) {
  const start = utcToZoned(new Date(startsAt), timeZone);
  return {
    startsAt,
    endsAt,
    day: start.day,
    start: start.time,
    end: utcToZoned(new Date(endsAt), timeZone).time,
  };
}

/** The staff member joined onto a calendar row, or null for 'Indifférent'. */
export function presentStaffRef(row: {
  staffId: string | null;
  staffPrenom: string | null;
  staffNom: string | null;
  staffColor: string | null;
}) {
  return row.staffId && row.staffPrenom !== null
    ? {
        id: row.staffId,
        prenom: row.staffPrenom,
        nom: row.staffNom ?? '',
        color: row.staffColor ?? ANY_STAFF_COLOR,
      }
    : null;
}

export function presentAvailability(
  row: AvailabilityListRow,
  services: ServiceRef[],
  timeZone: string,
): AvailabilityDto {
  const staff = presentStaffRef(row);
  return {
    id: row.id,
    seriesId: row.seriesId,
    ...presentWhen(row.startsAt, row.endsAt, timeZone),
    note: row.note,
    staff,
    color: staff?.color ?? ANY_STAFF_COLOR,
    services,
    booked: row.appointmentId !== null,
    appointmentId: row.appointmentId,
  };
}
