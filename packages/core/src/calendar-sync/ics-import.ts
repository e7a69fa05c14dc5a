import ICAL from 'ical.js';
import { zonedTimeToUtc, utcToZoned } from '../time/zoned.js';
import { CALENDAR_IMPORT_MAX_OCCURRENCES, calendarSyncMessages as m } from './calendar-sync.messages.js';

/** One busy occurrence read from an .ics file, as UTC instants (epoch ms). */
export interface ImportedOccurrence {
  /** The event's UID and, for a recurrence, its occurrence's start: stable across refreshes. */
  key: string;
  summary: string;
  startsAt: number;
  endsAt: number;
}

/** Why a file cannot be imported, in French; nothing is stored. */
export class IcsImportError extends Error {}

/** Recurrence steps walked at most (before and inside the window), against a rule that never ends. */
const MAX_STEPS = 50_000;
const DAY_MS = 86_400_000;
const SUMMARY_MAX = 200;

type Component = InstanceType<typeof ICAL.Component>;
type Time = InstanceType<typeof ICAL.Time>;

const isIanaZone = (tz: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The instant of a date-time read by ical.js. A time zone defined in the file (VTIMEZONE) or UTC is
 * converted by ical.js; a TZID without definition (common: 'Europe/Paris' alone) is read as the IANA zone
 * of that name; a floating time, or an unknown zone, is the salon's. A date (all day) starts at midnight
 * in the salon's zone.
 */
function instantOf(t: Time, tzid: string | null, salonZone: string): number {
  const day = `${t.year}-${pad(t.month)}-${pad(t.day)}`;
  if (t.isDate) return zonedTimeToUtc(day, '00:00', salonZone).getTime();
  const zoneId = t.zone?.tzid;
  if (zoneId && zoneId !== 'floating') return t.toUnixTime() * 1000;
  const zone = tzid && isIanaZone(tzid) ? tzid : salonZone;
  return zonedTimeToUtc(day, `${pad(t.hour)}:${pad(t.minute)}`, zone).getTime() + t.second * 1000;
}

const tzidOf = (c: Component, name: string): string | null => {
  const value = c.getFirstProperty(name)?.getParameter('tzid');
  return typeof value === 'string' ? value : null;
};

/** The floating wall-clock time of a UTC instant in a zone: how EXDATEs meet a zone-less DTSTART. */
function wallClock(t: Time, zone: string): Time {
  const z = utcToZoned(new Date(t.toUnixTime() * 1000), zone);
  const [hour, minute] = z.time.split(':').map(Number) as [number, number];
  const [year, month, day] = z.day.split('-').map(Number) as [number, number, number];
  return ICAL.Time.fromData({ year, month, day, hour, minute, second: t.second });
}

/**
 * ical.js compares EXDATE and RECURRENCE-ID with the occurrences in their own zones; when DTSTART's TZID
 * has no definition in the file its times are floating, and a UTC exclusion would miss by the zone's
 * offset. Such UTC times are rewritten as wall-clock times of the IANA zone.
 */
function alignUtcReferences(master: Component, exceptions: Component[], tzid: string | null): void {
  if (!tzid || !isIanaZone(tzid)) return;
  const start = master.getFirstPropertyValue('dtstart');
  if (!(start instanceof ICAL.Time) || start.zone?.tzid !== 'floating') return;
  for (const c of [master, ...exceptions]) {
    for (const name of ['exdate', 'recurrence-id']) {
      for (const prop of c.getAllProperties(name)) {
        const values = prop.getValues() as Time[];
        if (values.some((v) => v.zone?.tzid === 'UTC'))
          prop.setValues(values.map((v) => (v.zone?.tzid === 'UTC' ? wallClock(v, tzid) : v)));
      }
    }
  }
}

function parseCalendar(text: string): Component {
  if (!/BEGIN:VCALENDAR/i.test(text.slice(0, 4096))) throw new IcsImportError(m.notIcs);
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch {
    throw new IcsImportError(m.broken);
  }
  const first = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed;
  const root = new ICAL.Component(first as unknown[]);
  if (root.name !== 'vcalendar') throw new IcsImportError(m.notIcs);
  return root;
}

const summaryOf = (c: Component) =>
  String(c.getFirstPropertyValue('summary') ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SUMMARY_MAX);

const isBusy = (c: Component) =>
  String(c.getFirstPropertyValue('status') ?? '').toUpperCase() !== 'CANCELLED' &&
  String(c.getFirstPropertyValue('transp') ?? '').toUpperCase() !== 'TRANSPARENT';

/**
 * Reads an .ics text and lists its busy occurrences overlapping [from, to) (epoch ms): recurrences
 * expanded (RRULE, RDATE, EXDATE, overridden instances by RECURRENCE-ID), time zones applied across DST.
 * Cancelled and transparent (free) events are left out. Throws IcsImportError with a French message
 * for a file that is not a calendar, is broken, or has more than `maxOccurrences` in the window.
 */
export function expandIcs(
  text: string,
  o: { from: number; to: number; salonZone: string; maxOccurrences?: number },
): { name: string | null; occurrences: ImportedOccurrence[] } {
  const root = parseCalendar(text);
  const max = o.maxOccurrences ?? CALENDAR_IMPORT_MAX_OCCURRENCES;
  const name = String(root.getFirstPropertyValue('x-wr-calname') ?? '').trim() || null;
  const byUid = new Map<string, { master?: Component; exceptions: Component[] }>();
  root.getAllSubcomponents('vevent').forEach((c, i) => {
    const uid = String(c.getFirstPropertyValue('uid') ?? `no-uid-${i}`);
    const entry = byUid.get(uid) ?? { exceptions: [] };
    if (c.hasProperty('recurrence-id')) entry.exceptions.push(c);
    else entry.master = c;
    byUid.set(uid, entry);
  });
  const out: ImportedOccurrence[] = [];
  let steps = 0;
  const push = (occ: ImportedOccurrence) => {
    if (occ.endsAt <= o.from || occ.startsAt >= o.to || occ.endsAt <= occ.startsAt) return;
    if (out.push(occ) > max) throw new IcsImportError(m.tooManyEvents);
  };
  try {
    for (const [uid, { master, exceptions }] of byUid) {
      // An overridden instance whose series is not in the file stands alone.
      const singles = master ? [] : exceptions;
      for (const c of singles) pushSingle(c, uid, o.salonZone, push);
      if (!master || !master.hasProperty('dtstart')) continue;
      const tzid = tzidOf(master, 'dtstart');
      alignUtcReferences(master, exceptions, tzid);
      const event = new ICAL.Event(master, { exceptions, strictExceptions: false });
      if (!event.isRecurring()) {
        if (isBusy(master)) pushSingle(master, uid, o.salonZone, push);
        continue;
      }
      // The series' length in real time, from its own DTSTART and DTEND (or DURATION): right even when
      // they are written in different forms (a TZID start and a UTC end, which ical.js would subtract as
      // wall clocks).
      const masterLength =
        instantOf(event.endDate, tzidOf(master, 'dtend') ?? tzid, o.salonZone) -
        instantOf(event.startDate, tzid, o.salonZone);
      const it = event.iterator();
      for (let next = it.next(); next; next = it.next()) {
        if (++steps > MAX_STEPS) throw new IcsImportError(m.tooManyEvents);
        const nextAt = instantOf(next, tzid, o.salonZone);
        // Occurrences come in the order of their original start; a moved one may land elsewhere (a few
        // days around, in practice), so the walk looks a week beyond the window on both sides.
        if (nextAt >= o.to + 7 * DAY_MS) break;
        if (nextAt < o.from - 7 * DAY_MS) continue;
        const details = event.getOccurrenceDetails(next);
        const item = details.item.component;
        if (!isBusy(item)) continue;
        const startsAt = instantOf(details.startDate, tzidOf(item, 'dtstart'), o.salonZone);
        const endTzid = tzidOf(item, 'dtend') ?? tzidOf(item, 'dtstart');
        const fromSeries = details.item.component === master && !details.startDate.isDate;
        push({
          key: `${uid}|${nextAt}`,
          summary: summaryOf(item),
          startsAt,
          endsAt: fromSeries ? startsAt + masterLength : instantOf(details.endDate, endTzid, o.salonZone),
        });
      }
    }
  } catch (error) {
    if (error instanceof IcsImportError) throw error;
    throw new IcsImportError(m.broken);
  }
  return { name, occurrences: out.sort((a, b) => a.startsAt - b.startsAt) };
}

function pushSingle(
  c: Component,
  uid: string,
  salonZone: string,
  push: (occ: ImportedOccurrence) => void,
): void {
  if (!c.hasProperty('dtstart') || !isBusy(c)) return;
  const event = new ICAL.Event(c, { exceptions: [], strictExceptions: false });
  const startsAt = instantOf(event.startDate, tzidOf(c, 'dtstart'), salonZone);
  // No DTEND nor DURATION: a date lasts its day, a date-time is an instant (ical.js gives the start).
  const endsAt = instantOf(event.endDate, tzidOf(c, 'dtend') ?? tzidOf(c, 'dtstart'), salonZone);
  const allDayWithoutEnd = event.startDate.isDate && endsAt <= startsAt;
  push({
    key: `${uid}|${c.hasProperty('recurrence-id') ? String(c.getFirstPropertyValue('recurrence-id')) : ''}`,
    summary: summaryOf(c),
    startsAt,
    endsAt: allDayWithoutEnd ? startsAt + DAY_MS : endsAt,
  });
}
