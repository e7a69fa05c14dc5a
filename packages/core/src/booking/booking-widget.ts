/**
 * Pure rules of the public booking widget (the booking frame): selection texts and totals, slot fit,
 * French date labels, service search, the hand-built weekly grid. No I/O and no validation library, so the
 * light widget bundle can import them.
 */
import { isBookingPhone } from '../clients/french-mobile.js';
import { FRENCH_MONTHS, FRENCH_WEEKDAYS } from '../time/french-dates.js';
import { addDays, weekdayOf } from '../time/zoned.js';
import { formatEuros } from '../services/amount-duration.js';
import { bookingMessages as m, formatDurationFr } from './booking.messages.js';

/** A day 'YYYY-MM-DD' (local to the professional). */
type Day = string;

const MONTHS_SHORT = ['jan', 'fév', 'mar', 'avr', 'mai', 'jun', 'jul', 'aoû', 'sep', 'oct', 'nov', 'déc'];
const parts = (day: Day) => day.split('-').map(Number) as [number, number, number];

/** Header shortcut of a day: day number and 3-letter French month ('7', 'déc'). */
export function dayShortcut(day: Day): { dayNumber: string; month: string } {
  const [, mo, d] = parts(day);
  return { dayNumber: String(d), month: MONTHS_SHORT[mo - 1]! };
}

/** Accordion heading of a day: "Aujourd'hui", 'Demain', else 'mercredi 3 décembre' (year when not this one). */
export function dayHeadingFr(day: Day, today: Day): string {
  if (day === today) return "Aujourd'hui";
  if (day === addDays(today, 1)) return 'Demain';
  const [y, mo, d] = parts(day);
  const year = y === parts(today)[0] ? '' : ` ${y}`;
  return `${FRENCH_WEEKDAYS[weekdayOf(day)]} ${d === 1 ? '1er' : d} ${FRENCH_MONTHS[mo - 1]}${year}`;
}

/** Column heading of the weekly grid: 'mer.' and '3'. */
export function weekColumnLabel(day: Day): { weekday: string; dayNumber: string; month: string } {
  const [, mo, d] = parts(day);
  return {
    weekday: `${FRENCH_WEEKDAYS[weekdayOf(day)]!.slice(0, 3)}.`,
    dayNumber: String(d),
    month: MONTHS_SHORT[mo - 1]!,
  };
}

/** A price as a salon writes it: '25 €', '25,50 €'. */
export const priceFr = (cents: number): string => formatEuros(cents);

/** Title of the selection summary: none, one, several. */
export function selectionTitle(count: number): string {
  if (count === 0) return 'Je choisis une prestation';
  return count === 1 ? 'Ma Sélection' : 'Mes sélections';
}

/** Label of the button that goes on to the slots. */
export const reserveLabel = (count: number) =>
  count > 1 ? 'RESERVER CES PRESTATIONS' : 'RESERVER CETTE PRESTATION';

interface PricedService {
  id: string;
  amountCents: number;
  durationMinutes: number;
}

/** The chosen services (in the catalogue's order) with their total price and duration. */
export function selectionTotals<S extends PricedService>(
  services: readonly S[],
  selectedIds: readonly string[],
): { services: S[]; cents: number; minutes: number } {
  const chosen = services.filter((s) => selectedIds.includes(s.id));
  return {
    services: chosen,
    cents: chosen.reduce((sum, s) => sum + s.amountCents, 0),
    minutes: chosen.reduce((sum, s) => sum + s.durationMinutes, 0),
  };
}

/** Ticks a service once, or unticks it. */
export function toggleId(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

/** Why a selection cannot start on a slot (null when it can): a service not offered there, or too long. */
export function slotFitProblem(
  slot: { maxMinutes: number },
  offered: readonly string[],
  selection: { ids: readonly string[]; minutes: number },
): string | null {
  if (selection.ids.some((id) => !offered.includes(id))) return m.serviceNotOffered;
  if (selection.minutes > slot.maxMinutes)
    return (
      `La durée des prestations choisies (${formatDurationFr(selection.minutes)}) dépasse le temps ` +
      `disponible sur ce créneau (${formatDurationFr(slot.maxMinutes)}). ` +
      'Retirez une prestation ou choisissez un autre créneau.'
    );
  return null;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Service search: case-insensitive (and accent-insensitive) on the name; empty categories drop out. */
export function searchServices<C extends { services: readonly { name: string }[] }>(
  categories: readonly C[],
  query: string,
): C[] {
  const q = fold(query.trim());
  if (!q) return [...categories];
  return categories
    .map((c) => ({ ...c, services: c.services.filter((s) => fold(s.name).includes(q)) }))
    .filter((c) => c.services.length > 0);
}

/** Hours shown by the weekly calendar: 07:00 to 21:00. */
export const WEEK_GRID_START = 7 * 60;
export const WEEK_GRID_END = 21 * 60;
/**
 * Days the weekly calendar shows at once, and how far prev/next move. The spec moves by five days while
 * showing three, so two days in five could never be seen: it moves by the days shown.
 */
export const WEEK_GRID_DAYS = 3;
export const WEEK_GRID_STEP = WEEK_GRID_DAYS;

const minutesOf = (time: string) => {
  const [h, mi] = time.split(':').map(Number) as [number, number];
  return h * 60 + mi;
};

/** A slot's end in minutes; one ending at 00:00 (or before its start) ends at midnight, 24:00. */
const endMinutesOf = (start: string, end: string) =>
  minutesOf(end) <= minutesOf(start) ? 24 * 60 : minutesOf(end);

/** Where a slot sits in the weekly grid, as fractions (0-1) of its height; null when outside 07:00-21:00. */
export function gridPosition(start: string, end: string): { top: number; height: number } | null {
  const span = WEEK_GRID_END - WEEK_GRID_START;
  const a = Math.max(minutesOf(start), WEEK_GRID_START);
  const b = Math.min(endMinutesOf(start, end), WEEK_GRID_END);
  if (b <= a) return null;
  return { top: (a - WEEK_GRID_START) / span, height: (b - a) / span };
}

/**
 * Side-by-side lanes for one day's slots of the weekly calendar, in the given order: slots that overlap
 * (two partners free at 09:00) share their cell's width instead of sitting on top of each other, where only
 * the top one could be clicked. Each group of overlapping slots is as many lanes wide as it needs.
 */
export function weekLanes(slots: { start: string; end: string }[]): { lane: number; lanes: number }[] {
  const order = slots
    .map((_, i) => i)
    .sort((a, b) => minutesOf(slots[a]!.start) - minutesOf(slots[b]!.start));
  const out: { lane: number; lanes: number }[] = slots.map(() => ({ lane: 0, lanes: 1 }));
  let group: number[] = [];
  let laneEnds: number[] = [];
  let groupEnd = 0;
  const close = () => {
    for (const i of group) out[i]!.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  for (const i of order) {
    const start = minutesOf(slots[i]!.start);
    const end = endMinutesOf(slots[i]!.start, slots[i]!.end);
    if (group.length && start >= groupEnd) close();
    groupEnd = group.length ? Math.max(groupEnd, end) : end;
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane === -1) lane = laneEnds.push(0) - 1;
    laneEnds[lane] = end;
    out[i]!.lane = lane;
    group.push(i);
  }
  close();
  return out;
}

/** The days a weekly calendar starting on `start` shows. */
export const weekGridDays = (start: Day) =>
  Array.from({ length: WEEK_GRID_DAYS }, (_, i) => addDays(start, i));

/**
 * The spec shows the weekly calendar instead of the list on iOS before 16 (its Safari handled the list
 * badly): true for an iPhone, iPad or iPod user agent of iOS 15 or older.
 */
export function isIosBefore16(userAgent: string): boolean {
  const match = /(?:iPhone|iPad|iPod).*? OS (\d+)[_.]/.exec(userAgent);
  return match ? Number(match[1]) < 16 : false;
}

/** Banner of the weekly calendar when nothing is bookable ahead. */
export const noNextAppointmentText = (member?: string) =>
  `Aucun prochain rendez-vous enregistré${member ? ` pour ${member}` : ''}`;

export interface VisitorDetails {
  prenom: string;
  nom: string;
  telPortable: string;
  email: string;
  note: string;
  acceptTerms: boolean;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The booking form's checks before sending (the server checks again): field -> French message. */
export function visitorDetailsErrors(v: VisitorDetails): Partial<Record<keyof VisitorDetails, string>> {
  const errors: Partial<Record<keyof VisitorDetails, string>> = {};
  if (!v.prenom.trim()) errors.prenom = m.prenomRequired;
  else if (v.prenom.trim().length > 100) errors.prenom = m.prenomTooLong;
  if (!v.nom.trim()) errors.nom = m.nomRequired;
  else if (v.nom.trim().length > 100) errors.nom = m.nomTooLong;
  if (!isBookingPhone(v.telPortable)) errors.telPortable = m.telPortableInvalid;
  if (!EMAIL_RE.test(v.email.trim()) || v.email.trim().length > 255) errors.email = m.emailInvalid;
  if (v.note.trim().length > 1000) errors.note = m.noteTooLong;
  if (!v.acceptTerms) errors.acceptTerms = m.acceptTerms;
  return errors;
}

/** Wall-clock time `minutes` after `time` ('09:30' + 75 -> '10:45'), wrapping past midnight. */
export function timePlus(time: string, minutes: number): string {
  const total = (minutesOf(time) + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
