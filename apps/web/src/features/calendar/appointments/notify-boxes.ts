import {
  defaultNotifyChannels,
  notifyChannelIssues,
  zonedTimeToUtc,
  type NotifyChannelIssues,
} from '@quickrdv/core';

/** What the SMS and Mail boxes need to know of the picked client. */
export type ClientContact = { telPortable: string; email: string };

/** The boxes the professional ticked or unticked by hand; a channel left out follows the defaults. */
export type HandChoice = { sms?: boolean; mail?: boolean };

export interface NotifyBoxes {
  sms: boolean;
  mail: boolean;
  /** Why each channel is impossible (core's French messages), or null. */
  issues: NotifyChannelIssues;
}

/**
 * The creation form's SMS and Mail boxes: the professional's own choice, else core's default for this client
 * and start; an impossible channel is never ticked, whatever was chosen.
 */
export function notifyBoxes(o: {
  client: ClientContact | null;
  day: string;
  start: string;
  timeZone: string;
  now: number;
  hand: HandChoice;
  /** The 'Autres rappels' already planned: at the most allowed, the boxes start unticked. */
  otherReminders: number;
}): NotifyBoxes {
  const start = zonedTimeToUtc(o.day, o.start, o.timeZone);
  // A day or time being typed may not be one yet: judged as to come until it is.
  const startsAt = Number.isNaN(start.getTime()) ? '' : start.toISOString();
  const facts = { client: o.client, startsAt, now: new Date(o.now) };
  const issues = notifyChannelIssues(facts);
  const defaults = defaultNotifyChannels({ ...facts, otherReminders: o.otherReminders });
  return {
    issues,
    sms: !issues.sms && (o.hand.sms ?? defaults.sms),
    mail: !issues.mail && (o.hand.mail ?? defaults.mail),
  };
}
