import { isFrenchMobile } from '../clients/french-mobile.js';
import { MAX_REMINDERS } from '../reminders/reminder-rules.js';
import { calendarMessages as m } from './calendar.messages.js';

export interface NotifyChannelFacts {
  /** The appointment's client, or null when none is chosen yet. */
  client: { telPortable: string; email: string } | null;
  /** The appointment's start, an ISO-8601 UTC instant. */
  startsAt: string;
  now: Date;
}

/** Per channel, the French message saying why a reminder cannot go that way, or null when it can. */
export interface NotifyChannelIssues {
  sms: string | null;
  mail: string | null;
}

/**
 * Why an appointment's reminder cannot go by SMS or by e-mail: no client, an appointment already started,
 * no French mobile (SMS), no e-mail address (Mail). Shared by the server's check and the form's defaults.
 */
export function notifyChannelIssues({ client, startsAt, now }: NotifyChannelFacts): NotifyChannelIssues {
  if (!client) return { sms: m.clientRequired, mail: m.clientRequired };
  if (Date.parse(startsAt) <= now.getTime()) return { sms: m.reminderPast, mail: m.reminderPast };
  return {
    sms: isFrenchMobile(client.telPortable) ? null : m.smsNoPhone,
    mail: client.email.trim() ? null : m.mailNoEmail,
  };
}

/**
 * The reminder channels a new appointment starts with: every channel that is possible, unless the
 * professional has already planned as many other reminders as an appointment may have (`otherReminders`),
 * where ticking one would only earn the form's 'three at most' refusal.
 */
export function defaultNotifyChannels(facts: NotifyChannelFacts & { otherReminders?: number }): {
  sms: boolean;
  mail: boolean;
} {
  if ((facts.otherReminders ?? 0) >= MAX_REMINDERS) return { sms: false, mail: false };
  const issues = notifyChannelIssues(facts);
  return { sms: issues.sms === null, mail: issues.mail === null };
}
