import { formatLongDateFr } from '../time/french-dates.js';
import { addDays, zonedTimeToUtc, type LocalDate } from '../time/zoned.js';
import { daysBetween } from './days.js';
import { notificationDelayOptions } from './notification-delay.js';
import { escapeHtml } from '../shared/escape-html.js';

/** Local time at which a reminder planned 'N jours avant' is sent on that day. */
export const REMINDER_LOCAL_TIME = '09:00';

/** True when `daysBefore` is one of the delays offered for an appointment on `day`, seen from `today`. */
export function isDelayOffered(today: LocalDate, day: LocalDate, daysBefore: number): boolean {
  return notificationDelayOptions(daysBetween(today, day)).some((o) => o.daysBefore === daysBefore);
}

/**
 * When a reminder runs: at once for 'Immédiatement' (0), else at 09:00 local time N days before the
 * appointment day, or at once if that moment has already passed.
 */
export function reminderRunAt(o: { day: LocalDate; daysBefore: number; timeZone: string; now: Date }): Date {
  if (o.daysBefore <= 0) return o.now;
  const at = zonedTimeToUtc(addDays(o.day, -o.daysBefore), REMINDER_LOCAL_TIME, o.timeZone);
  return at.getTime() < o.now.getTime() ? o.now : at;
}

/** 'A', 'A et B', 'A, B et C'. */
export function joinFr(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`;
}

export interface ReminderFacts {
  clientPrenom: string;
  businessName: string;
  day: LocalDate;
  start: string;
  end: string;
  services: string[];
  /** Partner's first name, if one is chosen. */
  staffPrenom?: string | null;
  /** One-line postal address of the business, if known. */
  address?: string | null;
}

/** 'Bonjour Sophie, nous vous rappelons votre rendez-vous chez Salon Lumière le mardi 24 novembre 2026 à 14:30 pour Coupe homme.' */
export function reminderSms(f: ReminderFacts): string {
  const services = f.services.length ? ` pour ${joinFr(f.services)}` : '';
  return `Bonjour ${f.clientPrenom}, nous vous rappelons votre rendez-vous chez ${f.businessName} le ${formatLongDateFr(f.day)} à ${f.start}${services}.`;
}

/** 'Bonjour Sophie, votre rendez-vous chez Salon Lumière a été modifié : il aura lieu le mardi 24 novembre 2026 à 14:30 pour Coupe homme.' */
export function changeNoticeSms(f: ReminderFacts): string {
  const services = f.services.length ? ` pour ${joinFr(f.services)}` : '';
  return `Bonjour ${f.clientPrenom}, votre rendez-vous chez ${f.businessName} a été modifié : il aura lieu le ${formatLongDateFr(f.day)} à ${f.start}${services}.`;
}

/** The reminder e-mail: subject, plain text and a simple HTML body carrying the same facts. */
export function reminderEmail(f: ReminderFacts): { subject: string; text: string; html: string } {
  const date = formatLongDateFr(f.day);
  return appointmentEmail(f, {
    subject: `Rappel : votre rendez-vous chez ${f.businessName} le ${date} à ${f.start}`,
    sentence: `Nous vous rappelons votre rendez-vous chez ${f.businessName} le ${date} à ${f.start}.`,
  });
}

/** The e-mail telling a client their appointment was moved (or changed), with its new facts. */
export function changeNoticeEmail(f: ReminderFacts): { subject: string; text: string; html: string } {
  const date = formatLongDateFr(f.day);
  return appointmentEmail(f, {
    subject: `Modification : votre rendez-vous chez ${f.businessName} le ${date} à ${f.start}`,
    sentence: `Votre rendez-vous chez ${f.businessName} a été modifié : il aura lieu le ${date} à ${f.start}.`,
  });
}

function appointmentEmail(
  f: ReminderFacts,
  words: { subject: string; sentence: string },
): { subject: string; text: string; html: string } {
  const date = formatLongDateFr(f.day);
  const facts: [string, string][] = [
    ['Date', date],
    ['Horaire', `de ${f.start} à ${f.end}`],
  ];
  if (f.services.length) facts.push(['Prestation', joinFr(f.services)]);
  if (f.staffPrenom) facts.push(['Avec', f.staffPrenom]);
  if (f.address) facts.push(['Adresse', f.address]);
  const { sentence } = words;
  const text = [
    `Bonjour ${f.clientPrenom},`,
    '',
    sentence,
    '',
    ...facts.map(([k, v]) => `${k} : ${v}`),
    '',
    'À bientôt,',
    f.businessName,
  ].join('\n');
  const rows = facts
    .map(([k, v]) => `<li><strong>${escapeHtml(k)} :</strong> ${escapeHtml(v)}</li>`)
    .join('');
  const html =
    `<p>Bonjour ${escapeHtml(f.clientPrenom)},</p>` +
    `<p>${escapeHtml(sentence)}</p>` +
    `<ul>${rows}</ul>` +
    `<p>À bientôt,<br>${escapeHtml(f.businessName)}</p>`;
  return { subject: words.subject, text, html };
}
