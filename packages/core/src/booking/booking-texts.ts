import { joinFr } from '../calendar/reminder.js';
import { formatLongDateFr } from '../time/french-dates.js';
import { formatEuros } from '../services/amount-duration.js';
import { escapeHtml } from '../shared/escape-html.js';
import type { LocalDate } from '../time/zoned.js';

/** What the messages about one online booking say. */
export interface BookingFacts {
  businessName: string;
  /** One-line postal address of the business, if known. */
  address: string | null;
  businessPhone: string;
  clientPrenom: string;
  clientNom: string;
  clientEmail: string;
  clientPhone: string;
  day: LocalDate;
  start: string;
  end: string;
  services: string[];
  totalCents: number;
  staffPrenom: string | null;
  note: string;
  manageUrl: string;
  /** Answers to the questionnaires asked at booking (the professional's notice shows them). */
  answers?: { question: string; answer: string }[];
}

export interface MailText {
  subject: string;
  text: string;
  html: string;
}

/** A plain e-mail: greeting, one sentence, a list of facts, an optional link, a closing; text and HTML alike. */
function mail(o: {
  subject: string;
  greeting: string;
  sentence: string;
  facts: [string, string][];
  link?: [string, string];
  closing: string[];
}): MailText {
  const text = [
    o.greeting,
    '',
    o.sentence,
    '',
    ...o.facts.map(([k, v]) => `${k} : ${v}`),
    ...(o.link ? ['', `${o.link[0]} : ${o.link[1]}`] : []),
    '',
    ...o.closing,
  ].join('\n');
  const rows = o.facts
    .map(([k, v]) => `<li><strong>${escapeHtml(k)} :</strong> ${escapeHtml(v)}</li>`)
    .join('');
  const link = o.link ? `<p><a href="${escapeHtml(o.link[1])}">${escapeHtml(o.link[0])}</a></p>` : '';
  const html =
    `<p>${escapeHtml(o.greeting)}</p><p>${escapeHtml(o.sentence)}</p><ul>${rows}</ul>${link}` +
    `<p>${o.closing.map(escapeHtml).join('<br>')}</p>`;
  return { subject: o.subject, text, html };
}

function appointmentFacts(f: BookingFacts): [string, string][] {
  const facts: [string, string][] = [
    ['Date', formatLongDateFr(f.day)],
    ['Horaire', `de ${f.start} à ${f.end}`],
    [f.services.length > 1 ? 'Prestations' : 'Prestation', joinFr(f.services)],
    ['Prix', formatEuros(f.totalCents)],
  ];
  if (f.staffPrenom) facts.push(['Avec', f.staffPrenom]);
  if (f.address) facts.push(['Adresse', f.address]);
  return facts;
}

const clientClosing = (f: BookingFacts) => ['À bientôt,', f.businessName];

/** E-mail to the visitor who just booked. */
export function bookingConfirmationEmail(f: BookingFacts): MailText {
  const date = formatLongDateFr(f.day);
  return mail({
    subject: `Confirmation de votre rendez-vous chez ${f.businessName} le ${date} à ${f.start}`,
    greeting: `Bonjour ${f.clientPrenom},`,
    sentence: `Votre rendez-vous chez ${f.businessName} le ${date} à ${f.start} est confirmé.`,
    facts: appointmentFacts(f),
    link: ['Modifier ou annuler votre rendez-vous', f.manageUrl],
    closing: clientClosing(f),
  });
}

/** SMS to the visitor who just booked. */
export function bookingConfirmationSms(f: BookingFacts): string {
  return (
    `Bonjour ${f.clientPrenom}, votre rendez-vous chez ${f.businessName} le ${formatLongDateFr(f.day)} ` +
    `à ${f.start} est confirmé (${joinFr(f.services)}, ${formatEuros(f.totalCents)}). ` +
    `Modifier ou annuler : ${f.manageUrl}`
  );
}

function clientContact(f: BookingFacts): [string, string][] {
  const facts: [string, string][] = [
    ['Client', `${f.clientPrenom} ${f.clientNom}`],
    ['Téléphone portable', f.clientPhone],
    ['E-mail', f.clientEmail],
  ];
  if (f.note) facts.push(['Message du client', f.note]);
  return facts;
}

/** E-mail to the professional: a visitor booked, moved or cancelled online. */
export function proBookingEmail(
  f: BookingFacts,
  event: 'booked' | 'cancelled' | 'moved',
  previous?: { day: LocalDate; start: string },
): MailText {
  const date = formatLongDateFr(f.day);
  const who = `${f.clientPrenom} ${f.clientNom}`;
  const head = {
    booked: [
      `Nouveau rendez-vous en ligne : ${who} le ${date} à ${f.start}`,
      `${who} a pris rendez-vous en ligne le ${date} à ${f.start}.`,
    ],
    cancelled: [
      `Rendez-vous annulé en ligne : ${who} le ${date} à ${f.start}`,
      `${who} a annulé en ligne son rendez-vous du ${date} à ${f.start}. Le créneau est de nouveau proposé en ligne.`,
    ],
    moved: [
      `Rendez-vous déplacé en ligne : ${who} le ${date} à ${f.start}`,
      `${who} a déplacé en ligne son rendez-vous${previous ? ` du ${formatLongDateFr(previous.day)} à ${previous.start}` : ''} au ${date} à ${f.start}.`,
    ],
  }[event];
  return mail({
    subject: head[0]!,
    greeting: 'Bonjour,',
    sentence: head[1]!,
    facts: [
      ...appointmentFacts({ ...f, address: null }),
      ...clientContact(f),
      ...(event === 'booked' ? (f.answers ?? []).map((a): [string, string] => [a.question, a.answer]) : []),
    ],
    closing: ['Quick RDV'],
  });
}

/** E-mail to the visitor after they cancelled or moved their booking online. */
export function clientChangeEmail(f: BookingFacts, event: 'cancelled' | 'moved'): MailText {
  const date = formatLongDateFr(f.day);
  if (event === 'cancelled') {
    return mail({
      subject: `Annulation de votre rendez-vous chez ${f.businessName} le ${date} à ${f.start}`,
      greeting: `Bonjour ${f.clientPrenom},`,
      sentence: `Votre rendez-vous chez ${f.businessName} le ${date} à ${f.start} est bien annulé.`,
      facts: appointmentFacts(f),
      closing: clientClosing(f),
    });
  }
  return mail({
    subject: `Votre rendez-vous chez ${f.businessName} est déplacé au ${date} à ${f.start}`,
    greeting: `Bonjour ${f.clientPrenom},`,
    sentence: `Votre rendez-vous chez ${f.businessName} est déplacé au ${date} à ${f.start}.`,
    facts: appointmentFacts(f),
    link: ['Modifier ou annuler votre rendez-vous', f.manageUrl],
    closing: clientClosing(f),
  });
}
