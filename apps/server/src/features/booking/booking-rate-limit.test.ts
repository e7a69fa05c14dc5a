import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestApp } from '../../test/test-app.js';
import { signedUpPro } from '../../test/test-client.js';
import { parisDay } from '../availabilities/calendar.fixtures.js';
import { addSlot, bookableSalon, bookingBody } from './booking.fixtures.js';

/** The per-address booking limit counts bookings, not the forms a visitor sends back with a typo. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '0', BOOKING_RATE_LIMIT_PER_IP: '2' });
});
afterAll(() => t.close());

describe(`booking rate limit (${testDialect})`, () => {
  it('does not count submissions refused by validation', async () => {
    const p = await signedUpPro(t.app);
    const s = await bookableSalon(t.database.db, p.pro.id);
    const slot = (time: string) =>
      addSlot(t.database.db, s.pro.id, { day: parisDay(5), time, staffId: s.anna });
    const book = (body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/public/pros/${s.slug}/bookings`,
        payload: body as object,
      });
    const first = await slot('09:00');
    for (const typo of [{ email: 'sophie@' }, { telPortable: '06 12' }, { acceptTerms: false }])
      expect((await book(bookingBody(first, [s.cut], typo))).statusCode).toBe(400);
    const statuses = [];
    for (const id of [first, await slot('10:00'), await slot('11:00')])
      statuses.push((await book(bookingBody(id, [s.cut]))).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
  });
});
