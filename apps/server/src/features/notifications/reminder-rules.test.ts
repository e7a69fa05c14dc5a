import { zonedTimeToUtc, type AppointmentDto, type BookingReply } from '@quickrdv/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro, TestClient } from '../../test/test-client.js';
import { buildService, buildStaff, parisDay } from '../availabilities/calendar.fixtures.js';
import { addSlot, bookableSalon, bookingBody, publicSlotId } from '../booking/booking.fixtures.js';
import { REMINDER_JOB, type ReminderPayload } from './reminders.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '0', BOOKING_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const paris = (day: string, time: string) => zonedTimeToUtc(day, time, 'Europe/Paris').toISOString();

/** The appointment's reminder jobs as 'status channel runAt', sorted. */
async function remindersOf(appointmentId: string) {
  const jobs = await db()
    .selectFrom('jobs')
    .selectAll()
    .where('refId', '=', appointmentId)
    .where('kind', '=', REMINDER_JOB)
    .execute();
  return jobs
    .map((j) => {
      const p = JSON.parse(j.payload) as ReminderPayload;
      return `${j.status} ${p.notice ?? 'rappel'} ${p.channel} ${p.notice ? 'now' : j.runAt}`;
    })
    .sort();
}

describe('default reminders of a salon', () => {
  it('are SMS and e-mail the day before until changed; up to three, each with a channel, French messages', async () => {
    const { client } = await signedUpPro(t.app);
    expect((await client.get('/api/v1/settings/reminders')).json()).toEqual({
      rules: [{ delay: '1d', sms: true, email: true }],
    });
    const rules = [
      { delay: '2d', sms: false, email: true },
      { delay: '2h', sms: true, email: false },
      { delay: '7d', sms: false, email: true },
    ];
    const ok = await client.put('/api/v1/settings/reminders', { rules });
    expect(ok.statusCode, ok.body).toBe(200);
    for (const [bad, message] of [
      [[...rules, { delay: '1h', sms: true, email: true }], 'Trois rappels au plus par rendez-vous.'],
      [[{ delay: '1h', sms: false, email: false }], 'Cochez SMS ou e-mail pour chaque rappel.'],
      [[rules[0], rules[0]], 'Deux rappels ont le même délai.'],
      [[{ delay: '90d', sms: true, email: true }], 'Choisissez quand envoyer ce rappel.'],
      ['tous', 'Les rappels sont invalides.'],
    ] as const) {
      const res = await client.put('/api/v1/settings/reminders', { rules: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await client.get('/api/v1/settings/reminders')).json()).toEqual({ rules });
    // Another professional keeps the default; nobody anonymous reads or writes them.
    const other = await signedUpPro(t.app);
    expect((await other.client.get('/api/v1/settings/reminders')).json().rules).toHaveLength(1);
    const anon = new TestClient(t.app);
    expect((await anon.get('/api/v1/settings/reminders')).statusCode).toBe(401);
    expect((await anon.put('/api/v1/settings/reminders', { rules: [] })).statusCode).toBe(401);
  });

  it('apply to online bookings, are planned again when the visitor moves, cancelled with the appointment', async () => {
    const p = await signedUpPro(t.app);
    const s = await bookableSalon(db(), p.pro.id);
    await p.client.put('/api/v1/settings/reminders', {
      rules: [
        { delay: '2d', sms: false, email: true },
        { delay: '2h', sms: true, email: true },
      ],
    });
    const day = parisDay(10);
    const first = await addSlot(db(), p.pro.id, { day, time: '14:00', staffId: s.anna });
    const later = await addSlot(db(), p.pro.id, { day: parisDay(12), time: '16:00', staffId: s.anna });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/pros/${s.slug}/bookings`,
      payload: bookingBody(first, [s.cut]),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { booking } = res.json() as BookingReply;
    const { id } = await db()
      .selectFrom('appointments')
      .select('id')
      .where('manageToken', '=', booking.token)
      .executeTakeFirstOrThrow();
    const twoDaysBefore = paris(parisDay(8), '09:00');
    const twoHoursBefore = new Date(Date.parse(paris(day, '14:00')) - 2 * 3_600_000).toISOString();
    expect(await remindersOf(id)).toEqual(
      [
        `pending rappel email ${twoDaysBefore}`,
        `pending rappel email ${twoHoursBefore}`,
        `pending rappel sms ${twoHoursBefore}`,
      ].sort(),
    );

    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/bookings/${booking.token}/move`,
      payload: { slotId: await publicSlotId(db(), p.pro.id, later) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await remindersOf(id);
    expect(after.filter((r) => r.startsWith('pending'))).toEqual(
      [
        `pending rappel email ${paris(parisDay(10), '09:00')}`,
        `pending rappel email ${new Date(Date.parse(paris(parisDay(12), '16:00')) - 7_200_000).toISOString()}`,
        `pending rappel sms ${new Date(Date.parse(paris(parisDay(12), '16:00')) - 7_200_000).toISOString()}`,
      ].sort(),
    );
    expect(after.filter((r) => r.startsWith('cancelled'))).toHaveLength(3);

    expect((await p.client.delete(`/api/v1/appointments/${id}`)).statusCode).toBe(204);
    expect((await remindersOf(id)).filter((r) => r.startsWith('pending'))).toEqual([]);
  });
});

describe('several reminders on the professional’s own appointment', () => {
  async function salon() {
    const p = await signedUpPro(t.app);
    const staffId = await buildStaff(db(), p.pro.id);
    await buildService(db(), p.pro.id);
    const client = await p.client.post('/api/v1/clients', {
      nom: 'Durand',
      prenom: 'Sophie',
      email: 'sophie@example.fr',
      telPortable: '06 12 34 56 78',
    });
    const bare = await p.client.post('/api/v1/clients', {
      nom: 'Sans',
      prenom: 'Portable',
      email: 'x@example.fr',
    });
    return { ...p, staffId, clientId: client.json().id as string, bareId: bare.json().id as string };
  }

  it('plans the single reminder and up to two more, each sent once; refuses a fourth and impossible channels', async () => {
    const s = await salon();
    const day = parisDay(9);
    const body = {
      day,
      start: '10:00',
      end: '10:30',
      clientId: s.clientId,
      staffId: s.staffId,
      notifyMail: true,
      notifyDaysBefore: 3,
      reminders: [
        { delay: '1d', sms: true, email: false },
        { delay: '1h', sms: true, email: true },
      ],
    };
    const tooMany = await s.client.post('/api/v1/appointments', {
      ...body,
      reminders: [...body.reminders, { delay: '3h', sms: true, email: false }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('Trois rappels au plus par rendez-vous.');
    const noPhone = await s.client.post('/api/v1/appointments', {
      ...body,
      clientId: s.bareId,
      notifyMail: false,
    });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().fields.reminders).toBeTruthy();
    expect(
      await db().selectFrom('appointments').select('id').where('proId', '=', s.pro.id).execute(),
    ).toEqual([]);

    const res = await s.client.post('/api/v1/appointments', body);
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json() as AppointmentDto;
    expect(a.reminders).toEqual(body.reminders);
    const hourBefore = new Date(Date.parse(paris(day, '10:00')) - 3_600_000).toISOString();
    expect(await remindersOf(a.id)).toEqual(
      [
        `pending rappel email ${paris(parisDay(6), '09:00')}`,
        `pending rappel sms ${paris(parisDay(8), '09:00')}`,
        `pending rappel email ${hourBefore}`,
        `pending rappel sms ${hourBefore}`,
      ].sort(),
    );

    // Changing only the extra reminders re-plans them and keeps the single one.
    const changed = await s.client.patch(`/api/v1/appointments/${a.id}`, {
      reminders: [{ delay: '2h', sms: false, email: true }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const twoHours = new Date(Date.parse(paris(day, '10:00')) - 7_200_000).toISOString();
    expect((await remindersOf(a.id)).filter((r) => r.startsWith('pending'))).toEqual(
      [`pending rappel email ${paris(parisDay(6), '09:00')}`, `pending rappel email ${twoHours}`].sort(),
    );

    // Due now: each is sent exactly once, however often the worker runs.
    await db()
      .updateTable('jobs')
      .set({ runAt: new Date(Date.now() - 1000).toISOString() })
      .where('refId', '=', a.id)
      .where('status', '=', 'pending')
      .execute();
    await t.app.jobs.runOnce();
    await t.app.jobs.runOnce();
    const sent = await db().selectFrom('outboxMessages').selectAll().where('proId', '=', s.pro.id).execute();
    expect(sent.filter((m) => m.subject?.startsWith('Rappel'))).toHaveLength(2);
  });

  it('moving the appointment sends one change notice per channel and plans every reminder at the new time', async () => {
    const s = await salon();
    const created = await s.client.post('/api/v1/appointments', {
      day: parisDay(9),
      start: '10:00',
      end: '10:30',
      clientId: s.clientId,
      staffId: s.staffId,
      reminders: [{ delay: '3h', sms: true, email: false }],
    });
    const a = created.json() as AppointmentDto;
    const moved = await s.client.patch(`/api/v1/appointments/${a.id}`, {
      day: parisDay(11),
      start: '15:00',
      end: '15:30',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const threeHours = new Date(Date.parse(paris(parisDay(11), '15:00')) - 3 * 3_600_000).toISOString();
    expect((await remindersOf(a.id)).filter((r) => r.startsWith('pending'))).toEqual(
      ['pending change sms now', `pending rappel sms ${threeHours}`].sort(),
    );
  });
});
