import type { BookingReply } from '@quickrdv/core';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestApp } from '../../test/test-app.js';
import { signedUpPro } from '../../test/test-client.js';
import { parisDay } from '../availabilities/calendar.fixtures.js';
import { BOOKING_MESSAGE_JOB } from './booking-notify.js';
import { addSlot, bookableSalon, bookingBody } from './booking.fixtures.js';

/** The reply says which messages really reach the visitor, so the widget never claims one it did not send. */
const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

async function bookOn(env: Record<string, string>, o: { demo?: boolean } = {}) {
  const t = await createTestApp({ JOBS_POLL_MS: '0', ...env });
  apps.push(t);
  const p = await signedUpPro(t.app);
  const s = await bookableSalon(t.database.db, p.pro.id);
  if (o.demo) await t.database.db.updateTable('pros').set({ isDemo: 1 }).where('id', '=', s.pro.id).execute();
  const slotId = await addSlot(t.database.db, s.pro.id, { day: parisDay(5), time: '10:00', staffId: s.anna });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/public/pros/${s.slug}/bookings`,
    payload: bookingBody(slotId, [s.cut]),
  });
  expect(res.statusCode, res.body).toBe(201);
  const db = t.database.db;
  // The visitor moves it: the e-mail telling them is sent, or kept, by the same rule.
  const later = await addSlot(t.database.db, s.pro.id, { day: parisDay(6), time: '11:00', staffId: s.anna });
  const move = await t.app.inject({
    method: 'POST',
    url: `/api/v1/public/bookings/${res.json<BookingReply>().booking.token}/move`,
    payload: { slotId: later },
  });
  expect(move.statusCode, move.body).toBe(200);
  const movedSentBy = move.json<BookingReply>().sentBy;
  const messages = {
    jobs: (await db.selectFrom('jobs').select('kind').where('kind', '=', BOOKING_MESSAGE_JOB).execute())
      .length,
    kept: (await db.selectFrom('outboxMessages').select('channel').where('proId', '=', s.pro.id).execute())
      .map((m) => m.channel)
      .sort(),
  };
  return { sentBy: res.json<BookingReply>().sentBy, movedSentBy, messages };
}

describe(`booking reply: sentBy (${testDialect})`, () => {
  it('is nothing with the in-app outbox only, an e-mail with SMTP configured; never an SMS without a provider', async () => {
    const outboxOnly = await bookOn({});
    expect(outboxOnly.sentBy).toEqual({ email: false, sms: false });
    expect(outboxOnly.movedSentBy).toEqual({ email: false, sms: false });
    // No server listens there: the message is a job retried later, the reply only reports the channel.
    const smtp = await bookOn({ SMTP_URL: 'smtp://127.0.0.1:1' });
    expect(smtp.sentBy).toEqual({ email: true, sms: false });
    expect(smtp.movedSentBy).toEqual({ email: true, sms: false });
  });

  it('keeps with the booking the messages that only go to the outbox, and plans jobs for the others', async () => {
    // No SMTP server: the booking's two e-mails and SMS, and the move's two e-mails, are outbox rows
    // committed with them, no job.
    expect((await bookOn({})).messages).toEqual({
      jobs: 0,
      kept: ['email', 'email', 'email', 'email', 'sms'],
    });
    // SMTP: the e-mails are jobs (sent by the worker); the SMS still only goes to the outbox.
    expect((await bookOn({ SMTP_URL: 'smtp://127.0.0.1:1' })).messages).toEqual({ jobs: 4, kept: ['sms'] });
  });

  it('never claims an e-mail for a demo salon, whose mail stays in its outbox even with SMTP', async () => {
    const demo = await bookOn({ SMTP_URL: 'smtp://127.0.0.1:1' }, { demo: true });
    expect(demo.sentBy).toEqual({ email: false, sms: false });
    expect(demo.movedSentBy).toEqual({ email: false, sms: false });
    // The booking's three messages and the move's two, all kept.
    expect(demo.messages).toEqual({ jobs: 0, kept: ['email', 'email', 'email', 'email', 'sms'] });
  });
});
