import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { zonedTimeToUtc } from '../time/zoned.js';
import { writeFeed, type FeedEvent } from './feed-writer.js';

const paris = (day: string, time: string) => zonedTimeToUtc(day, time, 'Europe/Paris');
const stamp = new Date('2026-10-01T08:00:00Z');

/** Appointments at 10:00 Paris on each side of both changes: before and after 2026-10-25 and 2027-03-28. */
const events: FeedEvent[] = [
  ['a1', '2026-10-24', '10:00', '10:45'],
  ['a2', '2026-10-25', '01:30', '03:30'], // spans the autumn change (02:00-03:00 happens twice)
  ['a3', '2026-10-26', '10:00', '10:30'],
  ['a4', '2027-03-27', '10:00', '11:00'],
  ['a5', '2027-03-28', '01:30', '03:30'], // spans the spring change (02:00-03:00 does not exist)
  ['a6', '2027-03-29', '10:00', '10:30'],
].map(([uid, day, start, end]) => ({
  uid: `${uid}@quickrdv`,
  start: paris(day!, start!),
  end: paris(day!, end!),
  summary: `Coupe ${uid}`,
  status: 'confirmed' as const,
  stamp,
}));

const readBack = (text: string) =>
  new ICAL.Component(ICAL.parse(text) as unknown[]).getAllSubcomponents('vevent').map((c) => {
    const e = new ICAL.Event(c);
    return {
      uid: e.uid,
      start: e.startDate.toJSDate().toISOString(),
      end: e.endDate.toJSDate().toISOString(),
      status: String(c.getFirstPropertyValue('status')),
      summary: e.summary,
    };
  });

describe('writeFeed', () => {
  it('writes instants that ical.js reads back unchanged across the DST changes of 2026 and 2027', () => {
    const text = writeFeed({ name: 'Salon – rendez-vous', events, refreshMinutes: 15 });
    const read = readBack(text);
    expect(read.map((r) => [r.uid, r.start, r.end])).toEqual(
      events.map((e) => [e.uid, e.start.toISOString(), e.end.toISOString()]),
    );
    // 10:00 Paris is 08:00Z in summer time and 09:00Z in winter time.
    expect(read[0]!.start).toBe('2026-10-24T08:00:00.000Z');
    expect(read[2]!.start).toBe('2026-10-26T09:00:00.000Z');
    expect(read[3]!.start).toBe('2027-03-27T09:00:00.000Z');
    expect(read[5]!.start).toBe('2027-03-29T08:00:00.000Z');
    // The autumn night's appointment lasts 3 real hours, the spring one 1.
    expect(Date.parse(read[1]!.end) - Date.parse(read[1]!.start)).toBe(3 * 3600_000);
    expect(Date.parse(read[4]!.end) - Date.parse(read[4]!.start)).toBe(3600_000);
    expect(text).toContain('DTSTART:20261024T080000Z');
    expect(text).toContain('X-WR-CALNAME:Salon – rendez-vous');
  });

  it('marks a cancelled appointment CANCELLED with a newer sequence, under the same UID', () => {
    const cancelled = { ...events[0]!, status: 'cancelled' as const, summary: 'Annulé' };
    const text = writeFeed({ name: 'x', events: [cancelled], refreshMinutes: 15 });
    expect(readBack(text)[0]).toMatchObject({ uid: 'a1@quickrdv', status: 'CANCELLED' });
    expect(text).toMatch(/SEQUENCE:1/);
  });

  it('writes the same text for the same events, so an unchanged feed keeps its ETag', () => {
    const a = writeFeed({ name: 'x', events, refreshMinutes: 15 });
    const b = writeFeed({ name: 'x', events: events.map((e) => ({ ...e })), refreshMinutes: 15 });
    expect(a).toBe(b);
  });

  it('marks free time transparent', () => {
    const text = writeFeed({ name: 'x', events: [{ ...events[0]!, free: true }], refreshMinutes: 15 });
    expect(text).toContain('TRANSP:TRANSPARENT');
  });
});
