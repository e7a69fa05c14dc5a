import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestApp } from '../../test/test-app.js';
import { signedUpPro } from '../../test/test-client.js';

/** A new professional's page opens once they can take bookings: onboarding done, or a first service. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '0' });
});
afterAll(() => t.close());

describe(`a new professional's public page (${testDialect})`, () => {
  it('is not public before the set-up, and opens with a first service', async () => {
    const { pro } = await signedUpPro(t.app, { nomSociete: 'Salon Tout Neuf' });
    const status = async () =>
      Promise.all(
        [`/api/v1/public/pros/${pro.slug}`, `/api/v1/public/pros/${pro.slug}/slots`].map(
          async (url) => (await t.app.inject({ url })).statusCode,
        ),
      );
    expect(await status()).toEqual([404, 404]);
    await t.database.db
      .insertInto('services')
      .values({
        id: randomUUID(),
        proId: pro.id,
        name: 'Coupe',
        amountCents: 2500,
        durationMinutes: 30,
        position: 0,
        createdAt: new Date().toISOString(),
      })
      .execute();
    expect(await status()).toEqual([200, 200]);
  });
});
