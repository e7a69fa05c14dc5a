import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { addDays, utcToZoned, weekdayOf, zonedTimeToUtc } from './zoned.js';

const PARIS = 'Europe/Paris';
/** Zones of whole-hour, half-hour and 45-minute offsets and changes, east and west of Greenwich. */
const ODD_ZONES = [
  PARIS,
  'America/New_York',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'Australia/Lord_Howe',
  'UTC',
];
/** Their change days of 2026-2027, each read with the day before and after. */
const CHANGE_DAYS = ['2026-10-25', '2027-03-28', '2026-11-01', '2027-03-14', '2027-04-04', '2026-10-04'];
const pad = (n: number) => String(n).padStart(2, '0');

describe('zonedTimeToUtc', () => {
  it('uses UTC+1 in winter and UTC+2 in summer', () => {
    expect(zonedTimeToUtc('2026-12-01', '09:00', PARIS).toISOString()).toBe('2026-12-01T08:00:00.000Z');
    expect(zonedTimeToUtc('2026-07-01', '09:00', PARIS).toISOString()).toBe('2026-07-01T07:00:00.000Z');
  });

  it('keeps 09:00 Paris on both sides of the autumn change (2026-10-25)', () => {
    expect(zonedTimeToUtc('2026-10-24', '09:00', PARIS).toISOString()).toBe('2026-10-24T07:00:00.000Z');
    expect(zonedTimeToUtc('2026-10-25', '09:00', PARIS).toISOString()).toBe('2026-10-25T08:00:00.000Z');
  });

  it('keeps 09:00 Paris on both sides of the spring change (2027-03-28)', () => {
    expect(zonedTimeToUtc('2027-03-27', '09:00', PARIS).toISOString()).toBe('2027-03-27T08:00:00.000Z');
    expect(zonedTimeToUtc('2027-03-28', '09:00', PARIS).toISOString()).toBe('2027-03-28T07:00:00.000Z');
  });

  it('moves a time skipped by a change forward, and takes the second of a time met twice', () => {
    expect(zonedTimeToUtc('2027-03-28', '02:30', PARIS).toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(zonedTimeToUtc('2027-03-14', '02:30', 'America/New_York').toISOString()).toBe(
      '2027-03-14T07:30:00.000Z',
    );
    expect(zonedTimeToUtc('2026-10-25', '02:30', PARIS).toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });

  it('gives the instant a TZDate gives, every 5 minutes around the change days, in zones of odd offsets', () => {
    for (const zone of ODD_ZONES)
      for (const changeDay of CHANGE_DAYS)
        for (const day of [addDays(changeDay, -1), changeDay, addDays(changeDay, 1)])
          for (let minute = 0; minute < 1440; minute += 5) {
            const time = `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
            const [y, m, d] = day.split('-').map(Number) as [number, number, number];
            const expected = new TZDate(
              y,
              m - 1,
              d,
              Math.floor(minute / 60),
              minute % 60,
              0,
              0,
              zone,
            ).getTime();
            expect(zonedTimeToUtc(day, time, zone).getTime(), `${zone} ${day} ${time}`).toBe(expected);
          }
  });
});

describe('utcToZoned', () => {
  it('reads an instant back as Paris wall-clock time and weekday', () => {
    expect(utcToZoned(new Date('2026-10-25T08:00:00Z'), PARIS)).toEqual({
      day: '2026-10-25',
      time: '09:00',
      weekday: 6,
    });
    expect(utcToZoned(new Date('2026-12-31T23:30:00Z'), PARIS)).toEqual({
      day: '2027-01-01',
      time: '00:30',
      weekday: 4,
    });
  });

  it('gives the wall clock a TZDate gives, every 15 minutes of the change days, in zones of odd offsets', () => {
    for (const zone of ODD_ZONES)
      for (const day of CHANGE_DAYS)
        for (
          let ms = Date.parse(`${day}T00:00:00Z`) - 86_400_000;
          ms < Date.parse(`${day}T00:00:00Z`) + 2 * 86_400_000;
          ms += 900_000
        ) {
          const z = new TZDate(ms, zone);
          expect(utcToZoned(new Date(ms), zone), `${zone} ${new Date(ms).toISOString()}`).toEqual({
            day: `${z.getFullYear()}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}`,
            time: `${pad(z.getHours())}:${pad(z.getMinutes())}`,
            weekday: (z.getDay() + 6) % 7,
          });
        }
  });
});

describe('calendar days', () => {
  it('adds days across month and DST boundaries', () => {
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2027-02-27', 2)).toBe('2027-03-01');
  });
  it('gives Monday as 0', () => {
    expect(weekdayOf('2026-11-23')).toBe(0);
    expect(weekdayOf('2026-11-22')).toBe(6);
  });
});
