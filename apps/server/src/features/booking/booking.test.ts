import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { bookingMessages as m, type BookingReply } from '@quickrdv/core';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import { signedUpPro } from '../../test/test-client.js';
import { parisDay } from '../availabilities/calendar.fixtures.js';
import { BOOKING_MESSAGE_JOB, type BookingMessagePayload } from './booking-notify.js';
import { addSlot, bookableSalon, bookingBody, bookingTableCounts, publicSlotId } from './booking.fixtures.js';
import { bookingTestApp } from '../../test/booking-test-app.js';

const ctx = bookingTestApp();

const db = ctx.db;
const salon = ctx.salon;
const book = (slug: string, body: unknown, remoteAddress?: string) =>
  ctx.t.app.inject({
    method: 'POST',
    url: `/api/v1/public/pros/${slug}/bookings`,
    payload: body as object,
    remoteAddress,
  });
const outboxOf = (proId: string) =>
  db().selectFrom('outboxMessages').selectAll().where('proId', '=', proId).orderBy('createdAt').execute();

/** The booking message jobs of a professional, with their recipient. */
async function messageJobsOf(proId: string, database = db()) {
  const jobs = await database
    .selectFrom('jobs')
    .selectAll()
    .where('kind', '=', BOOKING_MESSAGE_JOB)
    .orderBy('createdAt')
    .execute();
  return jobs
    .map((j) => ({ ...j, message: (JSON.parse(j.payload) as BookingMessagePayload).message }))
    .filter((j) => j.message.proId === proId)
    .map((j) => ({ ...j, to: j.message.to }));
}

async function waitFor<T>(read: () => T | Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const v = await read();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
  return read();
}

describe('POST /public/pros/:slug/bookings', () => {
  it('books a slot: appointment, client, services, reminders, confirmation e-mail and SMS, pro notified, live event', async () => {
    const s = await salon();
    const day = parisDay(10);
    const slotId = await addSlot(db(), s.pro.id, { day, time: '14:00', staffId: s.anna });
    const events: string[] = [];
    const off = ctx.t.app.live.subscribe((proId, e) => proId === s.pro.id && events.push(e.type));
    const res = await book(s.slug, bookingBody(slotId, [s.cut], { note: 'Cheveux longs' }));
    expect(res.statusCode, res.body).toBe(201);
    const { booking, manageUrl } = res.json() as BookingReply;
    expect(manageUrl).toBe(`http://localhost:3000/rendez-vous-en-ligne/rdv/${booking.token}`);
    expect(booking).toMatchObject({
      status: 'confirmed',
      day,
      start: '14:00',
      end: '14:30',
      durationMinutes: 30,
      services: [
        { id: s.cut, name: 'Coupe', amount: 25, amountCents: 2500, duration: '00:30', durationMinutes: 30 },
      ],
      totalAmount: 25,
      totalAmountCents: 2500,
      staff: { id: s.anna, prenom: 'Anna', nom: 'Roux', color: 'e91e63' },
      client: { prenom: 'Sophie', nom: 'Durand' },
      note: 'Cheveux longs',
      business: {
        slug: s.slug,
        nomSociete: 'Salon Lumière',
        adresse: '12 rue des Lilas',
        codePostal: '69003',
        ville: 'Lyon',
        tel1: '04 78 00 00 00',
      },
      canChange: true,
      noticeHours: 24,
      manageUrl,
    });
    expect(booking.token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const [appointment] = await db()
      .selectFrom('appointments')
      .selectAll()
      .where('proId', '=', s.pro.id)
      .execute();
    expect(appointment).toMatchObject({
      source: 'online',
      manageToken: booking.token,
      availabilityId: slotId,
      staffId: s.anna,
      startsAt: booking.startsAt,
      note: 'Cheveux longs',
      // The salon's default reminders (SMS and e-mail at 09:00 the day before), kept with the booking.
      notifySms: 0,
      notifyMail: 0,
      reminderRules: '[{"delay":"1d","sms":true,"email":true}]',
      answers: null,
    });
    const client = await db()
      .selectFrom('clients')
      .selectAll()
      .where('id', '=', appointment!.clientId!)
      .executeTakeFirstOrThrow();
    expect(client).toMatchObject({
      proId: s.pro.id,
      type: 'client internet',
      prenom: 'Sophie',
      nom: 'Durand',
      email: 'sophie@example.fr',
      telPortable: '06 12 34 56 78',
    });
    expect(
      await db()
        .selectFrom('appointmentServices')
        .select('serviceId')
        .where('appointmentId', '=', appointment!.id)
        .execute(),
    ).toEqual([{ serviceId: s.cut }]);
    expect(
      await db().selectFrom('bookedSlots').selectAll().where('appointmentId', '=', appointment!.id).execute(),
    ).toEqual([{ availabilityId: slotId, appointmentId: appointment!.id }]);
    const jobs = await db().selectFrom('jobs').selectAll().where('refId', '=', appointment!.id).execute();
    expect(jobs.map((j) => j.status).sort()).toEqual(['pending', 'pending']);

    // No SMTP server nor SMS provider here: the messages are outbox rows committed with the booking, no job
    // to run (bookingMessageWrites; the worker is not running).
    expect(await messageJobsOf(s.pro.id)).toEqual([]);
    expect(
      (await outboxOf(s.pro.id)).map((o) => `${o.channel} ${o.recipient} ${o.deliveredVia}`).sort(),
    ).toEqual([
      'email contact@salon.example outbox',
      'email sophie@example.fr outbox',
      'sms +33612345678 outbox',
    ]);
    // Running the worker sends none of them again.
    await ctx.t.app.jobs.runOnce();
    expect(await outboxOf(s.pro.id)).toHaveLength(3);
    const outbox = await outboxOf(s.pro.id);
    const toClient = outbox.find((o) => o.channel === 'email' && o.recipient === 'sophie@example.fr')!;
    expect(toClient.subject).toContain('Confirmation de votre rendez-vous chez Salon Lumière');
    expect(toClient.body).toContain('à 14:00');
    expect(toClient.body).toContain('Coupe');
    expect(toClient.body).toContain('25 €');
    expect(toClient.body).toContain(manageUrl);
    const sms = outbox.find((o) => o.channel === 'sms')!;
    expect(sms.recipient).toBe('+33612345678');
    expect(sms.body).toContain(manageUrl);
    expect(sms.body).toContain('14:00');
    const toPro = outbox.find((o) => o.recipient === 'contact@salon.example')!;
    expect(toPro.subject).toContain('Nouveau rendez-vous en ligne : Sophie Durand');
    expect(toPro.body).toContain('Cheveux longs');
    expect(outbox).toHaveLength(3);
    await waitFor(
      () => events,
      (e) => e.includes('appointments.changed') && e.includes('clients.changed'),
    );
    off();
    expect(events).toEqual(
      expect.arrayContaining(['appointments.changed', 'availabilities.changed', 'clients.changed']),
    );
  });

  it('reuses the professional’s client only for the same e-mail and name, filling only blanks', async () => {
    const s = await salon();
    const known = randomUUID();
    await db()
      .insertInto('clients')
      .values({
        id: known,
        proId: s.pro.id,
        type: 'client pro',
        nom: 'Martin',
        prenom: 'Inès',
        email: 'ines@example.fr',
        createdAt: new Date().toISOString(),
      })
      .execute();
    const day = parisDay(8);
    const a = await addSlot(db(), s.pro.id, { day, time: '09:00', staffId: s.anna });
    const b = await addSlot(db(), s.pro.id, { day, time: '10:00', staffId: s.anna });
    const first = await book(
      s.slug,
      bookingBody(a, [s.cut], {
        prenom: 'INES',
        nom: 'martin',
        telPortable: '+33 6 98 76 54 32',
        email: 'Ines@example.fr',
      }),
    );
    expect(first.statusCode, first.body).toBe(201);
    // Same e-mail under another name: a new client, the known one untouched.
    const second = await book(s.slug, bookingBody(b, [s.cut], { email: 'ines@example.fr' }));
    expect(second.statusCode, second.body).toBe(201);
    const clients = await db()
      .selectFrom('clients')
      .selectAll()
      .where('proId', '=', s.pro.id)
      .orderBy('createdAt')
      .execute();
    expect(clients).toHaveLength(2);
    expect(clients[0]).toMatchObject({
      id: known,
      type: 'client pro',
      nom: 'Martin',
      prenom: 'Inès',
      email: 'ines@example.fr',
      telPortable: '+33 6 98 76 54 32',
    });
    expect(clients[1]).toMatchObject({ type: 'client internet', prenom: 'Sophie', nom: 'Durand' });
    const appointments = await db()
      .selectFrom('appointments')
      .select('clientId')
      .where('proId', '=', s.pro.id)
      .orderBy('startsAt')
      .execute();
    expect(appointments.map((x) => x.clientId)).toEqual([known, clients[1]!.id]);
  });

  it('lets exactly one of 50 concurrent visitors take a slot', async () => {
    const s = await salon();
    const slotId = await addSlot(db(), s.pro.id, { day: parisDay(6), time: '11:00', staffId: s.anna });
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book(
          s.slug,
          bookingBody(slotId, [s.cut], {
            email: `visiteur${i}@example.fr`,
            telPortable: `06 00 00 00 ${String(i).padStart(2, '0')}`,
          }),
          `10.0.0.${i + 1}`,
        ),
      ),
    );
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((c) => c === 201)).toHaveLength(1);
    expect(statuses.filter((c) => c === 409)).toHaveLength(49);
    for (const r of replies.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toMatchObject({
        code: 'conflict',
        message: m.slotTaken,
        fields: { slotId: m.slotTaken },
      });
    }
    const rows = await db().selectFrom('appointments').select('id').where('proId', '=', s.pro.id).execute();
    expect(rows).toHaveLength(1);
    expect(
      await db().selectFrom('clients').select('id').where('proId', '=', s.pro.id).execute(),
    ).toHaveLength(1);
    // The winner's three messages only: a refused booking keeps none.
    expect(await outboxOf(s.pro.id)).toHaveLength(3);
  });

  it('holds the following contiguous free slots of the same staff member when the services need them', async () => {
    const s = await salon();
    const day = parisDay(7);
    const a = await addSlot(db(), s.pro.id, { day, time: '09:00', staffId: s.anna });
    const b = await addSlot(db(), s.pro.id, { day, time: '09:30', staffId: s.anna });
    const c = await addSlot(db(), s.pro.id, { day, time: '10:00', staffId: s.anna });
    const later = await addSlot(db(), s.pro.id, { day, time: '10:30', staffId: s.anna });
    const afternoon = await addSlot(db(), s.pro.id, { day, time: '14:00', staffId: s.anna });
    await addSlot(db(), s.pro.id, { day, time: '14:30', staffId: s.marc });
    const tooLong = await book(s.slug, bookingBody(later, [s.cut, s.color]));
    expect(tooLong.statusCode).toBe(409);
    expect(tooLong.json().message).toBe(
      'La durée des prestations choisies (1 h 30) dépasse le créneau disponible.',
    );
    const marcAfter = await book(s.slug, bookingBody(afternoon, [s.cut, s.beard]));
    expect(marcAfter.statusCode, 'Marc’s slot does not extend Anna’s').toBe(409);
    expect(marcAfter.json().message).toBe(
      'La durée des prestations choisies (45 min) dépasse le créneau disponible.',
    );

    const res = await book(s.slug, bookingBody(a, [s.cut, s.color]));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().booking).toMatchObject({
      start: '09:00',
      end: '10:30',
      durationMinutes: 90,
      totalAmountCents: 8000,
    });
    const held = await db()
      .selectFrom('bookedSlots')
      .innerJoin('availabilities', 'availabilities.id', 'bookedSlots.availabilityId')
      .select('availabilityId')
      .where('availabilities.proId', '=', s.pro.id)
      .execute();
    expect(held.map((h) => h.availabilityId).sort()).toEqual([a, b, c].sort());
    const free = await ctx.anon.get(`/api/v1/public/pros/${s.slug}/slots?from=${day}&days=1`);
    expect(free.json().days[0].slots.map((x: { start: string }) => x.start)).toEqual([
      '10:30',
      '14:00',
      '14:30',
    ]);
    const taken = await book(s.slug, bookingBody(b, [s.cut]));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(m.slotTaken);
  });

  it('refuses services the slot or its staff member does not offer, slots too soon and other professionals’ slots', async () => {
    const s = await salon();
    const other = await salon({ nomSociete: 'Autre Salon' });
    const day = parisDay(5);
    const marcSlot = await addSlot(db(), s.pro.id, { day, time: '09:00', staffId: s.marc, minutes: 120 });
    const cutOnly = await addSlot(db(), s.pro.id, {
      day,
      time: '12:00',
      staffId: s.anna,
      serviceIds: [s.cut],
    });
    const soon = await addSlot(db(), s.pro.id, { day: parisDay(0), time: '23:30', staffId: s.anna });
    const foreign = await addSlot(db(), other.pro.id, { day, time: '09:00', staffId: other.anna });
    const expectError = async (body: unknown, status: number, field: string, message: string) => {
      const before = await bookingTableCounts(db());
      const res = await book(s.slug, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().fields[field]).toBe(message);
      expect(await bookingTableCounts(db())).toEqual(before);
    };
    await expectError(bookingBody(marcSlot, [s.color]), 409, 'serviceIds', m.serviceNotOffered);
    await expectError(bookingBody(cutOnly, [s.beard]), 409, 'serviceIds', m.serviceNotOffered);
    await expectError(bookingBody(soon, [s.cut]), 409, 'slotId', m.slotTooSoon);
    await expectError(bookingBody(foreign, [s.cut]), 404, 'slotId', m.slotUnknown);
    await expectError(bookingBody(marcSlot, [other.cut]), 400, 'serviceIds', m.serviceUnknown);
    await db().updateTable('services').set({ visible: 0 }).where('id', '=', s.beard).execute();
    await expectError(bookingBody(marcSlot, [s.beard]), 400, 'serviceIds', m.serviceUnknown);
  });

  it('offers a slot again once the professional moved the online appointment elsewhere', async () => {
    const s = await salon();
    const day = parisDay(6);
    const slotId = await addSlot(db(), s.pro.id, { day, time: '09:00', staffId: s.anna });
    expect((await book(s.slug, bookingBody(slotId, [s.cut]))).statusCode).toBe(201);
    const [appointment] = await db()
      .selectFrom('appointments')
      .select('id')
      .where('proId', '=', s.pro.id)
      .execute();
    const moved = await s.client.request({
      method: 'PATCH',
      url: `/api/v1/appointments/${appointment!.id}`,
      payload: { day: parisDay(7), start: '16:00', end: '16:30' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const free = await ctx.anon.get(`/api/v1/public/pros/${s.slug}/slots?from=${day}&days=1`);
    expect(free.json().days[0].slots.map((x: { id: string }) => x.id)).toEqual([
      await publicSlotId(db(), s.pro.id, slotId),
    ]);
    const again = await book(
      s.slug,
      bookingBody(slotId, [s.cut], { email: 'autre@example.fr', telPortable: '07 12 34 56 78' }),
    );
    expect(again.statusCode, again.body).toBe(201);
  });

  it('names each invalid field in French and writes nothing', async () => {
    const s = await salon();
    const slotId = await addSlot(db(), s.pro.id, { day: parisDay(4), time: '09:00', staffId: s.anna });
    const before = await bookingTableCounts(db());
    const res = await book(s.slug, {
      slotId,
      serviceIds: [],
      prenom: ' ',
      nom: '',
      telPortable: '01 02 03 04 05',
      email: 'pas-un-email',
      acceptTerms: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation',
      fields: {
        serviceIds: m.servicesRequired,
        prenom: 'Veuillez saisir votre prénom',
        nom: 'Veuillez saisir votre nom',
        telPortable: 'Veuillez saisir un numéro de téléphone portable valide',
        email: 'Veuillez saisir une adresse e-mail valide.',
        acceptTerms: "Veuillez accepter les conditions générales d'utilisation.",
      },
    });
    expect(
      (await book(s.slug, { ...bookingBody(slotId, [s.cut]), acceptTerms: undefined })).json().fields,
    ).toEqual({
      acceptTerms: "Veuillez accepter les conditions générales d'utilisation.",
    });
    const malformed = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/v1/public/pros/${s.slug}/bookings`,
      headers: { 'content-type': 'application/json' },
      payload: '{pas du json',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await book('inconnu', bookingBody(slotId, [s.cut]))).statusCode).toBe(404);
    expect(await bookingTableCounts(db())).toEqual(before);
  });

  it('stands when the mail server is down: the e-mails are retried and sent once it is back', async () => {
    // A real SMTP server on a loopback port, stopped while the visitor books.
    const received: string[] = [];
    const smtp = () =>
      new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          stream.resume();
          stream.on('end', () => {
            received.push(...session.envelope.rcptTo.map((r) => r.address));
            callback();
          });
        },
      });
    const probe = smtp();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.server.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const down = await createTestApp({ JOBS_POLL_MS: '0', SMTP_URL: `smtp://127.0.0.1:${port}` });
    const back = smtp();
    try {
      const ddb = down.database.db;
      const p = await signedUpPro(down.app);
      const s = await bookableSalon(ddb, p.pro.id);
      const slotId = await addSlot(ddb, s.pro.id, { day: parisDay(5), time: '09:00', staffId: s.anna });
      const res = await down.app.inject({
        method: 'POST',
        url: `/api/v1/public/pros/${s.slug}/bookings`,
        payload: bookingBody(slotId, [s.cut]),
      });
      expect(res.statusCode, res.body).toBe(201);
      // The SMS (outbox provider) is kept with the booking, no job; the e-mails are jobs.
      const smsKept = await ddb
        .selectFrom('outboxMessages')
        .select('recipient')
        .where('proId', '=', s.pro.id)
        .execute();
      expect(smsKept).toEqual([{ recipient: '+33612345678' }]);
      // First pass: the e-mails wait: nothing was sent, so they run again.
      await down.app.jobs.runOnce();
      const after1 = await messageJobsOf(s.pro.id, ddb);
      expect(after1.map((j) => `${j.to} ${j.status} ${j.attempts}`).sort()).toEqual([
        'contact@salon.example pending 1',
        'sophie@example.fr pending 1',
      ]);
      expect(after1.find((j) => j.status === 'pending')!.lastError).toMatch(/^Serveur SMTP injoignable/);
      // Not before the retry delay.
      await down.app.jobs.runOnce();
      expect((await messageJobsOf(s.pro.id, ddb)).filter((j) => j.status === 'pending')).toHaveLength(2);
      // The mail server is back: the next pass after the delay sends each e-mail, once.
      await new Promise<void>((resolve) => back.listen(port, '127.0.0.1', resolve));
      await down.app.jobs.runOnce(new Date(Date.now() + 61_000));
      // The professional's sign-up link, planned while the server was down, goes out too: not a booking e-mail.
      const bookingMails = () => received.filter((to) => to !== p.input.email);
      expect(bookingMails().sort()).toEqual(['contact@salon.example', 'sophie@example.fr']);
      expect((await messageJobsOf(s.pro.id, ddb)).map((j) => j.status)).toEqual(['done', 'done']);
      await down.app.jobs.runOnce(new Date(Date.now() + 3_600_000));
      expect(bookingMails()).toHaveLength(2);
      const outbox = await ddb
        .selectFrom('outboxMessages')
        .selectAll()
        .where('proId', '=', s.pro.id)
        .execute();
      expect(outbox.map((o) => `${o.channel} ${o.recipient} ${o.deliveredVia}`).sort()).toEqual([
        'email contact@salon.example smtp',
        'email sophie@example.fr smtp',
        'sms +33612345678 outbox',
      ]);
    } finally {
      await down.close();
      await new Promise<void>((resolve) => back.close(() => resolve()));
    }
  });

  it('marks a booking e-mail failed after the allowed attempts while the mail server stays down', async () => {
    const down = await createTestApp({ JOBS_POLL_MS: '0', SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const ddb = down.database.db;
      const p = await signedUpPro(down.app);
      const s = await bookableSalon(ddb, p.pro.id);
      const slotId = await addSlot(ddb, s.pro.id, { day: parisDay(5), time: '09:00', staffId: s.anna });
      const res = await down.app.inject({
        method: 'POST',
        url: `/api/v1/public/pros/${s.slug}/bookings`,
        payload: bookingBody(slotId, [s.cut]),
      });
      expect(res.statusCode, res.body).toBe(201);
      for (let pass = 0; pass < 6; pass++) await down.app.jobs.runOnce(new Date(Date.now() + pass * 120_000));
      const jobs = await messageJobsOf(s.pro.id, ddb);
      expect(jobs.map((j) => `${j.to} ${j.status} ${j.attempts}`).sort()).toEqual([
        'contact@salon.example failed 5',
        'sophie@example.fr failed 5',
      ]);
      expect(jobs.find((j) => j.status === 'failed')!.lastError).toMatch(/^Serveur SMTP injoignable/);
      // The booking itself stands.
      const token = (res.json() as BookingReply).booking.token;
      expect(
        (await down.app.inject({ method: 'GET', url: `/api/v1/public/bookings/${token}` })).statusCode,
      ).toBe(200);
    } finally {
      await down.close();
    }
  });

  it('limits bookings per IP address', async () => {
    const limited = await createTestApp({ JOBS_POLL_MS: '0', BOOKING_RATE_LIMIT_PER_IP: '2' });
    try {
      const p = await signedUpPro(limited.app);
      const s = await bookableSalon(limited.database.db, p.pro.id);
      const statuses = [];
      for (const time of ['09:00', '10:00', '11:00']) {
        const slotId = await addSlot(limited.database.db, s.pro.id, {
          day: parisDay(5),
          time,
          staffId: s.anna,
        });
        const res = await limited.app.inject({
          method: 'POST',
          url: `/api/v1/public/pros/${s.slug}/bookings`,
          payload: bookingBody(slotId, [s.cut]),
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json().code).toBe('rate_limited');
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
