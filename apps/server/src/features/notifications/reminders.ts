import { plannedReminders, reminderRunAt, type LocalDate, type ReminderRule } from '@quickrdv/core';
import type { Executor } from '../../db/database.js';
import { cancelPendingJobs, insertJobs, newJob, type NewJob } from '../../jobs/jobs.repository.js';

/** Kind of the durable job that sends one appointment reminder on one channel. */
export const REMINDER_JOB = 'appointment.reminder';

export type ReminderChannel = 'sms' | 'email';
export interface ReminderPayload {
  appointmentId: string;
  channel: ReminderChannel;
  /** 'change': the appointment was moved; the message says so instead of 'Rappel'. Absent: a reminder. */
  notice?: 'change';
}

export interface ReminderPlan {
  appointmentId: string;
  day: LocalDate;
  notifySms: boolean;
  notifyMail: boolean;
  daysBefore: number;
  timeZone: string;
  now: Date;
}

/** One reminder or change-notice job of an appointment on one channel, due at `runAt`. */
function reminderJob(
  p: { appointmentId: string; now: Date },
  channel: ReminderChannel,
  runAt: Date,
  notice?: 'change',
): NewJob {
  const payload: ReminderPayload = { appointmentId: p.appointmentId, channel, ...(notice ? { notice } : {}) };
  return newJob({
    kind: REMINDER_JOB,
    payload,
    now: p.now,
    runAt: runAt.toISOString(),
    refId: p.appointmentId,
  });
}

/** The jobs of a reminder plan: one per chosen channel, at once or at 09:00 local time N days before. */
export function reminderJobs(p: ReminderPlan): NewJob[] {
  const runAt = reminderRunAt({ day: p.day, daysBefore: p.daysBefore, timeZone: p.timeZone, now: p.now });
  return channelsOf(p).map((channel) => reminderJob(p, channel, runAt));
}

/**
 * The jobs telling the client at once that their appointment moved, on the channels they get reminders on.
 * The message is written at sending time, from the appointment as it then is.
 */
export function changeNoticeJobs(p: Omit<ReminderPlan, 'day' | 'daysBefore' | 'timeZone'>): NewJob[] {
  return channelsOf(p).map((channel) => reminderJob(p, channel, p.now, 'change'));
}

/**
 * The jobs of an appointment's reminder rules (up to three, each on its channels): the ones still to
 * come, at their moment (core's plannedReminders).
 */
export function ruleReminderJobs(p: {
  appointmentId: string;
  rules: ReminderRule[];
  startsAt: string;
  timeZone: string;
  now: Date;
}): NewJob[] {
  const planned = plannedReminders(p.rules, {
    startsAt: new Date(p.startsAt),
    timeZone: p.timeZone,
    now: p.now,
  });
  return planned.flatMap(({ rule, runAt }) =>
    channelsOf({ notifySms: rule.sms, notifyMail: rule.email }).map((channel) =>
      reminderJob(p, channel, runAt),
    ),
  );
}

/** The channels a choice of checkboxes, or a set of rules, reaches. */
export function channelsOf(p: { notifySms: boolean; notifyMail: boolean }): ReminderChannel[] {
  return [...(p.notifySms ? ['sms' as const] : []), ...(p.notifyMail ? ['email' as const] : [])];
}

/** Every channel an appointment is reminded on: its single reminder's and its rules'. */
export function appointmentChannels(
  single: { notifySms: boolean; notifyMail: boolean },
  rules: ReminderRule[],
): { notifySms: boolean; notifyMail: boolean } {
  return {
    notifySms: single.notifySms || rules.some((r) => r.sms),
    notifyMail: single.notifyMail || rules.some((r) => r.email),
  };
}

/** Plans one job per chosen channel (see reminderJobs). Returns how many. */
export async function planReminders(db: Executor, p: ReminderPlan): Promise<number> {
  const jobs = reminderJobs(p);
  await insertJobs(db, jobs);
  return jobs.length;
}

/** Cancels the reminders of an appointment that have not been sent yet (deleted or moved). */
export function cancelReminders(db: Executor, appointmentId: string, reason: string): Promise<number> {
  return cancelPendingJobs(db, appointmentId, reason);
}
