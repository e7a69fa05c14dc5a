import {
  addDays,
  bookingMessages as m,
  encodeSlotRef,
  staffListVersion,
  freeSlots,
  matchingSlots,
  utcToZoned,
  zonedClock,
  zonedTimeToUtc,
  type FreeSlot,
  type PublicSlot,
  type SlotSearchQuery,
  type SlotSearchReply,
} from '@quickrdv/core';
import type { Executor } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { fieldError } from '../../http/app-error.js';
import { loadCatalog, loadWindow, type LoadedCatalog } from './slots.repository.js';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
/** Slots starting this long after a window still count for the runs of the window's last slots. */
const RUN_MARGIN_MS = 12 * HOUR_MS;
/** How far ahead the next free day is looked for. */
const LOOKAHEAD_DAYS = 365;

/** The first instant a slot may start at: now plus the professional's minimum notice. */
export const earliestStart = (pro: Pick<ProRow, 'bookingNoticeHours'>, now: Date) =>
  now.getTime() + pro.bookingNoticeHours * HOUR_MS;

export interface SlotFilter {
  staffId?: string | undefined;
  serviceIds: string[];
}

/** Refuses a staff member or a service the professional does not offer online (400, field named). */
export function assertFilter(catalog: LoadedCatalog, f: SlotFilter): void {
  if (f.staffId !== undefined && !catalog.staffById.has(f.staffId))
    throw fieldError('staffId', m.staffUnknown);
  if (f.serviceIds.some((id) => !catalog.durations.has(id))) throw fieldError('serviceIds', m.serviceUnknown);
}

/** The free slots matching a filter that start in [from, to), in order. */
export async function matchingIn(
  db: Executor,
  o: { pro: ProRow; catalog: LoadedCatalog; filter: SlotFilter; from: number; to: number; now: Date },
): Promise<FreeSlot[]> {
  const earliest = earliestStart(o.pro, o.now);
  const from = Math.max(o.from, earliest);
  if (from >= o.to) return [];
  const { slots, appointments } = await loadWindow(db, {
    proId: o.pro.id,
    slotsFrom: new Date(from),
    slotsTo: new Date(o.to + RUN_MARGIN_MS),
  });
  const free = freeSlots({ slots, appointments, earliest, catalog: o.catalog });
  return matchingSlots(free, { ...o.filter, catalog: o.catalog }).filter((s) => s.startsAt < o.to);
}

/**
 * Up to `count` local days (in order) with a matching free slot, from the instant `after` on, looking
 * up to a year ahead in growing windows so the usual case (slots this week) costs one small query.
 */
export async function nextFreeDays(
  db: Executor,
  o: { pro: ProRow; catalog: LoadedCatalog; filter: SlotFilter; after: number; count: number; now: Date },
): Promise<string[]> {
  const clock = zonedClock(o.pro.timeZone);
  const days: string[] = [];
  const end = o.now.getTime() + LOOKAHEAD_DAYS * DAY_MS;
  let from = o.after;
  for (const span of [14, 49, 120, 182]) {
    if (from >= end) break;
    const to = Math.min(from + span * DAY_MS, end);
    for (const s of await matchingIn(db, { ...o, from, to })) {
      const { day } = clock(s.startsAt);
      if (days.at(-1) !== day) days.push(day);
      if (days.length === o.count) return days;
    }
    from = to;
  }
  return days;
}

/**
 * Builds the compact reply body from free slots (thousands at a time): staff listed once, each distinct
 * set of services once (`offers`), and every slot referring to them; wall-clock times grouped by local day.
 */
export function slotPresenter(catalog: LoadedCatalog, timeZone: string) {
  const clock = zonedClock(timeZone);
  const offers: string[][] = [];
  // freeSlots shares one array per (staff, services) combination: identity is the cheap key.
  const offerIndex = new Map<readonly string[], number>();
  const byContent = new Map<string, number>();
  const offerOf = (ids: string[]) => {
    let i = offerIndex.get(ids);
    if (i === undefined) {
      const key = ids.join(',');
      i = byContent.get(key);
      if (i === undefined) byContent.set(key, (i = offers.push(ids) - 1));
      offerIndex.set(ids, i);
    }
    return i;
  };
  const days: SlotSearchReply['days'] = [];
  const staffIndex = new Map(catalog.staff.map((x, i) => [x.id, i]));
  const version = staffListVersion(catalog.staff.map((x) => x.id));
  // A compact reference (staff index, start, staff list version) rather than the availability's random id:
  // see slot-ref.ts.
  const idOf = (s: FreeSlot) => {
    const index = s.staffId === null ? null : staffIndex.get(s.staffId);
    return index === undefined ? s.id : encodeSlotRef(index, s.startsAt, version);
  };
  return {
    add(s: FreeSlot): void {
      const start = clock(s.startsAt);
      const slot: PublicSlot = {
        id: idOf(s),
        start: start.time,
        end: clock(s.endsAt).time,
        staffId: s.staffId,
        offer: offerOf(s.offered),
        maxMinutes: Math.round((s.runEnd - s.startsAt) / 60_000),
      };
      const last = days.at(-1);
      if (last?.day === start.day) last.slots.push(slot);
      else days.push({ day: start.day, slots: [slot] });
    },
    done: () => ({
      staff: catalog.staff.map((x) => ({ id: x.id, prenom: x.prenom, nom: x.nom, color: x.color })),
      offers,
      days,
    }),
  };
}

/** The free slots of the local days [from, from + days) grouped by day, and the first day with one. */
export async function searchSlots(
  db: Executor,
  o: { pro: ProRow; query: SlotSearchQuery; now?: Date },
): Promise<SlotSearchReply> {
  const now = o.now ?? new Date();
  const { pro, query } = o;
  const tz = pro.timeZone;
  const from = query.from ?? utcToZoned(now, tz).day;
  const to = addDays(from, query.days - 1);
  const catalog = await loadCatalog(db, pro.id);
  const filter = { staffId: query.staffId, serviceIds: query.serviceIds };
  assertFilter(catalog, filter);
  const windowStart = zonedTimeToUtc(from, '00:00', tz).getTime();
  const windowEnd = zonedTimeToUtc(addDays(to, 1), '00:00', tz).getTime();
  const found = await matchingIn(db, { pro, catalog, filter, from: windowStart, to: windowEnd, now });
  const present = slotPresenter(catalog, tz);
  for (const s of found) present.add(s);
  const { staff, offers, days } = present.done();
  const nextAvailableDay =
    days[0]?.day ??
    (await nextFreeDays(db, { pro, catalog, filter, after: windowEnd, count: 1, now }))[0] ??
    null;
  return { from, to, timeZone: tz, staff, offers, days, nextAvailableDay };
}
