import { randomUUID } from 'node:crypto';
import type { BookingReply } from '@quickrdv/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestApp } from '../../test/test-app.js';
import { signedUpPro } from '../../test/test-client.js';
import { parisDay } from '../availabilities/calendar.fixtures.js';
import { addSlot, bookableSalon, bookingBody } from './booking.fixtures.js';

/**
 * A visitor sees only what they typed: a known mobile number or e-mail typed under another name must not
 * reveal the existing client's name (in the reply, the manage page, the .ics or the messages), nor file the
 * visit under that client.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '0', BOOKING_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(() => t.close());
const db = () => t.database.db;

async function salonWithInes() {
  const p = await signedUpPro(t.app);
  const s = await bookableSalon(db(), p.pro.id);
  const ines = randomUUID();
  await db()
    .insertInto('clients')
    .values({
      id: ines,
      proId: p.pro.id,
      type: 'client pro',
      nom: 'Petit',
      prenom: 'Inès',
      email: 'ines.petit@example.fr',
      telPortable: '06 98 76 54 32',
      createdAt: new Date().toISOString(),
    })
    .execute();
  return { ...s, ines };
}

const book = (slug: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/v1/public/pros/${slug}/bookings`, payload: body as object });

/** Everything a visitor can read about their booking, as one text (its messages: the salon's outbox here). */
async function whatTheVisitorSees(reply: BookingReply, proId: string) {
  const token = reply.manageUrl.split('/').at(-1)!;
  const view = await t.app.inject({ url: `/api/v1/public/bookings/${token}` });
  const ics = await t.app.inject({ url: `/api/v1/public/bookings/${token}/ics` });
  const kept = await db()
    .selectFrom('outboxMessages')
    .select(['recipient', 'subject', 'body'])
    .where('proId', '=', proId)
    .execute();
  // The professional's own notice (to the salon's contact address) may name their client record.
  const messages = kept.filter((m) => m.recipient !== 'contact@salon.example');
  return {
    text: [JSON.stringify(reply), view.body, ics.body, JSON.stringify(messages)].join('\n'),
    messages,
  };
}

describe(`online booking privacy (${testDialect})`, () => {
  for (const [what, typed] of [
    ['a known mobile number', { telPortable: '+33 6 98 76 54 32', email: 'jean@example.fr' }],
    ['a known e-mail', { telPortable: '07 11 22 33 44', email: 'ines.petit@example.fr' }],
  ] as const) {
    it(`${what} under another name shows only the typed identity and files a new client`, async () => {
      const s = await salonWithInes();
      const slotId = await addSlot(db(), s.pro.id, { day: parisDay(5), time: '10:00', staffId: s.anna });
      const res = await book(
        s.slug,
        bookingBody(slotId, [s.cut], { prenom: 'Jean', nom: 'Inconnu', ...typed }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const reply = res.json<BookingReply>();
      expect(reply.booking.client).toEqual({ prenom: 'Jean', nom: 'Inconnu' });

      const appointment = await db()
        .selectFrom('appointments')
        .select(['id', 'clientId'])
        .where('proId', '=', s.pro.id)
        .executeTakeFirstOrThrow();
      const seen = await whatTheVisitorSees(reply, s.pro.id);
      expect(seen.text).toContain('Jean');
      expect(seen.text).not.toMatch(/Inès|Petit/);
      // The messages go to what the visitor typed, not to the known client's contact.
      expect(seen.messages.map((m) => m.recipient).sort()).toEqual(
        [typed.email, `+33${typed.telPortable.replace(/\D/g, '').replace(/^(33|0)/, '')}`].sort(),
      );

      const clients = await db()
        .selectFrom('clients')
        .selectAll()
        .where('proId', '=', s.pro.id)
        .orderBy('createdAt')
        .execute();
      expect(clients).toHaveLength(2);
      expect(clients.find((c) => c.id === s.ines)).toMatchObject({
        prenom: 'Inès',
        nom: 'Petit',
        email: 'ines.petit@example.fr',
        telPortable: '06 98 76 54 32',
      });
      expect(appointment.clientId).not.toBe(s.ines);
      expect(clients.find((c) => c.id === appointment.clientId)).toMatchObject({
        prenom: 'Jean',
        nom: 'Inconnu',
        type: 'client internet',
      });
    });
  }

  it('the manage page keeps the typed identity after the professional edits the linked client', async () => {
    const s = await salonWithInes();
    const slotId = await addSlot(db(), s.pro.id, { day: parisDay(5), time: '11:00', staffId: s.anna });
    const res = await book(
      s.slug,
      bookingBody(slotId, [s.cut], { prenom: 'Inès', nom: 'Petit', email: 'ines.petit@example.fr' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const appointment = await db()
      .selectFrom('appointments')
      .select('clientId')
      .where('proId', '=', s.pro.id)
      .executeTakeFirstOrThrow();
    // Same e-mail and name: the visit is filed under the known client.
    expect(appointment.clientId).toBe(s.ines);
    await db()
      .updateTable('clients')
      .set({ nom: 'Petit-Durand (VIP, impayé)' })
      .where('id', '=', s.ines)
      .execute();
    const token = res.json<BookingReply>().manageUrl.split('/').at(-1)!;
    const view = await t.app.inject({ url: `/api/v1/public/bookings/${token}` });
    expect(view.json()).toMatchObject({ client: { prenom: 'Inès', nom: 'Petit' } });
    expect(view.body).not.toContain('impayé');
  });
});
