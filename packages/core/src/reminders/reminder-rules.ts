import { z } from 'zod';
import { daysBetween } from '../calendar/days.js';
import { RecentMap } from '../shared/recent-map.js';
import { REMINDER_LOCAL_TIME } from '../calendar/reminder.js';
import { addDays, utcToZoned, zonedTimeToUtc } from '../time/zoned.js';

/**
 * Several reminders per appointment (up to three), each at a delay before it and on one or two channels.
 * Day delays are sent at 09:00 local time that many days before (as the spec's single reminder); hour
 * delays that many hours before the start.
 */
export const REMINDER_DELAYS = [
  { code: '1h', label: '1 heure avant', hours: 1 },
  { code: '2h', label: '2 heures avant', hours: 2 },
  { code: '3h', label: '3 heures avant', hours: 3 },
  { code: '6h', label: '6 heures avant', hours: 6 },
  { code: '12h', label: '12 heures avant', hours: 12 },
  { code: '1d', label: '1 jour avant (à 09:00)', days: 1 },
  { code: '2d', label: '2 jours avant (à 09:00)', days: 2 },
  { code: '3d', label: '3 jours avant (à 09:00)', days: 3 },
  { code: '7d', label: '7 jours avant (à 09:00)', days: 7 },
] as const satisfies readonly { code: string; label: string; hours?: number; days?: number }[];

export type ReminderDelay = (typeof REMINDER_DELAYS)[number]['code'];
const CODES = REMINDER_DELAYS.map((d) => d.code) as [ReminderDelay, ...ReminderDelay[]];
export const MAX_REMINDERS = 3;

export const reminderMessages = {
  delayInvalid: 'Choisissez quand envoyer ce rappel.',
  channelRequired: 'Cochez SMS ou e-mail pour chaque rappel.',
  tooMany: 'Trois rappels au plus par rendez-vous.',
  duplicate: 'Deux rappels ont le même délai.',
  invalid: 'Les rappels sont invalides.',
  saved: 'Rappels enregistrés',
} as const;
const m = reminderMessages;

export const reminderRuleSchema = z.object({
  delay: z.enum(CODES, { error: m.delayInvalid }),
  sms: z.boolean({ error: m.invalid }),
  email: z.boolean({ error: m.invalid }),
});
export type ReminderRule = z.output<typeof reminderRuleSchema>;

/** Up to `max` rules, each with a channel, no two at the same delay. */
export const reminderRulesSchema = (max = MAX_REMINDERS) =>
  z
    .array(reminderRuleSchema, { error: m.invalid })
    .max(max, { error: m.tooMany })
    .superRefine((rules, ctx) => {
      rules.forEach((r, i) => {
        if (!r.sms && !r.email) ctx.addIssue({ code: 'custom', path: [i], message: m.channelRequired });
      });
      if (new Set(rules.map((r) => r.delay)).size !== rules.length)
        ctx.addIssue({ code: 'custom', message: m.duplicate });
    });

/** Body of PUT /reminders/settings: the salon's default reminders. */
export const reminderDefaultsInputSchema = z.object({ rules: reminderRulesSchema() });

export const reminderDelayLabel = (code: ReminderDelay): string =>
  REMINDER_DELAYS.find((d) => d.code === code)?.label ?? code;

/** When a rule's reminder is due for an appointment starting at `startsAt`. */
export function ruleRunAt(delay: ReminderDelay, startsAt: Date, timeZone: string): Date {
  const d = REMINDER_DELAYS.find((x) => x.code === delay)!;
  if ('hours' in d) return new Date(startsAt.getTime() - d.hours * 3_600_000);
  const day = utcToZoned(startsAt, timeZone).day;
  return zonedTimeToUtc(addDays(day, -d.days), REMINDER_LOCAL_TIME, timeZone);
}

export interface PlannedReminder {
  rule: ReminderRule;
  runAt: Date;
}

/**
 * The reminders still worth sending: a rule whose moment has passed is dropped (never sent late, never
 * several at once); a day rule is kept only where the spec's delay options offer it (at least that many
 * days away, never for today or tomorrow: the confirmation already covers those).
 */
export function plannedReminders(
  rules: ReminderRule[],
  o: { startsAt: Date; timeZone: string; now: Date },
): PlannedReminder[] {
  const today = utcToZoned(o.now, o.timeZone).day;
  const day = utcToZoned(o.startsAt, o.timeZone).day;
  const out: PlannedReminder[] = [];
  for (const rule of rules) {
    if (!rule.sms && !rule.email) continue;
    const d = REMINDER_DELAYS.find((x) => x.code === rule.delay);
    if (!d) continue;
    const away = daysBetween(today, day);
    if ('days' in d && (away <= 1 || away < d.days)) continue;
    const runAt = ruleRunAt(rule.delay, o.startsAt, o.timeZone);
    if (runAt.getTime() <= o.now.getTime()) continue;
    out.push({ rule, runAt });
  }
  return out.sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
}

// Built once: every online booking reads the salon's defaults, and building a zod schema costs more than
// parsing with it.
let storedRules: ReturnType<typeof reminderRulesSchema> | undefined;
const storedRulesSchema = () => (storedRules ??= reminderRulesSchema());

/** Stored texts already parsed: a salon's defaults are read back on each of its bookings. */
const parsedTexts = new RecentMap<string, readonly ReminderRule[]>(200);

/** Reads stored rules back; anything unreadable counts as none (a reminder is never worth a broken page). */
export function parseStoredRules(json: string | null | undefined): ReminderRule[] {
  if (!json) return [];
  let rules = parsedTexts.get(json);
  if (!rules) parsedTexts.set(json, (rules = parseRulesText(json)));
  // Fresh objects each time: callers may change what they get.
  return rules.map((r) => ({ ...r }));
}

function parseRulesText(json: string): ReminderRule[] {
  try {
    const parsed = storedRulesSchema().safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
