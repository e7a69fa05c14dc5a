import {
  calendarMessages as m,
  isDelayOffered,
  isFrenchMobile,
  notifyChannelIssues,
  timeRangeIssue,
  utcToZoned,
  zonedTimeToUtc,
  type ReminderRule,
  type TimeRange,
} from '@quickrdv/core';
import type { AppointmentUpdateInput } from '@quickrdv/core';
import type { Executor } from '../../db/database.js';
import { AppError, fieldError } from '../../http/app-error.js';
import { presentWhen } from '../availabilities/availabilities.presenter.js';
import { overlappingAppointment, type AppointmentListRow } from './appointments.repository.js';

/** UTC instants of an appointment range, after the calendar rules (end later, same day). */
export function appointmentInstants(
  range: TimeRange,
  timeZone: string,
): { startsAt: string; endsAt: string } {
  const issue = timeRangeIssue(range, m.appointmentSameDay);
  if (issue) throw fieldError(issue.field, issue.message);
  const startsAt = zonedTimeToUtc(range.day, range.start, timeZone).toISOString();
  const endsAt = zonedTimeToUtc(range.day, range.end, timeZone).toISOString();
  // 02:00-03:00 on the spring-forward night does not exist.
  if (endsAt <= startsAt) throw fieldError('end', m.endAfterStart);
  return { startsAt, endsAt };
}

export interface ReminderChoice {
  notifySms: boolean;
  notifyMail: boolean;
  notifyDaysBefore: number;
}

/**
 * A reminder can be planned only for an appointment still to come, to a client with a mobile number
 * (SMS) or an e-mail address, with one of the delays offered for that date.
 */
export function assertReminderPossible(o: {
  choice: ReminderChoice;
  client: { telPortable: string; email: string } | null;
  day: string;
  startsAt: string;
  timeZone: string;
  now: Date;
}): void {
  const { choice } = o;
  if (!choice.notifySms && !choice.notifyMail) return;
  // The channel rules are core's, shared with the form's defaults: the first chosen channel's issue wins.
  const issues = notifyChannelIssues(o);
  if (!o.client) throw fieldError('clientId', m.clientRequired);
  if (choice.notifySms && issues.sms) throw fieldError('notifySms', issues.sms);
  if (choice.notifyMail && issues.mail) throw fieldError('notifyMail', issues.mail);
  if (!isDelayOffered(utcToZoned(o.now, o.timeZone).day, o.day, choice.notifyDaysBefore)) {
    throw fieldError('notifyDaysBefore', m.delayInvalid);
  }
}

/** Reminder rules reach the client only on channels they have: a French mobile for SMS, an e-mail. */
export function assertRulesPossible(
  rules: ReminderRule[],
  client: { telPortable: string; email: string } | null,
): void {
  if (!rules.length) return;
  if (!client) throw fieldError('clientId', m.clientRequired);
  if (rules.some((r) => r.sms) && !isFrenchMobile(client.telPortable))
    throw fieldError('reminders', m.smsNoPhone);
  if (rules.some((r) => r.email) && !client.email) throw fieldError('reminders', m.mailNoEmail);
}

/** Refuses a second appointment of one staff member at the same time ('Indifférent' never clashes). */
export async function assertNoOverlap(
  db: Executor,
  o: { proId: string; staffId: string | null; startsAt: string; endsAt: string; excludeId?: string },
): Promise<void> {
  if (!o.staffId) return;
  const clash = await overlappingAppointment(db, { ...o, staffId: o.staffId });
  if (clash) throw new AppError('conflict', m.appointmentOverlap, { start: m.appointmentOverlap });
}

/**
 * An appointment as a PATCH would leave it: the sent fields over the stored ones, with its instants checked.
 * `moved` (day, times or partner changed) and `replan` (moved, other client, other reminder choice) say
 * what the change implies.
 */
export function mergeUpdate(row: AppointmentListRow, input: AppointmentUpdateInput, timeZone: string) {
  const current = presentWhen(row.startsAt, row.endsAt, timeZone);
  const day = input.day ?? current.day;
  const range = {
    day,
    endDay: input.endDay ?? day,
    start: input.start ?? current.start,
    end: input.end ?? current.end,
  };
  const { startsAt, endsAt } = appointmentInstants(range, timeZone);
  const staffId = input.staffId !== undefined ? input.staffId : row.staffId;
  const clientChanged = input.clientId !== undefined && input.clientId !== row.clientId;
  const choice: ReminderChoice = {
    notifySms: input.notifySms ?? row.notifySms === 1,
    notifyMail: input.notifyMail ?? row.notifyMail === 1,
    notifyDaysBefore: input.notifyDaysBefore ?? row.notifyDaysBefore,
  };
  const moved = startsAt !== row.startsAt || endsAt !== row.endsAt || staffId !== row.staffId;
  const replan =
    moved ||
    clientChanged ||
    choice.notifySms !== (row.notifySms === 1) ||
    choice.notifyMail !== (row.notifyMail === 1) ||
    choice.notifyDaysBefore !== row.notifyDaysBefore;
  return { day, startsAt, endsAt, staffId, clientChanged, choice, moved, replan };
}
