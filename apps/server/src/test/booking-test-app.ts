import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';
import { signedUpPro, TestClient } from './test-client.js';
import { bookableSalon } from '../features/booking/booking.fixtures.js';

/**
 * The app a public booking test file shares, its hooks registered: no job worker (planned reminders and
 * messages stay pending for the tests to see; the worker's runOnce sends them) and the per-address booking
 * limit lifted (every request comes from one address). Its fields are set once beforeAll has run.
 */
export function bookingTestApp() {
  const ctx = {
    t: undefined as unknown as TestApp,
    /** A visitor: no session. */
    anon: undefined as unknown as TestClient,
    db: () => ctx.t.database.db,
    /** A signed-up professional with a bookable salon (bookableSalon: Anna, Marc, three services). */
    salon: async (o: { nomSociete?: string; noticeHours?: number } = {}) => {
      const p = await signedUpPro(ctx.t.app, { nomSociete: o.nomSociete ?? 'Salon Lumière' });
      return { ...p, ...(await bookableSalon(ctx.db(), p.pro.id, o)) };
    },
  };
  beforeAll(async () => {
    ctx.t = await createTestApp({ JOBS_POLL_MS: '0', BOOKING_RATE_LIMIT_PER_IP: '1000' });
    ctx.anon = new TestClient(ctx.t.app);
  });
  afterAll(() => ctx.t.close());
  return ctx;
}
