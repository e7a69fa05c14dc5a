import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { zonedTimeToUtc } from '@quickrdv/core';
import type { Executor } from '../../db/database.js';

/**
 * A local web server for import tests: `GET /cal.ics` answers what `body` holds now (change it to test a
 * refresh); other paths as `routes` say (a redirect, a huge file...). Listens on 127.0.0.1 by default.
 */
export async function icsServer(host = '127.0.0.1') {
  const state = {
    body: '',
    hits: 0,
    routes: new Map<string, (res: import('node:http').ServerResponse) => void>(),
  };
  const server: Server = createServer((req, res) => {
    state.hits++;
    const route = state.routes.get(req.url ?? '');
    if (route) return route(res);
    if (req.url !== '/cal.ics') return res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(state.body);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    url: (path = '/cal.ics') => `http://${host}:${port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** An .ics calendar around `events` (already formatted VEVENT lines). */
export const icsCalendar = (events: string[], name = 'Agenda perso') =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//FR',
    `X-WR-CALNAME:${name}`,
    ...events,
    'END:VCALENDAR',
  ].join('\r\n');

/**
 * A weekly series at `time` Paris for 4 weeks from `day`: the second week excluded, the third moved two
 * hours later (RECURRENCE-ID), as Google Calendar writes them (TZID, no VTIMEZONE needed).
 */
export function weeklySeries(o: { day: string; time: string; minutes: number; uid?: string }) {
  const local = (day: string, time: string) => `${day.replace(/-/g, '')}T${time.replace(':', '')}00`;
  const plusDays = (n: number) => {
    const d = new Date(`${o.day}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + n);
    return d.toISOString().slice(0, 10);
  };
  const end = (day: string, time: string) => {
    const at = new Date(zonedTimeToUtc(day, time, 'Europe/Paris').getTime() + o.minutes * 60_000);
    return `${stamp(at)}`;
  };
  const moved = `${String(Number(o.time.slice(0, 2)) + 2).padStart(2, '0')}${o.time.slice(2)}`;
  const uid = o.uid ?? randomUUID();
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTART;TZID=Europe/Paris:${local(o.day, o.time)}`,
    `DTEND:${end(o.day, o.time)}`,
    'RRULE:FREQ=WEEKLY;COUNT=4',
    `EXDATE;TZID=Europe/Paris:${local(plusDays(7), o.time)}`,
    'SUMMARY:Rendez-vous médecin',
    'END:VEVENT',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `RECURRENCE-ID;TZID=Europe/Paris:${local(plusDays(14), o.time)}`,
    `DTSTART;TZID=Europe/Paris:${local(plusDays(14), moved)}`,
    `DTEND;TZID=Europe/Paris:${local(plusDays(14), `${String(Number(moved.slice(0, 2)) + 1).padStart(2, '0')}${o.time.slice(2)}`)}`,
    'SUMMARY:Rendez-vous médecin (déplacé)',
    'END:VEVENT',
  ];
}

/** An appointment written straight to the table, with a client and services (the feed's input). */
export async function addAppointment(
  db: Executor,
  o: { proId: string; staffId: string | null; startsAt: Date; minutes: number; serviceIds: string[] },
) {
  const clientId = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('clients')
    .values({
      id: clientId,
      proId: o.proId,
      type: 'client pro',
      nom: 'Durand',
      prenom: 'Sophie',
      telPortable: '06 12 34 56 78',
      createdAt: now,
    })
    .execute();
  const id = randomUUID();
  await db
    .insertInto('appointments')
    .values({
      id,
      proId: o.proId,
      clientId,
      staffId: o.staffId,
      availabilityId: null,
      startsAt: o.startsAt.toISOString(),
      endsAt: new Date(o.startsAt.getTime() + o.minutes * 60_000).toISOString(),
      source: 'pro',
      createdAt: now,
      visitorPrenom: null,
      visitorNom: null,
      visitorEmail: null,
      visitorPhone: null,
    })
    .execute();
  if (o.serviceIds.length)
    await db
      .insertInto('appointmentServices')
      .values(o.serviceIds.map((serviceId) => ({ appointmentId: id, serviceId })))
      .execute();
  return id;
}
