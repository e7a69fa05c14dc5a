import { describe, expect, it } from 'vitest';
import { calendarSyncMessages as m } from './calendar-sync.messages.js';
import { expandIcs, IcsImportError } from './ics-import.js';

const wrap = (body: string, extra = '') =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//FR', extra, body, 'END:VCALENDAR']
    .filter(Boolean)
    .join('\r\n');
const window = { from: Date.parse('2026-09-01T00:00:00Z'), to: Date.parse('2027-06-01T00:00:00Z') };
const opts = { ...window, salonZone: 'Europe/Paris' };
const starts = (text: string) =>
  expandIcs(text, opts).occurrences.map((o) => new Date(o.startsAt).toISOString());

/** Weekly at 10:00 Paris from 14 Oct 2026 over the autumn change, 21 Oct excluded, 28 Oct moved to 14:00. */
const parisSeries = wrap(
  [
    'BEGIN:VEVENT',
    'UID:serie-paris',
    'DTSTART;TZID=Europe/Paris:20261014T100000',
    'DTEND;TZID=Europe/Paris:20261014T110000',
    'RRULE:FREQ=WEEKLY;COUNT=5',
    'EXDATE;TZID=Europe/Paris:20261021T100000',
    'SUMMARY:Formation',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:serie-paris',
    'RECURRENCE-ID;TZID=Europe/Paris:20261028T100000',
    'DTSTART;TZID=Europe/Paris:20261028T140000',
    'DTEND;TZID=Europe/Paris:20261028T150000',
    'SUMMARY:Formation (déplacée)',
    'END:VEVENT',
  ].join('\r\n'),
  'X-WR-CALNAME:Agenda perso',
);

const newYorkZone = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

describe('expandIcs', () => {
  it('expands a Paris weekly series across the autumn change, with its exclusion and its moved instance', () => {
    const { name, occurrences } = expandIcs(parisSeries, opts);
    expect(name).toBe('Agenda perso');
    expect(
      occurrences.map((o) => [new Date(o.startsAt).toISOString(), new Date(o.endsAt).toISOString()]),
    ).toEqual([
      ['2026-10-14T08:00:00.000Z', '2026-10-14T09:00:00.000Z'], // CEST, UTC+2
      ['2026-10-28T13:00:00.000Z', '2026-10-28T14:00:00.000Z'], // moved to 14:00 CET, UTC+1
      ['2026-11-04T09:00:00.000Z', '2026-11-04T10:00:00.000Z'], // CET
      ['2026-11-11T09:00:00.000Z', '2026-11-11T10:00:00.000Z'],
    ]);
    expect(occurrences[1]!.summary).toBe('Formation (déplacée)');
    // Keys stay the same from one read to the next.
    expect(expandIcs(parisSeries, opts).occurrences.map((o) => o.key)).toEqual(occurrences.map((o) => o.key));
  });

  it('applies a VTIMEZONE of New York across its own change (1 Nov 2026), EXDATE given in UTC', () => {
    const text = wrap(
      [
        newYorkZone,
        'BEGIN:VEVENT',
        'UID:ny',
        'DTSTART;TZID=America/New_York:20261020T090000',
        'DURATION:PT30M',
        'RRULE:FREQ=WEEKLY;UNTIL=20261111T000000Z',
        'EXDATE:20261027T130000Z',
        'END:VEVENT',
      ].join('\r\n'),
    );
    // 09:00 EDT = 13:00Z; 09:00 EST = 14:00Z.
    expect(starts(text)).toEqual([
      '2026-10-20T13:00:00.000Z',
      '2026-11-03T14:00:00.000Z',
      '2026-11-10T14:00:00.000Z',
    ]);
  });

  it('reads a TZID without VTIMEZONE as the IANA zone, across the spring change, UTC EXDATE included', () => {
    const text = wrap(
      [
        'BEGIN:VEVENT',
        'UID:ny-bare',
        'DTSTART;TZID=America/New_York:20270301T090000',
        'DTEND;TZID=America/New_York:20270301T100000',
        'RRULE:FREQ=WEEKLY;COUNT=3',
        'EXDATE:20270308T140000Z',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:paris-spring',
        'DTSTART;TZID=Europe/Paris:20270327T100000',
        'DTEND;TZID=Europe/Paris:20270327T110000',
        'RRULE:FREQ=DAILY;COUNT=2',
        'END:VEVENT',
      ].join('\r\n'),
    );
    expect(starts(text)).toEqual([
      '2027-03-01T14:00:00.000Z', // EST before 14 March 2027
      '2027-03-15T13:00:00.000Z', // EDT after
      '2027-03-27T09:00:00.000Z', // Paris CET
      '2027-03-28T08:00:00.000Z', // Paris CEST
    ]);
  });

  it('reads UTC and floating times, all-day events in the salon zone, and leaves out cancelled and free ones', () => {
    const text = wrap(
      [
        'BEGIN:VEVENT\r\nUID:u\r\nDTSTART:20261102T080000Z\r\nDTEND:20261102T090000Z\r\nEND:VEVENT',
        'BEGIN:VEVENT\r\nUID:f\r\nDTSTART:20261103T080000\r\nDTEND:20261103T090000\r\nEND:VEVENT',
        'BEGIN:VEVENT\r\nUID:d\r\nDTSTART;VALUE=DATE:20261104\r\nDTEND;VALUE=DATE:20261105\r\nEND:VEVENT',
        'BEGIN:VEVENT\r\nUID:c\r\nSTATUS:CANCELLED\r\nDTSTART:20261105T080000Z\r\nDTEND:20261105T090000Z\r\nEND:VEVENT',
        'BEGIN:VEVENT\r\nUID:t\r\nTRANSP:TRANSPARENT\r\nDTSTART:20261106T080000Z\r\nDTEND:20261106T090000Z\r\nEND:VEVENT',
        'BEGIN:VEVENT\r\nUID:old\r\nDTSTART:20200101T080000Z\r\nDTEND:20200101T090000Z\r\nEND:VEVENT',
      ].join('\r\n'),
    );
    const occ = expandIcs(text, opts).occurrences;
    expect(occ.map((o) => [new Date(o.startsAt).toISOString(), new Date(o.endsAt).toISOString()])).toEqual([
      ['2026-11-02T08:00:00.000Z', '2026-11-02T09:00:00.000Z'],
      ['2026-11-03T07:00:00.000Z', '2026-11-03T08:00:00.000Z'], // floating 08:00 = Paris 08:00
      ['2026-11-03T23:00:00.000Z', '2026-11-04T23:00:00.000Z'], // the whole Paris day
    ]);
  });

  it('refuses what is not a calendar, a broken calendar and too many occurrences', () => {
    const fails = (text: string, message: string, max?: number) => {
      expect(() => expandIcs(text, { ...opts, maxOccurrences: max })).toThrow(IcsImportError);
      expect(() => expandIcs(text, { ...opts, maxOccurrences: max })).toThrow(message);
    };
    fails('<html><body>Bonjour</body></html>', m.notIcs);
    fails('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:2026\r\n', m.broken);
    const daily = wrap(
      'BEGIN:VEVENT\r\nUID:x\r\nDTSTART:20260901T080000Z\r\nDURATION:PT1H\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT',
    );
    fails(daily, m.tooManyEvents, 100);
    // Every minute since 1990: stopped by the step limit, not by memory or time.
    const minutely = wrap(
      'BEGIN:VEVENT\r\nUID:y\r\nDTSTART:19900101T000000Z\r\nDURATION:PT1M\r\nRRULE:FREQ=MINUTELY\r\nEND:VEVENT',
    );
    fails(minutely, m.tooManyEvents);
  });
});
