/**
 * Which published availabilities a visitor may book, computed in memory from the rows of one window.
 * Instants are epoch milliseconds here: comparisons on thousands of slots stay cheap.
 */

/** A published availability. `serviceIds` empty means any of the professional's services. */
export interface SlotInput {
  id: string;
  /** null = 'Indifférent' (any staff member). */
  staffId: string | null;
  startsAt: number;
  endsAt: number;
  serviceIds: readonly string[];
}

/** An appointment of the window, with the availabilities it holds (booked_slots) if booked online. */
export interface AppointmentInput {
  id: string;
  staffId: string | null;
  availabilityId: string | null;
  startsAt: number;
  endsAt: number;
  slotIds: readonly string[];
}

/** The professional's bookable services (id -> minutes, in display order) and who performs what. */
export interface BookingCatalog {
  durations: ReadonlyMap<string, number>;
  staffServices: ReadonlyMap<string, ReadonlySet<string>>;
}

/** A free availability, with the services bookable on it and the end of its run of contiguous free ones. */
export interface FreeSlot extends SlotInput {
  offered: string[];
  runEnd: number;
}

/** Services bookable on a slot: its own list (or every service when empty), that its staff member performs. */
export function offeredServiceIds(slot: Pick<SlotInput, 'staffId' | 'serviceIds'>, catalog: BookingCatalog) {
  const base = slot.serviceIds.length
    ? [...catalog.durations.keys()].filter((id) => slot.serviceIds.includes(id))
    : [...catalog.durations.keys()];
  if (slot.staffId === null) return base;
  const performs = catalog.staffServices.get(slot.staffId);
  return performs ? base.filter((id) => performs.has(id)) : [];
}

/** Total minutes of a selection (unknown ids count for nothing: they are refused before). */
export function totalMinutes(serviceIds: readonly string[], catalog: BookingCatalog): number {
  return serviceIds.reduce((sum, id) => sum + (catalog.durations.get(id) ?? 0), 0);
}

/** Sorted intervals with the running maximum of their ends: "does anything overlap [a, b)?" in log time. */
function intervalIndex(items: { startsAt: number; endsAt: number }[]) {
  const sorted = [...items].sort((a, b) => a.startsAt - b.startsAt);
  const maxEnd: number[] = [];
  sorted.forEach((it, i) => maxEnd.push(Math.max(it.endsAt, i ? maxEnd[i - 1]! : -Infinity)));
  return (start: number, end: number): boolean => {
    let lo = 0;
    let hi = sorted.length; // first index whose start >= end
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]!.startsAt < end) lo = mid + 1;
      else hi = mid;
    }
    return lo > 0 && maxEnd[lo - 1]! > start;
  };
}

/**
 * Slots nobody has taken: not referenced by an appointment, not held by an online booking that still covers
 * them, not overlapping another appointment of the same staff member, and starting at or after `earliest`.
 * `ignoreAppointmentId` treats one appointment as absent (a booking being moved frees its own slots).
 */
export function freeSlots(o: {
  slots: readonly SlotInput[];
  appointments: readonly AppointmentInput[];
  earliest: number;
  catalog: BookingCatalog;
  ignoreAppointmentId?: string;
}): FreeSlot[] {
  const taken = new Set<string>();
  /** Slots held by online bookings (booked_slots), by slot: a few hundred, not the window's thousands. */
  const holds = new Map<string, AppointmentInput[]>();
  const busyByStaff = new Map<string, AppointmentInput[]>();
  for (const a of o.appointments) {
    if (a.id === o.ignoreAppointmentId) continue;
    if (a.availabilityId) taken.add(a.availabilityId);
    for (const id of a.slotIds) {
      const list = holds.get(id);
      if (list) list.push(a);
      else holds.set(id, [a]);
    }
    if (a.staffId) {
      const list = busyByStaff.get(a.staffId);
      if (list) list.push(a);
      else busyByStaff.set(a.staffId, [a]);
    }
  }
  const busy = new Map([...busyByStaff].map(([staffId, list]) => [staffId, intervalIndex(list)]));
  // Thousands of slots share a handful of (staff, services) combinations.
  const offered = new Map<string, string[]>();
  const free: FreeSlot[] = [];
  for (const s of o.slots) {
    if (s.startsAt < o.earliest || s.endsAt <= s.startsAt || taken.has(s.id)) continue;
    // A hold whose appointment was moved elsewhere by the professional no longer takes the slot.
    if (holds.get(s.id)?.some((a) => a.startsAt < s.endsAt && a.endsAt > s.startsAt)) continue;
    if (s.staffId && busy.get(s.staffId)?.(s.startsAt, s.endsAt)) continue;
    // Most slots name no services: no key to build for them.
    const key = s.serviceIds.length ? `${staffKey(s)}|${s.serviceIds.join(',')}` : staffKey(s);
    let list = offered.get(key);
    if (!list) offered.set(key, (list = offeredServiceIds(s, o.catalog)));
    free.push({
      id: s.id,
      staffId: s.staffId,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      serviceIds: s.serviceIds,
      offered: list,
      runEnd: s.endsAt,
    });
  }
  return withRuns(free);
}

const staffKey = (s: { staffId: string | null }) => s.staffId ?? '';

/** Sets runEnd: how far a booking starting on each slot can extend over free contiguous slots of its staff. */
function withRuns(free: FreeSlot[]): FreeSlot[] {
  free.sort((a, b) => a.startsAt - b.startsAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  /** Per staff member, by start: the furthest run of the free slots starting then (seen so far). */
  const runFrom = new Map<string, Map<number, number>>();
  // Latest first: a slot's successors (starting at its end, so later) already know their run.
  for (let i = free.length - 1; i >= 0; i--) {
    const s = free[i]!;
    let byStart = runFrom.get(staffKey(s));
    if (!byStart) runFrom.set(staffKey(s), (byStart = new Map()));
    const next = byStart.get(s.endsAt);
    if (next !== undefined && next > s.runEnd) s.runEnd = next;
    const sameStart = byStart.get(s.startsAt);
    if (sameStart === undefined || s.runEnd > sameStart) byStart.set(s.startsAt, s.runEnd);
  }
  return free;
}

/**
 * The slots a booking of `minutes` starting on `first` holds: `first`, then free slots of the same staff
 * member each starting where the previous one ends, until the duration is covered. null when it does not fit.
 */
export function slotChain(free: readonly FreeSlot[], first: FreeSlot, minutes: number): FreeSlot[] | null {
  const end = first.startsAt + minutes * 60_000;
  if (end > first.runEnd) return null;
  const chain = [first];
  let last = first;
  while (last.endsAt < end) {
    const candidates = free.filter((s) => staffKey(s) === staffKey(first) && s.startsAt === last.endsAt);
    const next = candidates.sort((a, b) => b.runEnd - a.runEnd)[0];
    // A slot that does not end after it starts would never advance the chain.
    if (!next || next.endsAt <= last.endsAt) return null;
    chain.push(next);
    last = next;
  }
  return chain;
}

/**
 * The free slots a visitor is shown: of the staff member asked for (if any), offering every chosen service,
 * long enough (with the following free slots) for their total duration. Without a choice, any slot offering
 * at least one service.
 */
export function matchingSlots(
  free: readonly FreeSlot[],
  o: { staffId?: string | undefined; serviceIds: readonly string[]; catalog: BookingCatalog },
): FreeSlot[] {
  const minutes = totalMinutes(o.serviceIds, o.catalog);
  return free.filter(
    (s) =>
      (o.staffId === undefined || s.staffId === o.staffId) &&
      s.offered.length > 0 &&
      o.serviceIds.every((id) => s.offered.includes(id)) &&
      s.startsAt + minutes * 60_000 <= s.runEnd,
  );
}
