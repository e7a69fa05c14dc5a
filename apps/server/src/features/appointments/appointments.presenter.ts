import {
  ANY_STAFF_COLOR,
  parseStoredAnswers,
  parseStoredRules,
  type AppointmentDto,
  type ServiceRef,
} from '@quickrdv/core';
import type { JobRow } from '../../jobs/jobs.repository.js';
import { presentStaffRef, presentWhen } from '../availabilities/availabilities.presenter.js';
import type { ReminderPayload } from '../notifications/reminders.js';
import type { AppointmentListRow } from './appointments.repository.js';

export function presentAppointment(
  row: AppointmentListRow,
  services: ServiceRef[],
  jobs: JobRow[],
  timeZone: string,
): AppointmentDto {
  const staff = presentStaffRef(row);
  const client =
    row.clientId && row.clientNom !== null
      ? {
          id: row.clientId,
          nom: row.clientNom,
          prenom: row.clientPrenom ?? '',
          type: row.clientType as 'client pro' | 'client internet',
        }
      : null;
  return {
    id: row.id,
    ...presentWhen(row.startsAt, row.endsAt, timeZone),
    note: row.note,
    source: row.source as 'pro' | 'online',
    client,
    staff,
    color: staff?.color ?? ANY_STAFF_COLOR,
    services,
    availabilityId: row.availabilityId,
    notifySms: row.notifySms === 1,
    notifyMail: row.notifyMail === 1,
    notifyDaysBefore: row.notifyDaysBefore,
    reminders: parseStoredRules(row.reminderRules),
    answers: parseStoredAnswers(row.answers),
    notifications: jobs.map((j) => ({
      id: j.id,
      channel: (JSON.parse(j.payload) as ReminderPayload).channel,
      runAt: j.runAt,
      status: j.status,
    })),
  };
}
