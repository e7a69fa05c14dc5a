import { bookingMessages as m } from '@quickrdv/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestApp } from '../../test/test-app.js';
import { signedUpPro } from '../../test/test-client.js';
import { parisDay } from '../availabilities/calendar.fixtures.js';
import { addSlot, bookableSalon, bookingBody } from './booking.fixtures.js';

/** A visitor from abroad books with their own number, written with its country code; French is the default. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '0', BOOKING_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(() => t.close());

describe(`booking with a foreign phone number (${testDialect})`, () => {
  it('is accepted with its country code, and the SMS goes to its E.164 form', async () => {
    const p = await signedUpPro(t.app);
    const s = await bookableSalon(t.database.db, p.pro.id);
    const slotId = await addSlot(t.database.db, s.pro.id, {
      day: parisDay(5),
      time: '10:00',
      staffId: s.anna,
    });
    const book = (telPortable: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/public/pros/${s.slug}/bookings`,
        payload: bookingBody(slotId, [s.cut], { telPortable }),
      });
    for (const bad of ['470 12 34 56', '+33 1 23 45 67 89', '+32 12'])
      expect((await book(bad)).json(), bad).toMatchObject({ fields: { telPortable: m.telPortableInvalid } });
    const res = await book('+32 470 12 34 56');
    expect(res.statusCode, res.body).toBe(201);
    // The outbox SMS provider keeps it with the booking.
    const sms = await t.database.db
      .selectFrom('outboxMessages')
      .select('recipient')
      .where('proId', '=', s.pro.id)
      .where('channel', '=', 'sms')
      .execute();
    expect(sms).toEqual([{ recipient: '+32470123456' }]);
  });
});
