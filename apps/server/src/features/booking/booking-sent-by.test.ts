import type { BookingReply } from '@quickrdv/core';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestApp } from '../../test/test-app.js';
import { signedUpPro } from '../../test/test-client.js';
import { parisDay } from '../availabilities/calendar.fixtures.js';
import { addSlot, bookableSalon, bookingBody } from './booking.fixtures.js';

/** The reply says which messages really reach the visitor, so the widget never claims one it did not send. */
const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

async function bookOn(env: Record<string, string>) {
  const t = await createTestApp({ JOBS_POLL_MS: '0', ...env });
  apps.push(t);
  const p = await signedUpPro(t.app);
  const s = await bookableSalon(t.database.db, p.pro.id);
  const slotId = await addSlot(t.database.db, s.pro.id, { day: parisDay(5), time: '10:00', staffId: s.anna });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/public/pros/${s.slug}/bookings`,
    payload: bookingBody(slotId, [s.cut]),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<BookingReply>().sentBy;
}

describe(`booking reply: sentBy (${testDialect})`, () => {
  it('is nothing with the in-app outbox only, an e-mail with SMTP configured; never an SMS without a provider', async () => {
    expect(await bookOn({})).toEqual({ email: false, sms: false });
    // No server listens there: the message is a job retried later, the reply only reports the channel.
    expect(await bookOn({ SMTP_URL: 'smtp://127.0.0.1:1' })).toEqual({ email: true, sms: false });
  });
});
