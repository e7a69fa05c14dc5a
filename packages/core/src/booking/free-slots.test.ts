import { describe, expect, it } from 'vitest';
import {
  freeSlots,
  matchingSlots,
  offeredServiceIds,
  slotChain,
  totalMinutes,
  type AppointmentInput,
  type BookingCatalog,
  type SlotInput,
} from './free-slots.js';

const T0 = Date.parse('2026-06-01T08:00:00Z');
const min = (n: number) => T0 + n * 60_000;
const slot = (id: string, start: number, o: Partial<SlotInput> = {}): SlotInput => ({
  id,
  staffId: 'anna',
  startsAt: min(start),
  endsAt: min(start + 30),
  serviceIds: [],
  ...o,
});
const appt = (o: Partial<AppointmentInput>): AppointmentInput => ({
  id: 'ap',
  staffId: null,
  availabilityId: null,
  startsAt: min(0),
  endsAt: min(30),
  slotIds: [],
  ...o,
});
const catalog: BookingCatalog = {
  durations: new Map([
    ['cut', 30],
    ['color', 60],
    ['beard', 15],
  ]),
  staffServices: new Map([
    ['anna', new Set(['cut', 'color', 'beard'])],
    ['marc', new Set(['cut', 'beard'])],
  ]),
};
const ids = (list: { id: string }[]) => list.map((s) => s.id);
const run = (slots: SlotInput[], appointments: AppointmentInput[] = [], earliest = 0, ignore?: string) =>
  freeSlots({ slots, appointments, earliest, catalog, ignoreAppointmentId: ignore });

describe('offeredServiceIds', () => {
  it('offers every service the staff member performs when the slot names none', () => {
    expect(offeredServiceIds({ staffId: 'marc', serviceIds: [] }, catalog)).toEqual(['cut', 'beard']);
    expect(offeredServiceIds({ staffId: null, serviceIds: [] }, catalog)).toEqual(['cut', 'color', 'beard']);
  });
  it('keeps the slot’s own services that its staff member performs, in catalogue order', () => {
    expect(offeredServiceIds({ staffId: 'marc', serviceIds: ['color', 'beard', 'gone'] }, catalog)).toEqual([
      'beard',
    ]);
    expect(offeredServiceIds({ staffId: 'nobody', serviceIds: [] }, catalog)).toEqual([]);
  });
});

describe('freeSlots', () => {
  it('drops slots before the earliest instant, booked slots and slots held online', () => {
    const slots = [slot('a', 0), slot('b', 30), slot('c', 60), slot('d', 90)];
    const free = run(
      slots,
      [
        appt({ availabilityId: 'b', staffId: null, startsAt: min(30), endsAt: min(60) }),
        appt({ id: 'x', slotIds: ['c'], startsAt: min(60), endsAt: min(90) }),
      ],
      min(1),
    );
    expect(ids(free)).toEqual(['d']);
  });

  it('ignores an online hold whose appointment the professional moved elsewhere', () => {
    const free = run([slot('a', 0)], [appt({ slotIds: ['a'], startsAt: min(300), endsAt: min(330) })]);
    expect(ids(free)).toEqual(['a']);
  });

  it('hides a slot overlapping another appointment of the same staff member only', () => {
    const slots = [
      slot('a', 0),
      slot('b', 30),
      slot('m', 0, { staffId: 'marc' }),
      slot('i', 0, { staffId: null }),
    ];
    const free = run(slots, [appt({ staffId: 'anna', startsAt: min(20), endsAt: min(40) })]);
    expect(ids(free).sort()).toEqual(['i', 'm']);
  });

  it('treats the appointment being moved as absent', () => {
    const slots = [slot('a', 0)];
    const mine = appt({ id: 'mine', availabilityId: 'a', staffId: 'anna', slotIds: ['a'] });
    expect(ids(run(slots, [mine]))).toEqual([]);
    expect(ids(run(slots, [mine], 0, 'mine'))).toEqual(['a']);
  });

  it('computes runs of contiguous free slots of one staff member', () => {
    const slots = [
      slot('a', 0),
      slot('b', 30),
      slot('c', 60),
      slot('gap', 120),
      slot('m', 30, { staffId: 'marc' }),
    ];
    const free = run(slots, [appt({ availabilityId: 'c', startsAt: min(60), endsAt: min(90) })]);
    const runEnd = Object.fromEntries(free.map((s) => [s.id, (s.runEnd - T0) / 60_000]));
    expect(runEnd).toEqual({ a: 60, b: 60, m: 60, gap: 150 });
  });
});

describe('slotChain', () => {
  const slots = [slot('a', 0), slot('b', 30), slot('c', 60), slot('m', 30, { staffId: 'marc' })];
  const free = run(slots);
  const first = free.find((s) => s.id === 'a')!;
  it('holds as many following slots as the duration needs', () => {
    expect(ids(slotChain(free, first, 30)!)).toEqual(['a']);
    expect(ids(slotChain(free, first, 45)!)).toEqual(['a', 'b']);
    expect(ids(slotChain(free, first, 90)!)).toEqual(['a', 'b', 'c']);
  });
  it('returns null when the run is too short', () => {
    expect(slotChain(free, first, 91)).toBeNull();
  });
});

describe('matchingSlots', () => {
  const slots = [
    slot('a', 0),
    slot('b', 30),
    slot('m', 0, { staffId: 'marc' }),
    slot('only-beard', 120, { serviceIds: ['beard'] }),
  ];
  const free = run(slots);
  it('filters by staff member and by every chosen service, with room for their total duration', () => {
    expect(ids(matchingSlots(free, { serviceIds: [], catalog }))).toEqual(['a', 'm', 'b', 'only-beard']);
    expect(ids(matchingSlots(free, { staffId: 'marc', serviceIds: [], catalog }))).toEqual(['m']);
    expect(ids(matchingSlots(free, { serviceIds: ['color'], catalog }))).toEqual(['a']);
    // 45 minutes: Marc's lone slot is too short, Anna's 'a' runs on into 'b'.
    expect(ids(matchingSlots(free, { serviceIds: ['beard', 'cut'], catalog }))).toEqual(['a']);
    expect(ids(matchingSlots(free, { serviceIds: ['beard'], catalog }))).toEqual([
      'a',
      'm',
      'b',
      'only-beard',
    ]);
    expect(totalMinutes(['cut', 'color'], catalog)).toBe(90);
  });
});

describe('a large window', () => {
  it('agrees with the rules computed directly, slot by slot, on random windows', () => {
    // A small deterministic generator (mulberry32): the same windows at every run.
    let seed = 20261128;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    for (let round = 0; round < 40; round++) {
      const slots: SlotInput[] = [];
      for (let i = 0; i < 60; i++) {
        const start = pick([0, 15, 30, 45, 60, 90, 120, 150, 180]);
        slots.push(
          slot(`s${i}`, start, {
            staffId: pick(['anna', 'marc', null]),
            endsAt: min(start + pick([15, 30, 45, 0])),
            serviceIds: pick([[], [], ['cut'], ['color', 'beard']]),
          }),
        );
      }
      const appointments: AppointmentInput[] = [];
      for (let i = 0; i < 8; i++) {
        const held = pick(slots);
        const start = pick([0, 30, 60, 120, 200]);
        appointments.push(
          appt({
            id: `ap${i}`,
            staffId: pick(['anna', 'marc', null]),
            availabilityId: random() < 0.3 ? held.id : null,
            // Sometimes where its slot is, sometimes moved elsewhere by the professional.
            startsAt: random() < 0.5 ? held.startsAt : min(start),
            endsAt: random() < 0.5 ? held.endsAt : min(start + 30),
            slotIds: random() < 0.6 ? [held.id] : [],
          }),
        );
      }
      const earliest = min(pick([0, 0, 20]));
      const ignore = random() < 0.3 ? 'ap0' : undefined;
      const counted = appointments.filter((a) => a.id !== ignore);
      const overlaps = (a: { startsAt: number; endsAt: number }, b: { startsAt: number; endsAt: number }) =>
        a.startsAt < b.endsAt && a.endsAt > b.startsAt;
      const expected = slots.filter(
        (s) =>
          s.startsAt >= earliest &&
          s.endsAt > s.startsAt &&
          !counted.some((a) => a.availabilityId === s.id) &&
          !counted.some((a) => a.slotIds.includes(s.id) && overlaps(a, s)) &&
          !(s.staffId && counted.some((a) => a.staffId === s.staffId && overlaps(a, s))),
      );
      const runEnd = (s: SlotInput): number =>
        Math.max(
          s.endsAt,
          ...expected.filter((t) => t.staffId === s.staffId && t.startsAt === s.endsAt).map(runEnd),
        );
      const free = run(slots, appointments, earliest, ignore);
      expect(ids(free).sort()).toEqual(ids(expected).sort());
      for (let i = 1; i < free.length; i++)
        expect(free[i - 1]!.startsAt).toBeLessThanOrEqual(free[i]!.startsAt);
      for (const f of free) {
        const s = expected.find((e) => e.id === f.id)!;
        expect(f.runEnd, f.id).toBe(runEnd(s));
        expect(f.offered).toEqual(offeredServiceIds(s, catalog));
      }
    }
  });
});
