import { formatLongDateFr, zonedTimeToUtc, addDays } from '@quickrdv/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMail, startSmtpCapture, type CapturedMail } from '../../test/smtp-capture.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro, TestClient } from '../../test/test-client.js';
import { buildService, parisDay } from '../availabilities/calendar.fixtures.js';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let received: CapturedMail[] = [];

async function waitFor(check: () => Promise<boolean> | boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  received = smtp.received;
  t = await createTestApp({
    SMTP_URL: smtp.url,
    JOBS_POLL_MS: '50',
    MAIL_FROM: 'Quick RDV <rappels@quickrdv.test>',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const R = '/api/v1/appointments';

async function salon() {
  const p = await signedUpPro(t.app, { nomSociete: 'Salon Lumière' });
  const serviceId = await buildService(t.database.db, p.pro.id, { name: 'Coupe homme' });
  const email = `sophie-${p.pro.id.slice(0, 8)}@example.fr`;
  const c = (
    await p.client.post('/api/v1/clients', {
      nom: 'Durand',
      prenom: 'Sophie',
      email,
      telPortable: '06 12 34 56 78',
    })
  ).json();
  const book = (o: object) =>
    p.client.post(R, {
      clientId: c.id,
      serviceIds: [serviceId],
      day: parisDay(2),
      start: '14:30',
      end: '15:00',
      ...o,
    });
  return { ...p, email, clientId: c.id as string, book };
}

const jobsOf = (refId: string) =>
  t.database.db.selectFrom('jobs').selectAll().where('refId', '=', refId).orderBy('createdAt').execute();
const outboxOf = (proId: string) =>
  t.database.db.selectFrom('outboxMessages').selectAll().where('proId', '=', proId).execute();

describe('appointment reminders', () => {
  it('e-mails the reminder at once through the SMTP server, and keeps a copy in the outbox', async () => {
    const s = await salon();
    const appt = (await s.book({ notifyMail: true })).json();
    await waitFor(() => received.some((r) => r.to.includes(s.email)));
    const mail = received.find((r) => r.to.includes(s.email))!;
    const text = decodeMail(mail.raw);
    const date = formatLongDateFr(parisDay(2));
    expect(text).toContain(`Subject: Rappel : votre rendez-vous chez Salon Lumière le ${date} à 14:30`);
    expect(text).toContain(`Nous vous rappelons votre rendez-vous chez Salon Lumière le ${date} à 14:30.`);
    expect(text).toContain('Prestation : Coupe homme');
    expect(text).toContain('Content-Type: text/html');
    expect(text).toContain('From: Salon Lumière <rappels@quickrdv.test>');
    expect(text).toContain(`To: ${s.email}`);
    await waitFor(async () => (await jobsOf(appt.id))[0]?.status === 'done');
    const [copy] = await outboxOf(s.pro.id);
    expect(copy).toMatchObject({ channel: 'email', recipient: s.email, deliveredVia: 'smtp' });
    expect((await s.client.get(`${R}/${appt.id}`)).json().notifications).toMatchObject([
      { channel: 'email', status: 'done' },
    ]);
  });

  it('keeps the SMS in the outbox as one French sentence', async () => {
    const s = await salon();
    const appt = (await s.book({ notifySms: true })).json();
    await waitFor(async () => (await jobsOf(appt.id))[0]?.status === 'done');
    const [sms] = await outboxOf(s.pro.id);
    expect(sms).toMatchObject({
      channel: 'sms',
      recipient: '+33612345678',
      deliveredVia: 'outbox',
      body: `Bonjour Sophie, nous vous rappelons votre rendez-vous chez Salon Lumière le ${formatLongDateFr(parisDay(2))} à 14:30 pour Coupe homme.`,
    });
    const listed = (await s.client.get('/api/v1/outbox')).json().messages;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ channel: 'sms', recipient: '+33612345678' });
  });

  it('plans one job per channel for 09:00 local time N days before, and does not send it early', async () => {
    const s = await salon();
    const day = parisDay(12);
    const appt = (await s.book({ day, notifySms: true, notifyMail: true, notifyDaysBefore: 3 })).json();
    const runAt = zonedTimeToUtc(addDays(day, -3), '09:00', 'Europe/Paris').toISOString();
    expect(appt.notifications.map((n: { channel: string }) => n.channel).sort()).toEqual(['email', 'sms']);
    expect(
      appt.notifications.every(
        (n: { runAt: string; status: string }) => n.runAt === runAt && n.status === 'pending',
      ),
    ).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect((await jobsOf(appt.id)).map((j) => j.status)).toEqual(['pending', 'pending']);
    expect(await outboxOf(s.pro.id)).toHaveLength(0);
  });

  it('cancels pending reminders when the appointment is deleted', async () => {
    const s = await salon();
    const appt = (await s.book({ day: parisDay(12), notifySms: true, notifyDaysBefore: 2 })).json();
    expect((await s.client.delete(`${R}/${appt.id}`)).statusCode).toBe(204);
    expect((await jobsOf(appt.id)).map((j) => j.status)).toEqual(['cancelled']);
  });

  it('re-plans reminders when the appointment moves', async () => {
    const s = await salon();
    const appt = (await s.book({ day: parisDay(12), notifyMail: true, notifyDaysBefore: 2 })).json();
    const moved = await s.client.request({
      method: 'PATCH',
      url: `${R}/${appt.id}`,
      payload: { day: parisDay(20) },
    });
    expect(moved.statusCode).toBe(200);
    const reminders = async () =>
      (await jobsOf(appt.id)).filter((j) => !(JSON.parse(j.payload) as { notice?: string }).notice);
    const jobs = await reminders();
    expect(jobs.map((j) => j.status)).toEqual(['cancelled', 'pending']);
    expect(jobs[1]!.runAt).toBe(
      zonedTimeToUtc(addDays(parisDay(20), -2), '09:00', 'Europe/Paris').toISOString(),
    );
    // The client is told of the move at once, besides the reminder planned again.
    const date = formatLongDateFr(parisDay(20));
    await waitFor(() => received.some((r) => r.to.includes(s.email)));
    const notice = decodeMail(received.find((r) => r.to.includes(s.email))!.raw);
    expect(notice).toContain(
      `Subject: Modification : votre rendez-vous chez Salon Lumière le ${date} à 14:30`,
    );
    expect(notice).not.toContain('Rappel');
    // A note alone changes nothing to the plan.
    const before = (await jobsOf(appt.id)).length;
    await s.client.request({
      method: 'PATCH',
      url: `${R}/${appt.id}`,
      payload: { note: 'Apporter une photo' },
    });
    expect(await jobsOf(appt.id)).toHaveLength(before);
    // Turning the reminder off cancels it.
    await s.client.request({ method: 'PATCH', url: `${R}/${appt.id}`, payload: { notifyMail: false } });
    expect((await reminders()).map((j) => j.status)).toEqual(['cancelled', 'cancelled']);
  });

  it("sends a change notice, not a second 'Rappel', when an 'Immédiatement' appointment moves", async () => {
    const s = await salon();
    const appt = (await s.book({ notifySms: true, notifyDaysBefore: 0 })).json();
    await waitFor(async () => (await outboxOf(s.pro.id)).length === 1);
    const moved = await s.client.request({
      method: 'PATCH',
      url: `${R}/${appt.id}`,
      payload: { day: parisDay(3), start: '16:00', end: '16:30' },
    });
    expect(moved.statusCode).toBe(200);
    await waitFor(async () => (await outboxOf(s.pro.id)).length === 2);
    // Nothing else is left to send: no immediate reminder was planned next to the notice.
    await waitFor(async () => (await jobsOf(appt.id)).every((j) => j.status === 'done'));
    const bodies = (await outboxOf(s.pro.id)).map((m) => m.body);
    expect(bodies).toContain(
      `Bonjour Sophie, votre rendez-vous chez Salon Lumière a été modifié : il aura lieu le ${formatLongDateFr(parisDay(3))} à 16:00 pour Coupe homme.`,
    );
    expect(bodies.filter((b) => b.includes('nous vous rappelons'))).toHaveLength(1);
    expect(await outboxOf(s.pro.id)).toHaveLength(2);
  });

  it('never e-mails from a demo salon: the message stays in its outbox', async () => {
    const s = await salon();
    await t.database.db.updateTable('pros').set({ isDemo: 1 }).where('id', '=', s.pro.id).execute();
    const appt = (await s.book({ notifyMail: true })).json();
    await waitFor(async () => (await jobsOf(appt.id))[0]?.status === 'done');
    expect(await outboxOf(s.pro.id)).toMatchObject([{ channel: 'email', deliveredVia: 'outbox' }]);
    expect(received.some((r) => r.to.includes(s.email))).toBe(false);
  });
});

describe('GET /outbox', () => {
  it('lists only the professional’s own messages, newest first, and needs a session', async () => {
    const s = await salon();
    const other = await salon();
    const a = (await s.book({ notifySms: true })).json();
    await waitFor(async () => (await jobsOf(a.id))[0]?.status === 'done');
    const b = (await s.book({ start: '16:00', end: '16:30', notifyMail: true })).json();
    await waitFor(async () => (await jobsOf(b.id))[0]?.status === 'done');
    expect(
      (await s.client.get('/api/v1/outbox')).json().messages.map((m: { channel: string }) => m.channel),
    ).toEqual(['email', 'sms']);
    expect((await s.client.get('/api/v1/outbox?limit=1')).json().messages).toHaveLength(1);
    expect((await s.client.get('/api/v1/outbox?limit=0')).statusCode).toBe(400);
    expect((await other.client.get('/api/v1/outbox')).json().messages).toEqual([]);
    expect((await new TestClient(t.app).get('/api/v1/outbox')).statusCode).toBe(401);
  });
});
